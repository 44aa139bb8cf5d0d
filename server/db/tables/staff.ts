import type { Generated } from "kysely";

/** The staff's roles and their audit log. */

export type StaffRole = "admin" | "reception" | "practitioner";

/**
 * Every staff action, written in the transaction of the change it records. Append-only: the
 * database refuses to update or delete a row (triggers on both databases).
 */
export type StaffAuditTable = {
  id: Generated<number>;
  at: Date;
  /** Null for the command line. */
  staffId: number | null;
  action: string;
  bookingId: number | null;
  clientId: number | null;
  /** What was done, in French. */
  summary: string;
  /** The action's figures, as JSON. */
  data: string;
  /**
   * Its place in the chain, from 1 with no gap; null only for a line written outside the server
   * (migration 0017 numbered the older ones).
   */
  seq: number | null;
  /** The hash of line `seq - 1` (zeros for the first). */
  prevHash: string | null;
  /** HMAC of the line and `prevHash` (`audit-chain.ts`); `sha256:…` for the lines the migration chained. */
  hash: string | null;
};

/** A staff note on a client (`0026_client_notes`): never shown to the client in the app. */
export type ClientNotesTable = {
  id: Generated<number>;
  userId: number;
  /** At most `NOTE_MAX_LENGTH` characters. */
  text: string;
  authorId: number;
  createdAt: Date;
};
