import type { Db } from "../../db/tables";

/** How a client reads who takes their session: first names only (« Awa », « Awa et Binta »). */
export const firstNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? null) : `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;

/** The practitioners' first names of each booking, in one read; a booking with none is absent. */
export async function practitionerNames(db: Db, bookingIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (bookingIds.length === 0) return names;
  const rows = await db
    .selectFrom("bookingPractitioners")
    .innerJoin("practitioners", "practitioners.id", "bookingPractitioners.practitionerId")
    .select(["bookingPractitioners.bookingId", "practitioners.firstName"])
    .where("bookingPractitioners.bookingId", "in", bookingIds)
    .orderBy("bookingPractitioners.bookingId")
    .orderBy("practitioners.id")
    .execute();
  const grouped = new Map<number, string[]>();
  for (const row of rows) grouped.set(row.bookingId, [...(grouped.get(row.bookingId) ?? []), row.firstName]);
  for (const [id, list] of grouped) {
    const name = firstNames(list);
    if (name) names.set(id, name);
  }
  return names;
}

/** One booking's. */
export const practitionerNameOf = async (db: Db, bookingId: number) =>
  (await practitionerNames(db, [bookingId])).get(bookingId) ?? null;
