import type { Generated, Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { FaqCategory } from "../../src/contract/configs";
import type {
  OtpCodesTable,
  OtpPurpose,
  RefreshTokensTable,
  TokenFamiliesTable,
  UsersTable,
} from "./tables/accounts";
import type {
  BookingsTable,
  DiscountRulesTable,
  ScheduleWeekdaysTable,
  ServicesTable,
  SlotsTable,
} from "./tables/bookings";
import type {
  BookingPenaltiesTable,
  CreditMovementsTable,
  CreditPacksTable,
  CreditRecordsTable,
} from "./tables/credits";
import type {
  BookingMethodsTable,
  PaymentsTable,
  ProviderReceiptsTable,
  VenuePaymentsTable,
} from "./tables/payments";
import type {
  BookingPractitionersTable,
  PractitionerAbsencesTable,
  PractitionerServicesTable,
  PractitionersTable,
  RoomsTable,
  ServiceRoomsTable,
} from "./tables/people";
import type { GiftCodesTable, PromoCodesTable } from "./tables/promos";
import type { IdempotencyKeysTable, MailOutboxTable, MailQueueTable } from "./tables/server-work";
import type { AuthSlidersTable, BannersTable, ContactMessagesTable, ModalConfigsTable } from "./tables/site";
import type { ClientNotesTable, StaffAuditTable } from "./tables/staff";

/**
 * The tables as the server's code reads them, on SQLite and on PostgreSQL alike. Columns are
 * snake_case in the database and camelCase here (`CamelCasePlugin`). Both databases store instants
 * as whole milliseconds (`bigint`) and yes/no as 0/1 (`integer`): the same SQL then compares, sums
 * and orders them the same way everywhere. `values.ts` turns them into `Date` and `boolean` on the
 * way out, by name: an instant's name ends in `At` or `Until` (or is `at`), a yes/no is listed there.
 * The larger tables' columns are described by area in `tables/`.
 */
export type Tables = {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  tokenFamilies: TokenFamiliesTable;
  otpCodes: OtpCodesTable;
  otpCheckFailures: { id: Generated<number>; email: string; at: Date };
  /**
   * One row per code asked for: `email` is the identity it was asked for (an e-mail or an E.164
   * number), `address` the caller's IP, `prefix` the number's first digits (a range of numbers).
   */
  otpRequests: {
    id: Generated<number>;
    email: string;
    purpose: OtpPurpose;
    at: Date;
    address: string | null;
    prefix: string | null;
  };
  services: ServicesTable;
  creditRecords: CreditRecordsTable;
  authSliders: AuthSlidersTable;
  banners: BannersTable;
  homeConfigs: { id: number; displayBasicService: boolean; displayCustomService: boolean };
  modalConfigs: ModalConfigsTable;
  termsPolicies: { id: Generated<number>; type: "CGU" | "PRIVACY"; fileUrl: string };
  integerSettings: { key: string; value: number };
  serverMeta: { key: string; value: string };
  publishedAssets: {
    path: string;
    build: string;
    publishedAt: Date;
    contentType: string;
    bytes: Buffer;
    brotli: Buffer | null;
  };
  mailOutbox: MailOutboxTable;
  mailQueue: MailQueueTable;
  slots: SlotsTable;
  bookings: BookingsTable;
  creditPacks: CreditPacksTable;
  bookingMethods: BookingMethodsTable;
  creditMovements: CreditMovementsTable;
  payments: PaymentsTable;
  providerReceipts: ProviderReceiptsTable;
  idempotencyKeys: IdempotencyKeysTable;
  contactMessages: ContactMessagesTable;
  loginAttempts: { id: Generated<number>; email: string; address: string; at: Date };
  availabilityVersion: { id: number; value: number };
  deskVersion: { id: number; value: number };
  leases: { name: string; holder: string; until: number };
  uploadTurns: { userId: number; turn: string; since: number };
  uploadEvents: { id: Generated<number>; userId: number; turn: string; at: Date };
  storedFiles: { path: string; contentType: string; bytes: Buffer; createdAt: Date };
  venuePayments: VenuePaymentsTable;
  staffAudit: StaffAuditTable;
  clientNotes: ClientNotesTable;
  bookingPenalties: BookingPenaltiesTable;
  scheduleWeekdays: ScheduleWeekdaysTable;
  scheduleOverrides: { date: string; ranges: string; label: Generated<string> };
  scheduleClosures: { id: Generated<number>; fromDate: string; toDate: string; label: string };
  discountRules: DiscountRulesTable;
  faqEntries: {
    id: Generated<number>;
    position: number;
    category: FaqCategory;
    question: string;
    answer: string;
  };
  siteTexts: { key: "about"; body: string };
  practitioners: PractitionersTable;
  practitionerServices: PractitionerServicesTable;
  practitionerAbsences: PractitionerAbsencesTable;
  rooms: RoomsTable;
  serviceRooms: ServiceRoomsTable;
  bookingPractitioners: BookingPractitionersTable;
  promoCodes: PromoCodesTable;
  giftCodes: GiftCodesTable;
};

/** The database, or the transaction under way: every query takes either. */
export type Db = Kysely<Tables>;
export type Tx = Transaction<Tables>;

/** A row of a table as a query returns it. */
export type Row<T extends keyof Tables> = Selectable<Tables[T]>;
/** A row of a table as an insert takes it. */
export type NewRow<T extends keyof Tables> = Insertable<Tables[T]>;
