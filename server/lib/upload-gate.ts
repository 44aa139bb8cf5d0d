/**
 * A member's profile photos: one decoded at a time (a second one sent meanwhile is refused, not
 * queued: it would hold its upload in memory for a picture the first one replaces anyway), and at
 * most 5 in 10 minutes, counted before decoding, whatever the outcome. A turn whose end was never
 * told (a process that died) lapses after a minute.
 */
export const uploadRules = { perWindow: 5, windowMs: 10 * 60_000, turnMs: 60_000 } as const;

export type UploadAdmission =
  | { ok: true; turn: string }
  | { ok: false; reason: "busy" }
  | { ok: false; reason: "too-many"; retryAfterMs: number };

/**
 * Asked by a serving process before it reads a member's photo; told once it is done, and whether
 * it counts (a multipart body that held no photo does not). Kept in the database
 * (`upload-gate-database.ts`), so every process and instance counts alike.
 */
export type UploadGate = {
  admit(userId: number): Promise<UploadAdmission>;
  done(userId: number, turn: string, counted?: boolean): void | Promise<void>;
};
