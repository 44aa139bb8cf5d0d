import { createHash, createHmac, hkdfSync } from "node:crypto";

/** What a line's hash covers besides its place: everything the log says about the action. */
export type ChainedContent = {
  at: Date;
  staffId: number | null;
  action: string;
  bookingId: number | null;
  clientId: number | null;
  summary: string;
  /** The action's figures as stored (JSON text): hashed as written, never re-serialised. */
  data: string;
};

/** The `prev_hash` of the first line: nothing comes before it. */
export const GENESIS_HASH = "0".repeat(64);

/** Lines chained by the migration, which has no key: their hash says so and is a plain SHA-256. */
export const LEGACY_PREFIX = "sha256:";

/**
 * The one serialisation of a line, fixed once: a JSON array in a set order (no key order to
 * depend on), its place (`seq`) and the previous line's hash included, so a line cannot be moved,
 * renumbered or re-linked without its hash changing. The leading tag versions the format.
 */
export function canonicalLine(seq: number, prevHash: string, line: ChainedContent): string {
  return JSON.stringify([
    "staff-audit/1",
    seq,
    prevHash,
    line.at.getTime(),
    line.staffId,
    line.action,
    line.bookingId,
    line.clientId,
    line.summary,
    line.data,
  ]);
}

const keys = new WeakMap<Buffer, Buffer>();

/**
 * The chain's key, derived (HKDF) from the server's JWT signing secret, which lives in the
 * environment or the data folder, never in the database: whoever owns only the database can
 * change rows but cannot compute the hash a changed, added or re-linked line would need. A
 * derived key, not the secret itself, so the audit hashes never reveal anything usable to sign a
 * session.
 */
export function auditKey(jwtSecret: Buffer): Buffer {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", jwtSecret, "centre-booking", "staff-audit-chain/1", 32));
    keys.set(jwtSecret, key);
  }
  return key;
}

/** A line's hash as the server writes it: HMAC-SHA-256 of its canonical form. */
export const lineHash = (key: Buffer, seq: number, prevHash: string, line: ChainedContent) =>
  createHmac("sha256", key)
    .update(canonicalLine(seq, prevHash, line))
    .digest("hex");

/** A line's hash as the migration wrote it for the lines it found (no key to hand). */
export const legacyLineHash = (seq: number, prevHash: string, line: ChainedContent) =>
  LEGACY_PREFIX +
  createHash("sha256")
    .update(canonicalLine(seq, prevHash, line))
    .digest("hex");
