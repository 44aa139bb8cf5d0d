import type { AuditVerification } from "../../../src/contract/staff/audit";
import type { ChainEnd } from "./audit-verify";

/** How long a whole walk vouches for the lines it read: later checks walk only the newer lines. */
export const WHOLE_WALK_MS = 5 * 60_000;

type Walk = (from: ChainEnd | null) => Promise<AuditVerification>;

/**
 * The Journal's chain check, for each page an admin opens. A whole walk reads every line (seconds on
 * years of log): one is shared by the admins who ask while it runs, and for five minutes after it a
 * check walks only the lines written since, from the end it found whole. A line altered within
 * those five minutes is caught by the next whole walk. A break is never kept: the next check walks
 * again from the last end found whole, so a repair is seen at once.
 */
export function auditWalks(walk: Walk, now: () => number) {
  let whole: { end: ChainEnd; at: number } | null = null;
  let running: Promise<AuditVerification> | null = null;

  const walkWhole = async () => {
    const at = now();
    const verdict = await walk(null);
    whole =
      verdict.intact && verdict.last_seq !== null && verdict.last_hash !== null
        ? { end: { seq: verdict.last_seq, hash: verdict.last_hash }, at }
        : null;
    return verdict;
  };

  return async function check(): Promise<AuditVerification> {
    const basis = whole;
    const t = now();
    if (basis && t >= basis.at && t - basis.at < WHOLE_WALK_MS) {
      const verdict = await walk(basis.end);
      // Only forward: a later walk may have moved the end already.
      if (verdict.intact && verdict.last_seq !== null && verdict.last_hash !== null && whole === basis)
        whole = { end: { seq: verdict.last_seq, hash: verdict.last_hash }, at: basis.at };
      return verdict;
    }
    running ??= walkWhole().finally(() => {
      running = null;
    });
    return running;
  };
}
