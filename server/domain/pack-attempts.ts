import { counted } from "../../src/lib/plural";
import type { AppDeps } from "../deps";

/**
 * Unpaid provider payments (Wave checkouts, Orange Money QR codes) one member may open for packs in
 * PACK_ATTEMPT_WINDOW_MS. A pack has no hold to bound its attempts, and each one opens a session or a
 * QR code at the provider: 3 leave room for a refused payment and a change of method, as a booking's
 * 3 attempts do, while a loop of clicks or a script cannot open them without end. Paid ones (applied,
 * or refunded because another attempt of the member was paid) never count: a member may buy as many
 * packs as they pay for. Over a sliding hour, so the limit lifts by itself.
 */
export const MAX_UNPAID_PACK_ATTEMPTS = 3;
export const PACK_ATTEMPT_WINDOW_MS = 60 * 60_000;

/** The refusal, with when the member may try again (the oldest counted attempt leaves the window). */
export const tooManyPackAttempts = (minutes: number) =>
  `Trop de tentatives de paiement de pack en une heure. Veuillez réessayer dans ${counted(minutes, "minute")}.`;

/** Minutes until the member may open another pack payment; null when they may now. */
export async function packAttemptsWait(deps: AppDeps, userId: number, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - PACK_ATTEMPT_WINDOW_MS);
  const counted = await deps.db
    .selectFrom("payments")
    .select("createdAt")
    .where("userId", "=", userId)
    .where("purpose", "=", "pack")
    .where("createdAt", ">", since)
    .where("status", "in", ["pending", "failed", "voided"])
    .orderBy("createdAt")
    .execute();
  if (counted.length < MAX_UNPAID_PACK_ATTEMPTS) return null;
  // The attempt whose leaving brings the count back under the limit.
  const freed = counted[counted.length - MAX_UNPAID_PACK_ATTEMPTS];
  const ms = (freed?.createdAt.getTime() ?? now.getTime()) + PACK_ATTEMPT_WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(ms / 60_000));
}
