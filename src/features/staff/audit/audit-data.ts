import { type AuditCursor, fetchAudit, fetchAuditCheck } from "../../../api/staff";

export type { AuditCursor };
export { fetchAudit, fetchAuditCheck };

const lineId = (raw: unknown) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 999_999_999 ? n : undefined;
};

/** Where the page starts, from the address (or from the server's link): a line, or the newest lines. */
export function readAuditCursor(search: Record<string, unknown>): AuditCursor {
  const before = lineId(search.before);
  if (before !== undefined) return { before };
  const after = lineId(search.after);
  return after === undefined ? {} : { after };
}

/** The cursor a page's `next` or `previous` link carries. */
export function cursorOfLink(link: string): AuditCursor {
  const params = new URL(link, "http://localhost").searchParams;
  return readAuditCursor({ before: params.get("before"), after: params.get("after") });
}
