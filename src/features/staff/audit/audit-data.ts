import type { AuditCursor } from "../../../api/staff";
import { read } from "../../../queries/cache";
import { staffAuditCheckQuery, staffAuditQuery } from "../../../queries/staff-audit";

export type { AuditCursor };

const lineId = (raw: unknown) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 999_999_999 ? n : undefined;
};

/** Where the page starts: older than a line, newer than one (the newer side loses), or the newest lines. */
export function cursorOf(from: { before?: number | undefined; after?: number | undefined }): AuditCursor {
  if (from.before !== undefined) return { before: from.before };
  return from.after === undefined ? {} : { after: from.after };
}

/** The cursor a page's `next` or `previous` link carries. */
export function cursorOfLink(link: string): AuditCursor {
  const params = new URL(link, "http://localhost").searchParams;
  return cursorOf({ before: lineId(params.get("before")), after: lineId(params.get("after")) });
}

/**
 * A page of the log, and on the newest page only the walk of the whole chain: the log does not
 * wait for it, and shows even if the walk fails (« n'a pas abouti »). Both through the cache: a
 * walk still under way is shared, never started twice.
 */
export async function loadAudit(cursor: AuditCursor) {
  const newest = cursor.before === undefined && cursor.after === undefined;
  const check = newest ? read(staffAuditCheckQuery).catch(() => "unchecked" as const) : null;
  return { log: await read(staffAuditQuery(cursor)), check };
}
