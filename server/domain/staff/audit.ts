import type { AuditAction } from "../../../src/contract/staff/audit";
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
