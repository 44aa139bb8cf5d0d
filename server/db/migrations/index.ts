import type { Kysely } from "kysely";
import { baseline } from "./0009_baseline";
import { sharedBetweenInstances } from "./0010_shared_between_instances";
import { staffBackOffice } from "./0011_staff_back_office";
import { availabilityOnRealChanges } from "./0012_availability_on_real_changes";
import { scheduleInDatabase } from "./0013_schedule_in_database";
import { bannerLinkAndActive } from "./0015_banner_link_and_active";
import { rollingUpgrades } from "./0016_rolling_upgrades";
import { auditHashChain } from "./0017_audit_hash_chain";
import { siteTexts } from "./0018_site_texts";
import { periodIndexes } from "./0019_period_indexes";
import { clientSearch } from "./0020_client_search";
import { deskVersion } from "./0021_desk_version";
import { bookingStarts } from "./0022_booking_starts";
import { clientSearchIndex } from "./0023_client_search_index";
import { canonicalPhones } from "./0024_canonical_phones";
import { optionalEmail } from "./0025_optional_email";
import { clientNotes } from "./0026_client_notes";
import { phoneFirst } from "./0027_phone_first";
import { peopleAndRooms } from "./0028_people_and_rooms";
import { promoCodesAndGifts } from "./0030_promo_codes_and_gifts";
import { reportIndexes } from "./0031_report_indexes";
import { bookingPenalties } from "./0032_booking_penalties";
import { reportCoveringIndexes } from "./0033_report_covering_indexes";

export type Dialect = "sqlite" | "postgres";

/**
 * One change of the schema, written once for both databases (branch on `dialect` where they differ).
 * A migration keeps the release before it working (expand: add tables and columns, never drop or
 * rename what that release reads), so a rolling upgrade and a rollback need no hand editing. One
 * that cannot (contract: a drop or rename, shipped once no older instance runs) says `breaksOlder`:
 * older servers then refuse this schema in French instead of failing on it (`schema-compat.ts`).
 */
export type Migration = {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
  breaksOlder?: true;
};

/**
 * Every migration, in order; the name is kept in `kysely_migration` once applied. A new one gets
 * the next number (`npm run db:migration -- <name>` writes its file) and is added here.
 */
export const migrations: Record<string, Migration> = {
  "0009_baseline": baseline,
  "0010_shared_between_instances": sharedBetweenInstances,
  "0011_staff_back_office": staffBackOffice,
  "0012_availability_on_real_changes": availabilityOnRealChanges,
  "0013_schedule_in_database": scheduleInDatabase,
  "0015_banner_link_and_active": bannerLinkAndActive,
  "0016_rolling_upgrades": rollingUpgrades,
  "0017_audit_hash_chain": auditHashChain,
  "0018_site_texts": siteTexts,
  "0019_period_indexes": periodIndexes,
  "0020_client_search": clientSearch,
  "0021_desk_version": deskVersion,
  "0022_booking_starts": bookingStarts,
  "0023_client_search_index": clientSearchIndex,
  "0024_canonical_phones": canonicalPhones,
  "0025_optional_email": optionalEmail,
  "0026_client_notes": clientNotes,
  "0027_phone_first": phoneFirst,
  "0028_people_and_rooms": peopleAndRooms,
  "0030_promo_codes_and_gifts": promoCodesAndGifts,
  "0031_report_indexes": reportIndexes,
  "0032_booking_penalties": bookingPenalties,
  "0033_report_covering_indexes": reportCoveringIndexes,
};
