import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../../server/db/tables";
import { FOLD_FROM, FOLD_TO, foldText } from "../../../server/db/text-fold";

/**
 * The desk's client search as it was before the stored copy (`users.search_text`), frozen here as
 * the oracle its replacement must agree with: every row folded in SQL (`translate`, a JavaScript
 * function on SQLite), twice per search. Do not change it to follow the new code.
 */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const folded = (expression: RawBuilder<unknown>) =>
  sql`lower(translate(${expression}, ${FOLD_FROM}, ${FOLD_TO}))`;

function searchUsers(db: Db, search: string | undefined) {
  const text = foldText(search ?? "");
  const digits = text.replace(/\D/g, "");
  return db.selectFrom("users").where((eb) => {
    if (!text) return eb.lit(true);
    const like = likeText(text);
    const phone = sql<string>`replace(replace(replace(replace(replace(coalesce(telephone_number, ''), ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')`;
    return eb.or([
      eb(folded(sql`first_name || ' ' || last_name`), "like", sql`${like} escape '\\'`),
      eb(folded(sql`last_name || ' ' || first_name`), "like", sql`${like} escape '\\'`),
      eb(sql`lower(email)`, "like", sql`${like} escape '\\'`),
      ...(digits.length >= 3 ? [eb(phone, "like", `%${digits}%`)] : []),
    ]);
  });
}

export async function referenceCount(db: Db, search: string | undefined): Promise<number> {
  const row = await searchUsers(db, search)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The ids of a page, in the list's order. */
export async function referencePage(
  db: Db,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await searchUsers(db, search)
    .select("id")
    .orderBy("lastName")
    .orderBy("firstName")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}
