import { sql } from "kysely";
import type { Db } from "../../../server/db/tables";

/** Jobs for the read thread's tests: one that holds its thread a while, one that fails. */
export const heavyJobs = {
  /** Counts to `n` in SQL, one row at a time: about half a second per million. */
  count: async (db: Db, n: number) => {
    const { rows } = await sql<{ n: number }>`
      with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n})
      select count(*) as n from c`.execute(db);
    return Number(rows[0]?.n);
  },
  fail: async () => {
    throw new Error("Échec voulu");
  },
  /** A database that stays busy: its code must reach the process (a 503, not a 500). */
  busy: async () => {
    throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
  },
};
