import { sql } from "kysely";
import * as v from "valibot";
import { type AuditAction, type AuditEntry, auditActionSchema } from "../../../src/contract/staff/audit";
import type { Db } from "../../db/tables";
import { type AppConfig, type AppDeps, immediate } from "../../deps";
import { auditKey, GENESIS_HASH, LEGACY_PREFIX, lineHash } from "./audit-chain";
import { spelledChanges } from "./catalogue-words";

export type AuditLine = {
  /** Null: the command line. */
  staffId: number | null;
  action: AuditAction;
  summary: string;
  bookingId?: number | null;
  clientId?: number | null;
  data?: Record<string, unknown>;
};

/** What appending needs: the transaction, the time, which database (its lock) and the chain's key. */
export type AuditDeps = Pick<AppDeps, "db" | "database" | "clock"> & { config: Pick<AppConfig, "jwtSecret"> };

/** PostgreSQL's lock of the log's end, taken by every append (SQLite's writer is alone already). */
const AUDIT_LOCK = 7_420_017;

/**
 * Writes one line of the audit log. Only inside the transaction of the change it records: a line
 * exists exactly when the change was kept (the log refuses updates and deletes). The line takes
 * the next place in the chain and signs it with the previous line's hash.
 *
 * Two appends must never read the same end of the chain: on SQLite the transaction is `BEGIN
 * IMMEDIATE` (one writer at a time, across processes); on PostgreSQL writers go through
 * `immediate`'s writers' lock, and this transaction-scoped lock holds the log's end even for a
 * transaction opened otherwise. The unique `seq` refuses a fork all the same.
 */
export async function writeAudit(deps: AuditDeps, line: AuditLine): Promise<void> {
  if (!deps.db.isTransaction) throw new Error("writeAudit outside the transaction of its change");
  if (deps.database.dialect === "postgres")
    await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(deps.db);
  const last = await lastLine(deps.db);
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? GENESIS_HASH;
  const content = {
    at: deps.clock.now(),
    staffId: line.staffId,
    action: line.action,
    bookingId: line.bookingId ?? null,
    clientId: line.clientId ?? null,
    summary: line.summary,
    data: JSON.stringify(line.data ?? {}),
  };
  const hash = lineHash(auditKey(deps.config.jwtSecret), seq, prevHash, content);
  await deps.db
    .insertInto("staffAudit")
    .values({ ...content, seq, prevHash, hash })
    .execute();
}

const lastLine = (db: Db) =>
  db
    .selectFrom("staffAudit")
    .select(["seq", "hash"])
    .where("seq", "is not", null)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();

/**
 * At the server's start: when the log ends with lines the migration chained without a key, one
 * line signed by the server follows them at once, so they are covered from the first minute
 * rather than from the next staff action. Answers how many lines it sealed.
 */
export async function sealAuditChain(deps: AuditDeps): Promise<number> {
  const last = await lastLine(deps.db);
  if (!last?.hash?.startsWith(LEGACY_PREFIX)) return 0;
  return immediate(deps, async (tx) => {
    const end = await lastLine(tx.db);
    if (!end?.hash?.startsWith(LEGACY_PREFIX) || end.seq === null) return 0;
    await writeAudit(tx, {
      staffId: null,
      action: "audit.sealed",
      summary: `Journal chaîné : les ${end.seq} ligne(s) antérieure(s) sont désormais couvertes par la signature du serveur.`,
      data: { sealed: end.seq },
    });
    return end.seq;
  });
}

export type AuditFilter = { bookingId?: number; clientId?: number; staffId?: number };
/** Where a page starts: the lines older than `before`, or newer than `after`; the newest without. */
export type AuditCursor = { before?: number; after?: number };

function auditQuery(db: Db, filter: AuditFilter) {
  return db
    .selectFrom("staffAudit")
    .$if(filter.bookingId !== undefined, (q) => q.where("staffAudit.bookingId", "=", filter.bookingId ?? 0))
    .$if(filter.clientId !== undefined, (q) => q.where("staffAudit.clientId", "=", filter.clientId ?? 0))
    .$if(filter.staffId !== undefined, (q) => q.where("staffAudit.staffId", "=", filter.staffId ?? 0));
}

/**
 * Up to `limit` lines from a line on, in the direction read (older: newest first), with who acted.
 * On an index whatever the filter: the id, or the filter's column followed by the id.
 */
function linesFrom(db: Db, filter: AuditFilter, from: AuditCursor, limit: number) {
  return auditQuery(db, filter)
    .leftJoin("users as staff", "staff.id", "staffAudit.staffId")
    .selectAll("staffAudit")
    .select(["staff.firstName", "staff.lastName", "staff.email"])
    .$if(from.before !== undefined, (q) => q.where("staffAudit.id", "<", from.before ?? 0))
    .$if(from.after !== undefined, (q) => q.where("staffAudit.id", ">", from.after ?? 0))
    .orderBy("staffAudit.id", from.after === undefined ? "desc" : "asc")
    .limit(limit)
    .execute();
}

/** Whether a line lies beyond `from`, that way (the newest lines when `from` is empty). */
async function anyFrom(db: Db, filter: AuditFilter, from: AuditCursor): Promise<boolean> {
  const row = await auditQuery(db, filter)
    .select("staffAudit.id")
    .$if(from.before !== undefined, (q) => q.where("staffAudit.id", "<", from.before ?? 0))
    .$if(from.after !== undefined, (q) => q.where("staffAudit.id", ">", from.after ?? 0))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

type Line = Awaited<ReturnType<typeof linesFrom>>[number];

const entry = (r: Line): AuditEntry => {
  const data = JSON.parse(r.data) as Record<string, unknown>;
  return {
    id: r.id,
    at: r.at.toISOString(),
    staff:
      r.staffId === null || r.email === null
        ? null
        : { id: r.staffId, name: `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim(), email: r.email },
    action: v.is(auditActionSchema, r.action) ? r.action : "staff.role_set",
    summary: r.summary,
    booking_id: r.bookingId,
    client_id: r.clientId,
    changes: spelledChanges(r.action, r.summary, data),
    data,
  };
};

export type AuditLogPage = { results: AuditEntry[]; next: AuditCursor | null; previous: AuditCursor | null };

/**
 * A page of the log, newest first, read from a line to the next rather than counted: a page reads
 * its own lines, one more to know whether the log goes on, and at most one line the other way;
 * never the whole log. `next` and `previous` are where the older and the newer lines start.
 */
export async function pageOfAudit(
  db: Db,
  filter: AuditFilter,
  cursor: AuditCursor,
  limit: number,
): Promise<AuditLogPage> {
  // Going back up: the lines just newer than `after`; when fewer than a page are left above it,
  // the newest page instead.
  if (cursor.after !== undefined) {
    const above = await linesFrom(db, filter, { after: cursor.after }, limit + 1);
    const lines = above.slice(0, limit).reverse();
    const [newest, oldest] = [lines[0]?.id, lines.at(-1)?.id];
    if (above.length > limit && newest !== undefined && oldest !== undefined)
      return {
        results: lines.map(entry),
        next: (await anyFrom(db, filter, { before: oldest })) ? { before: oldest } : null,
        // The line read beyond the page lies above it.
        previous: { after: newest },
      };
  }
  // Going down, or the newest page.
  const from = cursor.after === undefined ? cursor : {};
  const read = await linesFrom(db, filter, from, limit + 1);
  const lines = read.slice(0, limit);
  const [newest, oldest] = [lines[0]?.id, lines.at(-1)?.id];
  let previous: AuditCursor | null = null;
  // From the newest line shown, even when the lines above would fit on the newest page: lines
  // written meanwhile must not hide the ones just above this page.
  if (from.before !== undefined && newest !== undefined)
    previous = (await anyFrom(db, filter, { after: newest })) ? { after: newest } : null;
  // Past the oldest line (an old link): the way back is the newest page.
  else if (from.before !== undefined) previous = (await anyFrom(db, filter, {})) ? {} : null;
  return {
    results: lines.map(entry),
    next: read.length > limit && oldest !== undefined ? { before: oldest } : null,
    previous,
  };
}
