import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import { phoneSearchDigits } from "../../../src/lib/phone";
import type { Dialect } from "../../db/migrations/index";
import type { Db, Tables } from "../../db/tables";
import { FOLD_FROM, FOLD_TO, foldText } from "../../db/text-fold";
import { SEARCH_SEPARATOR } from "../user-search";

type Search = { text: string; digits: string };
type Where = ExpressionBuilder<Tables, "users">;

/** What the desk typed, folded as the stored copy is; its digits for the phone. */
function parse(search: string | undefined): Search {
  const text = foldText(search ?? "");
  return { text, digits: phoneSearchDigits(search ?? "") };
}

/** `%` and `_` typed by someone are letters, not wildcards. */
const likeText = (text: string) =>
  sql<string>`${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

/**
 * On each account's stored copy (`userSearchColumns`): one LIKE on the names and e-mail, and the
 * phone by its digits alone, from 3 of them, so « 77 123 » finds « +221 77 123 45 67 » and a whole
 * number typed any way (« 00221 77… », « 77.12… ») finds its canonical form (`phoneSearchDigits`). PostgreSQL
 * serves these LIKEs by its trigram indexes (or reads every account without `pg_trgm`).
 */
function onTheCopy(eb: Where, { text, digits }: Search) {
  return [
    // The separator typed would match across two texts: it matches none, as with each apart.
    ...(text.includes(SEARCH_SEPARATOR) ? [] : [eb("searchText", "like", likeText(text))]),
    ...(digits.length >= 3 ? [eb("searchPhone", "like", `%${digits}%`)] : []),
  ];
}

/**
 * On SQLite, the same texts found by the copy's index of trigrams (`users_search`), as a query of
 * it: each text a phrase, which matches where it stands whole in its column (from 3 characters:
 * `byIndex`). `%`, `_` and quotes typed are characters there; null when nothing is searched on
 * the copy.
 */
function trigramQuery({ text, digits }: Search): string | null {
  const phrase = (column: string, value: string) => `{${column}} : "${value.replace(/"/g, '""')}"`;
  const terms = [
    ...(text.includes(SEARCH_SEPARATOR) ? [] : [phrase("search_text", text)]),
    ...(digits.length >= 3 ? [phrase("search_phone", digits)] : []),
  ];
  return terms.length > 0 ? terms.join(" OR ") : null;
}

/**
 * The index serves a search of 3 characters or more (as it counts them: a character beyond the
 * 16-bit ones is one), on SQLite; a shorter one reads the copies on the index of names.
 */
const byIndex = (dialect: Dialect, { text }: Search) => dialect === "sqlite" && [...text].length >= 3;

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
 * Up to this many accounts found, a page reads them by id from the index and sorts them; more, it
 * walks the index of names, which holds the copy, and stops at its last row, soon reached (on
 * 20,000 accounts, « diop » finds 495: a page walks some 800 names, cheaper than reading and
 * sorting all 495 accounts).
 */
const FEW = 200;

/**
 * Accounts whose name, e-mail or phone holds `search` (any case, any accent), in no order;
 * `found`, how many there are (`countClients`), chooses how they are read: a few by the index of
 * trigrams, many (or not told) by the index of names, in the list's order; `upTo`, when told, how
 * many of them in that order the caller keeps at most (its page's end).
 */
export function searchUsers(
  db: Db,
  dialect: Dialect,
  search: string | undefined,
  found?: number,
  upTo?: number,
) {
  const s = parse(search);
  const query = byIndex(dialect, s) && found !== undefined && found <= FEW ? trigramQuery(s) : undefined;
  return db.selectFrom("users").where((eb) => {
    if (!s.text) return eb.lit(true);
    if (query === undefined && upTo !== undefined) {
      // The first `upTo` copies in the list's order, found on the index of names alone (it holds
      // them): an account is read only once it is on the page. Reading each account to test it
      // cost PostgreSQL 6 to 10 ms for « diop », against 2.
      const first = db
        .selectFrom("users")
        .select("id")
        .where((inner) => inner.or(onTheCopy(inner, s)))
        .orderBy("lastName")
        .orderBy("firstName")
        .orderBy("id")
        .limit(upTo);
      const older = db
        .selectFrom("users")
        .select("id")
        .where((inner) => withoutTheCopy(inner, s));
      return eb("id", "in", db.selectFrom(first.as("first")).select("first.id").unionAll(older));
    }
    if (query === undefined) return eb.or([...onTheCopy(eb, s), withoutTheCopy(eb, s)]);
    // Each side by its own index: the copy's trigrams, and the small one of the rows without a copy.
    const older = db
      .selectFrom("users")
      .select("id")
      .where((inner) => withoutTheCopy(inner, s));
    return eb.or([
      ...(query
        ? [
            sql<SqlBool>`${sql.ref("id")} in (select rowid from users_search where users_search match ${query})`,
          ]
        : []),
      eb("id", "in", older),
    ]);
  });
}

/**
 * How many accounts `searchUsers` finds: the copies counted on SQLite's index of trigrams (from
 * 3 characters), else by `onTheCopy` (PostgreSQL's trigram indexes; a search of 1 or 2 characters
 * reads every copy on the index of names, not the table); then the rows without a copy on their
 * own small index.
 */
export async function countClients(db: Db, dialect: Dialect, search: string | undefined): Promise<number> {
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
  const older = await count((eb) => withoutTheCopy(eb, s));
  if (!byIndex(dialect, s)) return older + (await count((eb) => eb.or(onTheCopy(eb, s))));
  const query = trigramQuery(s);
  if (!query) return older;
  // The index holds one row per account (its triggers): counted there, the accounts are not read.
  const found = await sql<{
    n: number;
  }>`select count(*) as n from users_search where users_search match ${query}`.execute(db);
  return older + Number(found.rows[0]?.n ?? 0);
}
