import { type ExpressionBuilder, sql } from "kysely";
import type { Service, serviceSearchFields } from "../../src/contract/services";
import { foldForSearch } from "../../src/lib/search-text";
import type { Db, Row, Tables } from "../db/tables";

/** The catalogue: the services a visitor can see and book. */

export type ServiceRow = Row<"services">;
export type SearchField = (typeof serviceSearchFields)[number];

/** A service as the API answers it (the catalogue and the back-office alike). */
export const serviceJson = (s: ServiceRow): Service => ({
  id: s.id,
  name: s.name,
  type: s.type,
  price: s.price,
  credit_price: s.creditPrice,
  description: s.description,
  short_description: s.shortDescription,
  short_resume: s.shortResume,
  duration: s.duration,
  nb_person_max_per_booking: s.nbPersonMaxPerBooking,
  private_option_price: s.privateOptionPrice,
  private_option_credit_price: s.privateOptionCreditPrice,
  can_have_private_option: s.canHavePrivateOption,
  imageUrl: s.image,
});

/** Which services a list shows: of one type, and matching a search in some of their fields. */
export type ServiceFilter = { type?: ServiceRow["type"]; search?: string; fields: readonly SearchField[] };

/** Each searchable field is searched in its stored folded form (no case, no accents). */
const columns = {
  name: "services.nameSearch",
  description: "services.descriptionSearch",
  short_description: "services.shortDescriptionSearch",
} as const;

/** `%` and `_` typed by a visitor are searched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function listed(eb: ExpressionBuilder<Tables, "services">, filter: ServiceFilter) {
  const filters = [eb("services.isActive", "=", true)];
  if (filter.type) filters.push(eb("services.type", "=", filter.type));
  if (filter.search) {
    const pattern = likePattern(foldForSearch(filter.search));
    const matches = (filter.fields.length ? filter.fields : ["name" as const]).map(
      (f) => sql<boolean>`${eb.ref(columns[f])} LIKE ${pattern} ESCAPE '\\'`,
    );
    filters.push(eb.or(matches));
  }
  return eb.and(filters);
}

export async function countServices(db: Db, filter: ServiceFilter): Promise<number> {
  const row = await db
    .selectFrom("services")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => listed(eb, filter))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of them, in the order of their ids. */
export function pageOfServices(
  db: Db,
  filter: ServiceFilter,
  limit: number,
  offset: number,
): Promise<ServiceRow[]> {
  return db
    .selectFrom("services")
    .selectAll()
    .where((eb) => listed(eb, filter))
    .orderBy("services.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A service that can be seen and booked, by its id. */
export function activeService(db: Db, id: number): Promise<ServiceRow | undefined> {
  return db
    .selectFrom("services")
    .selectAll()
    .where("id", "=", id)
    .where("isActive", "=", true)
    .executeTakeFirst();
}
