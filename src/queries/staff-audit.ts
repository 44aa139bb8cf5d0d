import { type AuditCursor, fetchAudit, fetchAuditCheck } from "../api/staff";
import type { AuditPage, AuditVerification } from "../contract/staff/audit";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/*
 * The newest page of the log writes a line of its own on the server: these are read only when the
 * Journal is opened (no preloading, no reading again in the background), never more often.
 */

/** A page of the log: the newest lines, or those older than a line, or newer than one. */
export const staffAuditQuery = (cursor: AuditCursor): Query<AuditPage> => ({
  key: `staff:audit:${cursor.before ?? ""}:${cursor.after ?? ""}`,
  load: () => fetchAudit(cursor),
  staleMs: DESK_STALE_MS,
});

/** The walk of the log's whole chain (seconds on years of it): one at a time, shared while under way. */
export const staffAuditCheckQuery: Query<AuditVerification> = {
  key: "staff:audit-check",
  load: () => fetchAuditCheck(),
  staleMs: DESK_STALE_MS,
};
