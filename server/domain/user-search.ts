import type { Db } from "../db/tables";
import { foldText } from "../db/text-fold";

/** What the desk's client search reads of an account. */
export type SearchedIdentity = {
  firstName: string;
  lastName: string;
  /** None for a client the desk created with a phone number only. */
  email: string | null;
  telephoneNumber?: string | null;
};

/**
 * Between the texts joined in `search_text`: a control character no name or e-mail holds (the
 * forms strip them), so a LIKE on the joined text matches exactly where one on each text would.
 */
export const SEARCH_SEPARATOR = "\u001f";

/**
 * The rule, written once: an account's searched copy, stored with it (`users.search_text`,
 * `users.search_phone`) so a search is one LIKE on a short column. The names in both orders,
 * folded (no accents, lower case: « Ndèye Sène » is found by « sene ndeye »), and the e-mail in
 * lower case; the phone apart, without its spaces, `+`, hyphens and parentheses (its digits are
 * searched only from 3 of them, and a search of « 77 » must not find every phone).
 */
export function userSearchColumns(u: SearchedIdentity): { searchText: string; searchPhone: string } {
  return {
    searchText: [
      foldText(`${u.firstName} ${u.lastName}`),
      foldText(`${u.lastName} ${u.firstName}`),
      (u.email ?? "").toLowerCase(),
    ].join(SEARCH_SEPARATOR),
    searchPhone: (u.telephoneNumber ?? "").replace(/[ +\-()]/g, ""),
  };
}

/** A new account row with its searched copy: every insert into `users` goes through it. */
export const withUserSearch = <T extends SearchedIdentity>(row: T) => ({ ...row, ...userSearchColumns(row) });

/**
 * Brings every account's copy in line with the rule, in batches: a row an older release wrote
 * during a rolling upgrade (a name changed, an account erased, a new account) has a stale copy,
 * or none, which would keep a former name findable. Run at each start and each hour; cheap when
 * nothing changed (the rule is recomputed, nothing written). Answers how many rows it rewrote.
 */
export async function refreshUserSearch(db: Db): Promise<number> {
  let changed = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom("users")
      .select(["id", "firstName", "lastName", "email", "telephoneNumber", "searchText", "searchPhone"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(1000)
      .execute();
    const last = rows.at(-1);
    if (!last) return changed;
    after = last.id;
    for (const row of rows) {
      const want = userSearchColumns(row);
      if (want.searchText === row.searchText && want.searchPhone === row.searchPhone) continue;
      await db.updateTable("users").set(want).where("id", "=", row.id).execute();
      changed++;
    }
  }
}
