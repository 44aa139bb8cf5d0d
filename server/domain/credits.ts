import type { Db } from "../db/tables";

/** Records with credits left that have not expired, soonest expiry first (the order they are spent in). */
export function liveCreditRecords(db: Db, userId: number, now: Date) {
  return db
    .selectFrom("creditRecords")
    .selectAll()
    .where((eb) =>
      eb.and([
        eb("userId", "=", userId),
        eb("originalCreditNumber", ">", eb.ref("usedCredits")),
        eb.or([eb("expiresAt", "is", null), eb("expiresAt", ">", now)]),
      ]),
    )
    .orderBy((eb) => eb("expiresAt", "is", null))
    .orderBy("expiresAt", "asc")
    .orderBy("id", "asc")
    .execute();
}

export async function creditSummary(db: Db, userId: number, now: Date) {
  const records = await liveCreditRecords(db, userId, now);
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
