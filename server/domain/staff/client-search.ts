import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db, Tables } from "../../db/tables";
import { FOLD_FROM, FOLD_TO, foldText } from "../../db/text-fold";
import { SEARCH_SEPARATOR } from "../user-search";

type Search = { text: string; digits: string };
type Where = ExpressionBuilder<Tables, "users">;

/** What the desk typed, folded as the stored copy is; its digits for the phone. */
function parse(search: string | undefined): Search {
  const text = foldText(search ?? "");
  return { text, digits: text.replace(/\D/g, "") };
}

/** `%` and `_` typed by someone are letters, not wildcards. */
const likeText = (text: string) =>
  sql<string>`${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

/**
 * On each account's stored copy (`userSearchColumns`): one LIKE on the names and e-mail, and the
 * phone by its digits alone, from 3 of them, so « 77 123 » finds « +221 77 123 45 67 ».
 */
function onTheCopy(eb: Where, { text, digits }: Search) {
  return [
    // The separator typed would match across two texts: it matches none, as with each apart.
    ...(text.includes(SEARCH_SEPARATOR) ? [] : [eb("searchText", "like", likeText(text))]),
    ...(digits.length >= 3 ? [eb("searchPhone", "like", `%${digits}%`)] : []),
  ];
}

/**
 * A row written by the release before the copy (during a rolling upgrade) has none: it is matched
 * on its fields, folded in SQL as that release did, so the desk still finds it.
 */
function withoutTheCopy(eb: Where, { text, digits }: Search) {
  const folded = (expression: RawBuilder<unknown>) =>
    sql`lower(translate(${expression}, ${FOLD_FROM}, ${FOLD_TO}))`;
  const phone = sql<string>`replace(replace(replace(replace(replace(coalesce(telephone_number, ''), ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')`;
  return eb.and([
    eb("searchText", "is", null),
    eb.or([
      eb(folded(sql`first_name || ' ' || last_name`), "like", likeText(text)),
      eb(folded(sql`last_name || ' ' || first_name`), "like", likeText(text)),
      eb(sql`lower(email)`, "like", likeText(text)),
      ...(digits.length >= 3 ? [eb(phone, "like", `%${digits}%`)] : []),
    ]),
  ]);
}

/**
 * Accounts whose name, e-mail or phone holds `search` (any case, any accent). Read in name order,
 * on the index of names that also holds the copy, a page stops at its last row.
 */
export function searchUsers(db: Db, search: string | undefined) {
  const s = parse(search);
  return db
    .selectFrom("users")
    .where((eb) => (s.text ? eb.or([...onTheCopy(eb, s), withoutTheCopy(eb, s)]) : eb.lit(true)));
}

/**
 * How many accounts `searchUsers` finds: the copy counted on the index of names that holds it
 * (the table itself is not read), then the rows without a copy on their own small index.
 */
export async function countClients(db: Db, search: string | undefined): Promise<number> {
  const s = parse(search);
  const count = async (where: (eb: Where) => Expression<SqlBool>) => {
    const row = await db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(where)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  if (!s.text) return count((eb) => eb.lit(true));
  return (await count((eb) => eb.or(onTheCopy(eb, s)))) + (await count((eb) => withoutTheCopy(eb, s)));
}
