import { type Compilable, sql } from "kysely";
import type { Db } from "../../db/tables";
import type { TakingsGroup } from "./takings";
import type { csvRowWriter } from "./takings-csv";

/** Rows in statement order, with each row's instant and its rank among rows of one instant. */
export type Ordered = { ms: number[]; tie: number[]; lines: string[] };
export const ordered = (): Ordered => ({ ms: [], tie: [], lines: [] });
export const push = (list: Ordered, ms: number, line: string, tie = 0) => {
  list.ms.push(ms);
  list.tie.push(tie);
  list.lines.push(line);
};

/** Lists each in order merged into one: by instant, then `tie`, then the list's place. */
export function merge(lists: Ordered[]): Ordered {
  const out = ordered();
  const next = lists.map(() => 0);
  for (;;) {
    let best = -1;
    let bestMs = 0;
    let bestTie = 0;
    lists.forEach((list, i) => {
      const k = next[i] as number;
      if (k >= list.lines.length) return;
      const ms = list.ms[k] as number;
      const tie = list.tie[k] as number;
      if (best < 0 || ms < bestMs || (ms === bestMs && tie < bestTie)) {
        best = i;
        bestMs = ms;
        bestTie = tie;
      }
    });
    if (best < 0) return out;
    const list = lists[best] as Ordered;
    const k = next[best] as number;
    out.ms.push(bestMs);
    out.tie.push(bestTie);
    out.lines.push(list.lines[k] as string);
    next[best] = k + 1;
  }
}

/** A person's name as the screens write it, worked out by the database: `first last`, or null. */
export const fullName = (first: string, last: string) =>
  sql<string | null>`${sql.ref(first)} || ' ' || coalesce(${sql.ref(last)}, '')`;
export const named = (name: string | null) => (name === null ? "" : name.trim());

/** What each kind of the CSV's lines is read with: `takingsExport` sets it up once for all. */
export type TakingsRead = {
  db: Db;
  start: Date;
  end: Date;
  /** Runs a statement without the camel-case plugin: its rows as the database names them. */
  rows: <R>(query: Compilable<R>) => Promise<R[]>;
  serviceOf: (id: number | null) => string;
  staffOf: (id: number | null) => string | null;
  /** Reads the names of the staff members not met yet, before their rows are written. */
  learnStaff: (ids: (number | null)[]) => Promise<void>;
  row: ReturnType<typeof csvRowWriter>;
  /** Counts an event in its group: the totals, summed as the screen's (`summariseGroups`). */
  count: (
    kind: TakingsGroup["kind"],
    method: TakingsGroup["method"],
    amount: number,
    credits: number,
    persons: number,
    pack?: boolean,
    pending?: boolean,
  ) => void;
};
