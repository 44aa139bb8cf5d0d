import { sql } from "kysely";
import type { Db } from "../db/tables";
import type { AppDeps } from "../deps";
import { heavyJobs, type JobArgs, type JobName, type JobResult } from "./jobs";
import { HEAVY_READ_LIMIT_MS, HeavyReadTooLong } from "./thread";

/** PostgreSQL's code for a statement cancelled by its `statement_timeout`. */
const QUERY_CANCELED = "57014";

/**
 * Runs one of the heavy reads (`jobs.ts`) so that it cannot stall the clients: on a SQLite file in
 * the read thread (the process goes on answering meanwhile); on PostgreSQL, whose queries never
 * hold the process, in a read-only transaction whose statements are cut at the limit; on an
 * in-memory SQLite (tests) here. Past the limit: `HeavyReadTooLong` (a 503).
 */
export async function heavyRead<K extends JobName>(
  deps: Pick<AppDeps, "db" | "database">,
  name: K,
  ...args: JobArgs<K>
): Promise<JobResult<K>> {
  const { database } = deps;
  // Each job takes its own arguments: the name chose them.
  const job = heavyJobs[name] as unknown as (db: Db, ...args: JobArgs<K>) => Promise<JobResult<K>>;
  const thread = database.readThread?.();
  if (thread) return (await thread.run(name, args)) as JobResult<K>;
  if (database.dialect !== "postgres") return job(deps.db, ...args);
  return readWithinLimit(deps.db, HEAVY_READ_LIMIT_MS, (db) => job(db, ...args));
}

/** PostgreSQL: `read` in a read-only transaction whose statements are each cut after `limitMs`. */
export async function readWithinLimit<T>(db: Db, limitMs: number, read: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await db
      .transaction()
      .setAccessMode("read only")
      .execute(async (trx) => {
        await sql`set local statement_timeout = ${sql.lit(limitMs)}`.execute(trx);
        return read(trx);
      });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === QUERY_CANCELED) throw new HeavyReadTooLong(limitMs);
    throw error;
  }
}
