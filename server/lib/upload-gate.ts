import type { Clock } from "../deps";

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
 * it counts (a multipart body that held no photo does not).
 */
export type UploadGate = {
  admit(userId: number): Promise<UploadAdmission>;
  done(userId: number, turn: string, counted?: boolean): void | Promise<void>;
};

/**
 * The rules in this process's memory. Alone, it serves one process (tests, WEB_CONCURRENCY=1); in
 * a cluster the primary holds the one gate and the serving processes ask it (upload-gate-cluster).
 */
export function localUploadGate(clock: Clock) {
  const turns = new Map<number, { turn: string; since: number; owner: string }>();
  const sent = new Map<number, number[]>();
  let count = 0;

  const forgetOld = (now: number) => {
    for (const [userId, times] of sent)
      if (now - (times.at(-1) ?? 0) >= uploadRules.windowMs) sent.delete(userId);
  };

  /** `owner` names who asks (a serving process), so its turns can be let go if it ends. */
  function admitNow(userId: number, owner = ""): UploadAdmission {
    const now = clock.now().getTime();
    const held = turns.get(userId);
    if (held && now - held.since < uploadRules.turnMs) return { ok: false, reason: "busy" };
    const recent = (sent.get(userId) ?? []).filter((at) => now - at < uploadRules.windowMs);
    sent.set(userId, recent);
    const oldest = recent[0] ?? now;
    if (recent.length >= uploadRules.perWindow)
      return { ok: false, reason: "too-many", retryAfterMs: oldest + uploadRules.windowMs - now };
    recent.push(now);
    if (sent.size > 10_000) forgetOld(now);
    const turn = `${owner}${++count}`;
    turns.set(userId, { turn, since: now, owner });
    return { ok: true, turn };
  }

  return {
    admitNow,
    admit: async (userId: number) => admitNow(userId),
    done(userId: number, turn: string, counted = true) {
      const held = turns.get(userId);
      if (held?.turn !== turn) return;
      turns.delete(userId);
      const times = sent.get(userId);
      if (!counted && times?.includes(held.since)) times.splice(times.lastIndexOf(held.since), 1);
    },
    /** A serving process ended: the turns it held are over. */
    forgetOwner(owner: string) {
      for (const [userId, held] of turns) if (held.owner === owner) turns.delete(userId);
    },
  };
}

export type LocalUploadGate = ReturnType<typeof localUploadGate>;
