import type { Kysely } from "kysely";
import { canonicalPhone } from "../../../src/lib/phone";
import type { Migration } from "./index";

const BATCH = 500;

type Raw = Kysely<{
  users: { id: number; telephone_number: string | null; search_phone: string | null };
}>;

/**
 * Every phone number in one canonical form (E.164, `+221771234567`: `canonicalPhone`, imported: it
 * must be what the writers write), so that the desk finds a client however the number was typed
 * and refuses a second client with the same number. A number that does not parse (another country
 * written without `+`, a typo) is left as it was: it is still shown and searched as before. The
 * searched copy of the phone (`search_phone`: its digits) follows, where the row has one. Written
 * row by row: run again after a start that stopped half-way, it finds the rows left.
 */
export const canonicalPhones: Migration = {
  async up(db) {
    const raw = db as unknown as Raw;
    for (let after = 0; ; ) {
      const rows = await raw
        .selectFrom("users")
        .select(["id", "telephone_number", "search_phone"])
        .where("id", ">", after)
        .where("telephone_number", "is not", null)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      const last = rows.at(-1);
      if (!last) return;
      after = last.id;
      for (const row of rows) {
        const canonical = row.telephone_number ? canonicalPhone(row.telephone_number) : null;
        if (!canonical || canonical === row.telephone_number) continue;
        await raw
          .updateTable("users")
          .set({
            telephone_number: canonical,
            ...(row.search_phone === null ? {} : { search_phone: canonical.replace(/\D/g, "") }),
          })
          .where("id", "=", row.id)
          .execute();
      }
    }
  },
};
