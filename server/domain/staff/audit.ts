import * as v from "valibot";
import { type AuditAction, type AuditEntry, auditActionSchema } from "../../../src/contract/staff/audit";
import type { Db } from "../../db/tables";
import type { AppDeps } from "../../deps";

export type AuditLine = {
  /** Null: the command line. */
  staffId: number | null;
  action: AuditAction;
  summary: string;
  bookingId?: number | null;
  clientId?: number | null;
  data?: Record<string, unknown>;
};

/**
 * Writes one line of the audit log. Only inside the transaction of the change it records: a line
 * exists exactly when the change was kept (the log refuses updates and deletes).
 */
export async function writeAudit(deps: Pick<AppDeps, "db" | "clock">, line: AuditLine): Promise<void> {
  if (!deps.db.isTransaction) throw new Error("writeAudit outside the transaction of its change");
  await deps.db
    .insertInto("staffAudit")
    .values({
      at: deps.clock.now(),
      staffId: line.staffId,
      action: line.action,
      bookingId: line.bookingId ?? null,
      clientId: line.clientId ?? null,
      summary: line.summary,
      data: JSON.stringify(line.data ?? {}),
    })
    .execute();
}

type AuditFilter = { bookingId?: number; clientId?: number; staffId?: number };

function auditQuery(db: Db, filter: AuditFilter) {
  return db
    .selectFrom("staffAudit")
    .$if(filter.bookingId !== undefined, (q) => q.where("staffAudit.bookingId", "=", filter.bookingId ?? 0))
    .$if(filter.clientId !== undefined, (q) => q.where("staffAudit.clientId", "=", filter.clientId ?? 0))
    .$if(filter.staffId !== undefined, (q) => q.where("staffAudit.staffId", "=", filter.staffId ?? 0));
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const row = await auditQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The log, newest first, with who acted. */
export async function pageOfAudit(db: Db, filter: AuditFilter, limit: number, offset: number) {
  const rows = await auditQuery(db, filter)
    .leftJoin("users as staff", "staff.id", "staffAudit.staffId")
    .selectAll("staffAudit")
    .select(["staff.firstName", "staff.lastName", "staff.email"])
    .orderBy("staffAudit.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(
    (r): AuditEntry => ({
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
      data: JSON.parse(r.data) as Record<string, unknown>,
    }),
  );
}
