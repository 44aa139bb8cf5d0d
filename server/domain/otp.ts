import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { OtpPurpose } from "../../src/contract/accounts";
import { otpCodes, otpFailures } from "../db/schema";
import { type AppDeps, immediate } from "../deps";

/** DESIGN §4: a 4-digit code is weak, so it is guarded hard. */
export const otpRules = {
  validityMs: 10 * 60_000,
  triesPerCode: 5,
  wrongTriesPerHour: 10,
  sendsPerHour: 5,
  resendAfterMs: 60_000,
  /** How long a checked reset code allows the password to be changed. */
  resetGrantMs: 10 * 60_000,
} as const;

export const otpMessages = {
  wait: (seconds: number) => `Veuillez patienter ${seconds} secondes avant de demander un nouveau code.`,
  tooManySends: "Trop de codes demandés. Veuillez réessayer dans une heure.",
  tooManyTries: "Trop de tentatives. Veuillez réessayer dans une heure.",
  invalidOrExpired: "Code invalide ou expiré. Veuillez demander un nouveau code.",
  wrong: "Code incorrect. Veuillez réessayer.",
  dead: "Code incorrect. Ce code n'est plus valable, veuillez en demander un nouveau.",
} as const;

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "config">;
const HOUR = 3_600_000;

function hashCode(code: string, salt: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(`${salt}:${code}`).digest("base64url");
}

export type IssueResult = { ok: true; code: string } | { ok: false; status: 429; message: string };

/** A new code for a member; older unused codes of the same purpose stop working. */
export function issueOtp(deps: Deps, userId: number, purpose: OtpPurpose): IssueResult {
  const now = deps.clock.now().getTime();
  return immediate(deps, (): IssueResult => {
    const recent = deps.db
      .select({ createdAt: otpCodes.createdAt, purpose: otpCodes.purpose })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), gt(otpCodes.createdAt, new Date(now - HOUR))))
      .orderBy(desc(otpCodes.createdAt))
      .all();
    // The 60 s wait is per purpose (a reset code may follow a registration code); the hourly cap is not.
    const last = recent.find((r) => r.purpose === purpose);
    if (last && now - last.createdAt.getTime() < otpRules.resendAfterMs) {
      const seconds = Math.ceil((otpRules.resendAfterMs - (now - last.createdAt.getTime())) / 1000);
      return { ok: false, status: 429, message: otpMessages.wait(seconds) };
    }
    if (recent.length >= otpRules.sendsPerHour)
      return { ok: false, status: 429, message: otpMessages.tooManySends };
    // Superseded codes are killed (not marked used: a used reset code is a reset grant).
    deps.db
      .update(otpCodes)
      .set({ failedAttempts: otpRules.triesPerCode })
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)))
      .run();
    const code = String(randomInt(0, 10_000)).padStart(4, "0");
    const salt = randomBytes(12).toString("base64url");
    deps.db
      .insert(otpCodes)
      .values({
        userId,
        purpose,
        codeHash: `${salt}$${hashCode(code, salt, deps.config.jwtSecret)}`,
        createdAt: new Date(now),
        expiresAt: new Date(now + otpRules.validityMs),
      })
      .run();
    return { ok: true, code };
  });
}

export type CheckResult = { ok: true } | { ok: false; status: 400 | 429; message: string };

/** Checks a code; a right code is spent, a wrong one counts against the code and the account. */
export function checkOtp(deps: Deps, userId: number, purpose: OtpPurpose, code: string): CheckResult {
  const now = deps.clock.now().getTime();
  return immediate(deps, (): CheckResult => {
    const failures = deps.db
      .select({ n: sql<number>`count(*)` })
      .from(otpFailures)
      .where(and(eq(otpFailures.userId, userId), gt(otpFailures.at, new Date(now - HOUR))))
      .get();
    if ((failures?.n ?? 0) >= otpRules.wrongTriesPerHour) {
      return { ok: false, status: 429, message: otpMessages.tooManyTries };
    }
    const row = deps.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .get();
    if (!row || row.expiresAt.getTime() <= now || row.failedAttempts >= otpRules.triesPerCode) {
      return { ok: false, status: 400, message: otpMessages.invalidOrExpired };
    }
    const [salt = "", stored = ""] = row.codeHash.split("$");
    const given = Buffer.from(hashCode(code, salt, deps.config.jwtSecret));
    const expected = Buffer.from(stored);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      deps.db
        .update(otpCodes)
        .set({ usedAt: new Date(now) })
        .where(eq(otpCodes.id, row.id))
        .run();
      return { ok: true };
    }
    const attempts = row.failedAttempts + 1;
    deps.db.update(otpCodes).set({ failedAttempts: attempts }).where(eq(otpCodes.id, row.id)).run();
    deps.db
      .insert(otpFailures)
      .values({ userId, at: new Date(now) })
      .run();
    return {
      ok: false,
      status: 400,
      message: attempts >= otpRules.triesPerCode ? otpMessages.dead : otpMessages.wrong,
    };
  });
}

/** A password reset needs a reset code checked in the last minutes; the grant is single use. */
export function consumeResetGrant(deps: Deps, userId: number): boolean {
  const now = deps.clock.now().getTime();
  return immediate(deps, () => {
    const row = deps.db
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.userId, userId),
          eq(otpCodes.purpose, "reset_password"),
          gt(otpCodes.usedAt, new Date(now - otpRules.resetGrantMs)),
          isNull(otpCodes.resetGrantUsedAt),
          sql`${otpCodes.failedAttempts} < ${otpRules.triesPerCode}`,
        ),
      )
      .orderBy(desc(otpCodes.usedAt))
      .get();
    if (!row) return false;
    deps.db
      .update(otpCodes)
      .set({ resetGrantUsedAt: new Date(now) })
      .where(eq(otpCodes.id, row.id))
      .run();
    return true;
  });
}
