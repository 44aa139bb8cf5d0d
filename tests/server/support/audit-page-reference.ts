import type { Db } from "../../../server/db/tables";

type Filter = { bookingId?: number; clientId?: number; staffId?: number };

/**
 * The audit log's lines as its pages read them before they went from line to line (numbered pages:
 * a count of the whole log, then an offset), frozen here as the oracle: every line under the
 * filter, newest first. Do not change it to follow the new code.
 */
export async function referenceAuditIds(db: Db, filter: Filter): Promise<number[]> {
  const rows = await db
    .selectFrom("staffAudit")
    .$if(filter.bookingId !== undefined, (q) => q.where("staffAudit.bookingId", "=", filter.bookingId ?? 0))
    .$if(filter.clientId !== undefined, (q) => q.where("staffAudit.clientId", "=", filter.clientId ?? 0))
    .$if(filter.staffId !== undefined, (q) => q.where("staffAudit.staffId", "=", filter.staffId ?? 0))
    .leftJoin("users as staff", "staff.id", "staffAudit.staffId")
    .select("staffAudit.id")
    .orderBy("staffAudit.id", "desc")
    .execute();
  return rows.map((r) => r.id);
}
