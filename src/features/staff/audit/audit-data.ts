import { type AuditCursor, fetchAudit, fetchAuditCheck } from "../../../api/staff";

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
 * wait for it, and shows even if the walk fails. Given up (the page left or loaded again, with a
 * walk of its own), it never says « n'a pas abouti ».
 */
export async function loadAudit(cursor: AuditCursor, signal: AbortSignal) {
  const newest = cursor.before === undefined && cursor.after === undefined;
  const check = newest
    ? fetchAuditCheck(signal).catch(() =>
        signal.aborted ? new Promise<never>(() => {}) : ("unchecked" as const),
      )
    : null;
  return { log: await fetchAudit(cursor, signal), check };
}
