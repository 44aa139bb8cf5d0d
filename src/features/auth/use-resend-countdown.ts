import { useCallback, useEffect, useState } from "react";
import { OTP_RESEND_SECONDS, type OtpPurpose } from "../../contract/accounts";

// Loaded after the page shows: the code screen paints without the local database's file.
const database = () => import("../../db/accessors").then((m) => m.localDb);

export const RESEND_SECONDS = OTP_RESEND_SECONDS;

/**
 * Whole seconds left before `deadline`, never more than the countdown's length: a deadline set a
 * few milliseconds after the clock was read must still show 60, not 61.
 */
export function secondsLeft(deadline: number, now: number, total: number): number {
  return Math.min(total, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/**
 * The 60 s before a new code may be asked for. Its end time is kept in the local database, so a
 * reload (or a crash) does not start it over.
 */
export function useResendCountdown(email: string | null, purpose: OtpPurpose) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!email) return;
    let alive = true;
    void (async () => {
      const db = await database().catch(() => null);
      const stored = (await db?.getOtpResendDeadline(email, purpose).catch(() => null)) ?? null;
      const value = stored ?? Date.now() + RESEND_SECONDS * 1000;
      if (stored === null) await db?.setOtpResendDeadline(email, purpose, value).catch(() => undefined);
      if (!alive) return;
      // Read the clock with the deadline: the mount-time `now` is older and would show 61 s.
      setNow(Date.now());
      setDeadline(value);
    })();
    return () => {
      alive = false;
    };
  }, [email, purpose]);

  const remaining = deadline === null ? RESEND_SECONDS : secondsLeft(deadline, now, RESEND_SECONDS);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(async () => {
    if (!email) return;
    const value = Date.now() + RESEND_SECONDS * 1000;
    setNow(Date.now());
    setDeadline(value);
    const db = await database().catch(() => null);
    await db?.setOtpResendDeadline(email, purpose, value).catch(() => undefined);
  }, [email, purpose]);

  return { remaining, ready: deadline !== null, restart };
}
