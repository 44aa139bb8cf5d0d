import type { CodePurpose as OtpPurpose } from "../../src/contract/accounts";
import { isPhoneIdentity } from "../../src/lib/phone";
import { counted } from "../../src/lib/plural";
import { type AppDeps, immediate } from "../deps";
import { otpMessages, otpRules } from "./otp";

type Deps = Pick<AppDeps, "db" | "database" | "clock">;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A code sent to a phone costs the centre money, and SMS pumping (a fraudster asking codes for
 * ranges of premium numbers) is a known fraud: beyond the e-mail's limits, a phone's codes wait
 * longer each time, per number, per caller's address and per range of numbers.
 */
export const phoneCodeRules = {
  /** Per number and purpose: 60 s after the first code, then twice as long each time within the hour. */
  firstWaitMs: otpRules.resendAfterMs,
  /**
   * Per caller's address: this many phone codes an hour freely, then growing waits. Generous: a
   * mobile operator puts thousands of phones behind a few addresses (carrier-grade NAT).
   */
  freePerAddress: 20,
  /** Per number: at most this many codes in 24 h (all purposes), whoever asks. */
  perNumberPerDay: 10,
  /** Per range of 10 000 numbers (the number less its last 4 digits): this many an hour, then growing waits. */
  freePerPrefix: 10,
  /** The first wait once past the free ones, doubling with each code. */
  overFreeWaitMs: MINUTE,
  rangeDigits: 4,
} as const;

export const admissionMessages = {
  fromHere: (wait: string) =>
    `Trop de codes demandés depuis cette connexion. Veuillez réessayer dans ${wait}.`,
  busyRange: (wait: string) =>
    `Trop de codes demandés vers des numéros proches. Veuillez réessayer dans ${wait}.`,
  numberToday: "Trop de codes demandés pour ce numéro aujourd'hui. Veuillez réessayer demain.",
} as const;

export type AdmitResult = { ok: true } | { ok: false; status: 429; message: string };

/** The range a number belongs to: pumping walks through neighbouring numbers. */
export const numberRange = (phone: string) => phone.slice(0, -phoneCodeRules.rangeDigits);

/** "45 secondes", "3 minutes": a wait as the refusal says it. */
const waitWords = (ms: number) =>
  ms < 2 * MINUTE ? counted(Math.ceil(ms / 1000), "seconde") : counted(Math.ceil(ms / MINUTE), "minute");

/**
 * Once past `free` sends in the hour, the next waits `overFreeWaitMs`, doubled for each further
 * one, an hour at most (the window: nobody can shut a range or an address for longer).
 */
const growingWait = (count: number, free: number) =>
  count < free ? 0 : Math.min(HOUR, phoneCodeRules.overFreeWaitMs * 2 ** (count - free));

/**
 * Counts a request for a code to `identity` (an e-mail, or a phone in E.164), whether or not an
 * account has it, so the limits answer alike for every address. E-mail: 60 s between two codes of
 * one purpose, 5 an hour. A phone: the same hourly cap, a wait that doubles with each code of the
 * purpose (60 s, 2 min, 4 min…), and the caller's address and the number's range each with their
 * own growing waits. All in one transaction under the writers' lock, so parallel requests from
 * several processes are counted one after the other.
 */
export function admitCodeRequest(
  deps: Deps,
  identity: string,
  purpose: OtpPurpose,
  address: string | null = null,
): Promise<AdmitResult> {
  const now = deps.clock.now().getTime();
  const phone = isPhoneIdentity(identity);
  const range = phone ? numberRange(identity) : null;
  return immediate(deps, async (tx): Promise<AdmitResult> => {
    // A day is kept: a number's daily cap reads it; the other limits read the last hour.
    await tx.db
      .deleteFrom("otpRequests")
      .where("at", "<=", new Date(now - DAY))
      .execute();
    const today = await tx.db
      .selectFrom("otpRequests")
      .select(["purpose", "at"])
      .where("email", "=", identity)
      .orderBy("at", "desc")
      .execute();
    const recent = today.filter((r) => r.at.getTime() > now - HOUR);
    const samePurpose = recent.filter((r) => r.purpose === purpose);
    const last = samePurpose[0];
    const wait = phone
      ? phoneCodeRules.firstWaitMs * 2 ** Math.max(0, samePurpose.length - 1)
      : otpRules.resendAfterMs;
    if (last && now - last.at.getTime() < wait) {
      const seconds = Math.ceil((wait - (now - last.at.getTime())) / 1000);
      return { ok: false, status: 429, message: otpMessages.wait(seconds) };
    }
    if (recent.length >= otpRules.sendsPerHour)
      return { ok: false, status: 429, message: otpMessages.tooManySends };
    if (phone && today.length >= phoneCodeRules.perNumberPerDay)
      return { ok: false, status: 429, message: admissionMessages.numberToday };
    if (phone) {
      const refusal =
        (address &&
          (await over(
            tx,
            "address",
            address,
            phoneCodeRules.freePerAddress,
            now,
            admissionMessages.fromHere,
          ))) ||
        (range &&
          (await over(tx, "prefix", range, phoneCodeRules.freePerPrefix, now, admissionMessages.busyRange)));
      if (refusal) return refusal;
    }
    await tx.db
      .insertInto("otpRequests")
      .values({ email: identity, purpose, at: new Date(now), address: phone ? address : null, prefix: range })
      .execute();
    return { ok: true };
  });
}

/** The phone codes of the hour from one address (or to one range): past the free ones, a growing wait. */
async function over(
  tx: Deps,
  column: "address" | "prefix",
  value: string,
  free: number,
  now: number,
  message: (wait: string) => string,
): Promise<AdmitResult | null> {
  const rows = await tx.db
    .selectFrom("otpRequests")
    .select("at")
    .where(column, "=", value)
    .where("at", ">", new Date(now - HOUR))
    .orderBy("at", "desc")
    .execute();
  const wait = growingWait(rows.length, free);
  const last = rows[0];
  if (!last || wait === 0) return null;
  const left = last.at.getTime() + wait - now;
  return left > 0 ? { ok: false, status: 429, message: message(waitWords(left)) } : null;
}
