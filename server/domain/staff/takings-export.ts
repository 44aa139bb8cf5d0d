import type { Compilable } from "kysely";
import type { Db } from "../../db/tables";
import { type Period, summariseGroups, type TakingsGroup } from "./takings";
import { csvHead, csvRowWriter, csvTotals, takingsFileName } from "./takings-csv";
import { merge, type TakingsRead } from "./takings-lines";
import { ledgerLines, onlineLines, spentLines, venueLines } from "./takings-money-lines";
import { periodInstants } from "./takings-rows";
import { sessionLines } from "./takings-session-lines";

/**
 * The CSV of a period: its money and credit movements, no-shows and cancellations, oldest first;
 * and its totals, in a second file. Reads what the file prints only (not the sessions attended, which it never
 * prints), and writes each row as it comes, without an object per event.
 */
export async function takingsExport(db: Db, period: Period, from: string, to: string) {
  const { start, end } = periodInstants(from, to);
  // Thousands of rows: read without the camel-case plugin, whose renaming of every column of every
  // row cost more than the statements (the aliases of the lines' statements are one word, the same
  // in both cases); instants keep their milliseconds (no alias ends in `_at`).
  const raw = db.withoutPlugins();
  const rows = async <R>(query: Compilable<R>) => (await raw.executeQuery(query.compile())).rows;

  // A dozen services, a few staff: their names read once, not joined on every row.
  const services = new Map(
    (await db.selectFrom("services").select(["id", "name"]).execute()).map((s) => [s.id, s.name]),
  );
  const serviceOf = (id: number | null) => (id === null ? "" : (services.get(id) ?? ""));
  const staffNames = new Map<number, string>();
  const staffOf = (id: number | null) => (id === null ? null : (staffNames.get(id) ?? null));
  const learnStaff = async (ids: (number | null)[]) => {
    const unknown = [...new Set(ids)].filter((id) => id !== null && !staffNames.has(id)) as number[];
    if (unknown.length)
      for (const s of await db
        .selectFrom("users")
        .select(["id", "firstName", "lastName"])
        .where("id", "in", unknown)
        .execute())
        if (s.firstName !== null) staffNames.set(s.id, `${s.firstName} ${s.lastName ?? ""}`.trim());
  };

  const row = csvRowWriter();
  const groups = new Map<string, TakingsGroup>();
  /** Counts an event in its group: the totals, summed as the screen's (`summariseGroups`). */
  const count = (
    kind: TakingsGroup["kind"],
    method: TakingsGroup["method"],
    amount: number,
    credits: number,
    persons: number,
    pack = false,
    pending = false,
  ) => {
    // An adjustment's sign is told apart, as the screen's groups do.
    const key = `${kind} ${method} ${pack} ${pending} ${credits < 0}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { kind, method, pack, pending, count: 1, amount, credits, persons });
    else {
      group.count++;
      group.amount += amount;
      group.credits += credits;
      group.persons += persons;
    }
  };
  const read: TakingsRead = { db, start, end, rows, serviceOf, staffOf, learnStaff, row, count };

  const venue = await venueLines(read);
  const online = await onlineLines(read);
  const ledger = await ledgerLines(read);
  const spent = await spentLines(read);
  const sessions = await sessionLines(read);

  const takings = summariseGroups(period, from, to, [...groups.values()]);
  const { lines } = merge([venue, online, ledger, spent, sessions]);
  return {
    fileName: takingsFileName(takings),
    csv: `${csvHead}${lines.join("")}`,
    totalsFileName: takingsFileName(takings, true),
    totalsCsv: csvTotals(takings),
  };
}
