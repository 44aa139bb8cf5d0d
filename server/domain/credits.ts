import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/schema";
import { creditRecords } from "../db/schema";

/** Records with credits left that have not expired, soonest expiry first (the order they are spent in). */
export function liveCreditRecords(db: Db, userId: number, now: Date) {
  return db
    .select()
    .from(creditRecords)
    .where(
      and(
        eq(creditRecords.userId, userId),
        sql`${creditRecords.originalCreditNumber} > ${creditRecords.usedCredits}`,
        or(isNull(creditRecords.expiresAt), gt(creditRecords.expiresAt, now)),
      ),
    )
    .orderBy(sql`${creditRecords.expiresAt} IS NULL`, asc(creditRecords.expiresAt), asc(creditRecords.id))
    .all();
}

export function creditSummary(db: Db, userId: number, now: Date) {
  const records = liveCreditRecords(db, userId, now);
  const credits = records.map((r) => ({
    id: r.id,
    origin: r.origin,
    left_credits: r.originalCreditNumber - r.usedCredits,
    expiration_date: r.expiresAt?.toISOString() ?? null,
  }));
  const total = credits.reduce((sum, r) => sum + r.left_credits, 0);
  const firstExpiry = records.find((r) => r.expiresAt)?.expiresAt ?? null;
  return { credits, total_credits: total, credit_expiration_date: firstExpiry?.toISOString() ?? null };
}
