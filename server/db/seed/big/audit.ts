import type { AuditAction } from "../../../../src/contract/staff/audit";
import { auditKey, GENESIS_HASH, lineHash } from "../../../domain/staff/audit-chain";
import type { NewRow } from "../../tables";
import type { Target } from "./writer";

/** A staff action of the story, not yet in the chain. */
export type AuditDraft = {
  at: number;
  staffId: number | null;
  action: AuditAction;
  bookingId: number | null;
  clientId: number | null;
  summary: string;
  data: Record<string, unknown>;
};

/**
 * The story's staff actions as the log's next lines, in the order they happened, each signed as
 * `writeAudit` signs it (same canonical line, same key): `npm run staff -- audit-verify` holds.
 */
export async function chainAudit(
  target: Target,
  drafts: AuditDraft[],
  jwtSecret: Buffer,
  firstId: number,
): Promise<NewRow<"staffAudit">[]> {
  const last = await target.db
    .selectFrom("staffAudit")
    .select(["seq", "hash"])
    .where("seq", "is not", null)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  const key = auditKey(jwtSecret);
  const ordered = drafts.map((d, i) => ({ d, i })).sort((a, b) => a.d.at - b.d.at || a.i - b.i);
  return ordered.map(({ d }, i) => {
    seq += 1;
    const content = {
      at: new Date(d.at),
      staffId: d.staffId,
      action: d.action,
      bookingId: d.bookingId,
      clientId: d.clientId,
      summary: d.summary,
      data: JSON.stringify(d.data),
    };
    const hash = lineHash(key, seq, prevHash, content);
    const row = { id: firstId + i, ...content, seq, prevHash, hash };
    prevHash = hash;
    return row;
  });
}
