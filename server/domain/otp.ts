import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_RESEND_SECONDS, type CodePurpose as OtpPurpose } from "../../src/contract/accounts";
import { counted } from "../../src/lib/plural";
import { type AppDeps, immediate } from "../deps";

/** A 4-digit code is weak, so it is guarded hard. */
export const otpRules = {
  validityMs: 10 * 60_000,
  triesPerCode: 5,
  /**
   * Wrong tries per e-mail in any 24 h, across codes and purposes: one chance in 1 000 a day, at
   * most, of guessing a code (10 of the 10 000). The try that reaches it closes code checks for 24 h.
   */
  wrongTriesPerDay: 10,
  sendsPerHour: 5,
  resendAfterMs: OTP_RESEND_SECONDS * 1000,
  /** How long a checked reset code allows the password to be changed. */
  resetGrantMs: 10 * 60_000,
} as const;

export const otpMessages = {
  wait: (seconds: number) => `Veuillez patienter ${seconds} secondes avant de demander un nouveau code.`,
  tooManySends: "Trop de codes demandés. Veuillez réessayer dans une heure.",
  tooManyTries: (waitMs: number) => `Trop de tentatives. Veuillez réessayer dans ${inWords(waitMs)}.`,
  /** One answer for a wrong, expired, spent or never sent code, and for an unknown e-mail. */
  wrong: "Code incorrect ou expiré. Veuillez réessayer ou demander un nouveau code.",
} as const;

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A wait as people say it: "24 heures", "3 heures", "1 heure", "45 minutes", "1 minute". */
function inWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 60) return counted(minutes, "minute");
  const hours = Math.ceil(ms / HOUR);
  return counted(hours, "heure");
}

/**
 * Every code is bound to the identity it was asked for (an e-mail or a phone): hashed with it, the
 * same digits checked for any other identity are wrong, so a code sent to one address never
 * proves another, even of the same account.
 */
function hashCode(code: string, salt: string, secret: Buffer, identity: string): string {
  return createHmac("sha256", secret).update(`${salt}:${identity}:${code}`).digest("base64url");
}

/** The keys wrong tries are counted under: the identity, and the account it names (all its addresses). */
const failureKeys = (identity: string, userId: number | null) =>
  userId === null ? [identity] : [identity, `compte:${userId}`];

export type IssueOptions = {
  /** Where the code went: the identity itself, or the account's e-mail when no phone channel could. */
  sentTo: string;
  /** A claim or a re-registration: the password (and, for a sign-up, the names) set when it comes back. */
  pendingPasswordHash?: string | undefined;
  pendingNames?: { firstName: string; lastName: string } | undefined;
};

/**
 * A new code for a member (after `admitCodeRequest`) and `identity`; older unused codes of the
 * same purpose stop working.
 */
export function issueOtp(
  deps: Deps,
  userId: number,
  purpose: OtpPurpose,
  identity: string,
  options: IssueOptions,
): Promise<string> {
  const now = deps.clock.now().getTime();
  return immediate(deps, async (tx) => {
    // Superseded codes are killed (not marked used: a used reset code is a reset grant).
    await tx.db
      .updateTable("otpCodes")
      .set({ failedAttempts: otpRules.triesPerCode })
      .where("userId", "=", userId)
      .where("purpose", "=", purpose)
      .where("usedAt", "is", null)
      .execute();
    const code = String(randomInt(0, 10_000)).padStart(4, "0");
    const salt = randomBytes(12).toString("base64url");
    await tx.db
      .insertInto("otpCodes")
      .values({
        userId,
        purpose,
        codeHash: `${salt}$${hashCode(code, salt, tx.config.jwtSecret, identity)}`,
        createdAt: new Date(now),
        expiresAt: new Date(now + otpRules.validityMs),
        identity,
        sentTo: options.sentTo,
        pendingPasswordHash: options.pendingPasswordHash ?? null,
        pendingNames: options.pendingNames ? JSON.stringify(options.pendingNames) : null,
      })
      .execute();
    return code;
  });
}

export type CheckResult =
  | {
      ok: true;
      /** Whether the code went to the identity itself: only then does it prove that address. */
      provesIdentity: boolean;
      /** The password a claim or a re-registration chose, to set now. */
      pendingPasswordHash: string | null;
      pendingNames: { firstName: string; lastName: string } | null;
    }
  | {
      ok: false;
      status: 400 | 429;
      message: string;
      /** This wrong try reached the daily limit: code checks for the identity are closed for 24 h. */
      limitReached?: boolean;
    };

/**
 * Checks a code sent for `identity`; a right code is spent. A wrong one counts against the code,
 * against the identity, known or not, and against the account (all its addresses together), and
 * every wrong answer reads the same. Once a key has had `wrongTriesPerDay` wrong tries in 24 h, its
 * codes are not checked until 24 h after the last one, so no 24 h ever holds more (a sliding window
 * alone would let one more try in each time the oldest left it, and warn the owner each time).
 * Password login counts its own attempts, never these.
 */
export function checkOtp(
  deps: Deps,
  identity: string,
  userId: number | null,
  purpose: OtpPurpose,
  code: string,
): Promise<CheckResult> {
  const now = deps.clock.now().getTime();
  const keys = failureKeys(identity, userId);
  return immediate(deps, async (tx): Promise<CheckResult> => {
    // What the rule reads goes back two days: the last wrong try's own 24 h.
    await tx.db
      .deleteFrom("otpCheckFailures")
      .where("at", "<=", new Date(now - 2 * DAY))
      .execute();
    const wrongTriesIn24hTo = async (key: string, end: number) => {
      const counted = await tx.db
        .selectFrom("otpCheckFailures")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("email", "=", key)
        .where("at", ">", new Date(end - DAY))
        .where("at", "<=", new Date(end))
        .executeTakeFirst();
      return Number(counted?.n ?? 0);
    };
    for (const key of keys) {
      const last = await tx.db
        .selectFrom("otpCheckFailures")
        .select("at")
        .where("email", "=", key)
        .where("at", ">", new Date(now - DAY))
        .orderBy("at", "desc")
        .limit(1)
        .executeTakeFirst();
      if (last && (await wrongTriesIn24hTo(key, last.at.getTime())) >= otpRules.wrongTriesPerDay) {
        const wait = last.at.getTime() + DAY - now;
        return { ok: false, status: 429, message: otpMessages.tooManyTries(wait) };
      }
    }
    const wrong = async (): Promise<CheckResult> => {
      let limitReached = false;
      for (const key of keys) {
        await tx.db
          .insertInto("otpCheckFailures")
          .values({ email: key, at: new Date(now) })
          .execute();
        if ((await wrongTriesIn24hTo(key, now)) >= otpRules.wrongTriesPerDay) limitReached = true;
      }
      return { ok: false, status: 400, message: otpMessages.wrong, limitReached };
    };
    if (userId === null) return wrong();
    const row = await tx.db
      .selectFrom("otpCodes")
      .selectAll()
      .where("userId", "=", userId)
      .where("purpose", "=", purpose)
      .where("usedAt", "is", null)
      .orderBy("createdAt", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row || row.expiresAt.getTime() <= now || row.failedAttempts >= otpRules.triesPerCode) return wrong();
    const [salt = "", stored = ""] = row.codeHash.split("$");
    const given = Buffer.from(hashCode(code, salt, tx.config.jwtSecret, identity));
    const expected = Buffer.from(stored);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      await tx.db
        .updateTable("otpCodes")
        .set({ usedAt: new Date(now) })
        .where("id", "=", row.id)
        .execute();
      return {
        ok: true,
        provesIdentity: row.sentTo === identity,
        pendingPasswordHash: row.pendingPasswordHash,
        pendingNames: row.pendingNames
          ? (JSON.parse(row.pendingNames) as { firstName: string; lastName: string })
          : null,
      };
    }
    await tx.db
      .updateTable("otpCodes")
      .set({ failedAttempts: row.failedAttempts + 1 })
      .where("id", "=", row.id)
      .execute();
    return wrong();
  });
}

/**
 * A password reset needs a reset code checked in the last minutes for the same identity; the
 * grant is single use. Answers whether it was granted, and whether the code went to that identity.
 */
export function consumeResetGrant(
  deps: Deps,
  userId: number,
  identity: string,
): Promise<{ granted: false } | { granted: true; provesIdentity: boolean }> {
  const now = deps.clock.now().getTime();
  return immediate(deps, async (tx) => {
    const row = await tx.db
      .selectFrom("otpCodes")
      .select(["id", "sentTo"])
      .where("userId", "=", userId)
      .where("purpose", "=", "reset_password")
      .where("identity", "=", identity)
      .where("usedAt", ">", new Date(now - otpRules.resetGrantMs))
      .where("resetGrantUsedAt", "is", null)
      .where("failedAttempts", "<", otpRules.triesPerCode)
      .orderBy("usedAt", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row) return { granted: false } as const;
    await tx.db
      .updateTable("otpCodes")
      .set({ resetGrantUsedAt: new Date(now) })
      .where("id", "=", row.id)
      .execute();
    return { granted: true, provesIdentity: row.sentTo === identity } as const;
  });
}
