import type { ReportName, ReportStep } from "../../src/contract/staff/reports";
import type { Db } from "../db/tables";
import { reportCsv } from "../domain/reports/csv";
import { reportPeriod } from "../domain/reports/period";
import { readReport } from "../domain/reports/reports";
import { type ChainEnd, verifyAuditChain } from "../domain/staff/audit-verify";
import { type Period, periodBounds, takingsOf } from "../domain/staff/takings";
import { takingsExport } from "../domain/staff/takings-export";

/**
 * The reads that may take long on years of data: on SQLite they run in the read thread, beside the
 * requests of the clients; elsewhere with a time limit (`run.ts`). Each takes the database and
 * arguments that cross a thread (plain values), and answers plain values.
 */
export const heavyJobs = {
  takings: (db: Db, period: Period, date: string) => takingsOf(db, period, date),

  /** The CSV of a period and of its totals: the files, their names and the period's first and last day. */
  takingsExport: async (db: Db, period: Period, date: string) => {
    const { from, to } = periodBounds(period, date);
    return { from, to, ...(await takingsExport(db, period, from, to)) };
  },

  /** An owner's report of a period already checked (`reportPeriod`), as of `nowMs`; with `csv`, its file. */
  report: async (
    db: Db,
    name: ReportName,
    from: string,
    to: string,
    by: ReportStep,
    nowMs: number,
    csv = false,
  ) => {
    const checked = reportPeriod({ from, to, by }, from);
    if (!checked.ok) throw new Error(checked.message);
    const report = await readReport(db, name, checked.period, new Date(nowMs));
    return csv ? { report, ...reportCsv(name, report) } : { report, fileName: "", csv: "" };
  },

  /** The audit chain walked again, whole or from an end found whole; the secret crosses as bytes. */
  auditVerify: (db: Db, jwtSecret: Uint8Array, from: ChainEnd | null = null) =>
    verifyAuditChain(db, Buffer.from(jwtSecret), undefined, from ?? undefined),
};

export type HeavyJobs = Record<string, (db: Db, ...args: never[]) => Promise<unknown>>;
export type JobName = keyof typeof heavyJobs;
type Job<K extends JobName> = (typeof heavyJobs)[K];
export type JobArgs<K extends JobName> = Job<K> extends (db: Db, ...args: infer A) => unknown ? A : never;
export type JobResult<K extends JobName> = Awaited<ReturnType<Job<K>>>;
