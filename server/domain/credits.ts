import type { ExpressionBuilder } from "kysely";
import type { Db, Row, Tables } from "../db/tables";

/** The rule of expiry, once: credits expire at their record's `expiresAt`; without one, never. */
export const hasExpired = (record: Pick<Row<"creditRecords">, "expiresAt">, now: Date) =>
  record.expiresAt !== null && record.expiresAt <= now;

/** The same rule in SQL: the records whose credits are still valid at `now`. */
export const stillValid = (eb: ExpressionBuilder<Tables, "creditRecords">, now: Date) =>
  eb.or([eb("creditRecords.expiresAt", "is", null), eb("creditRecords.expiresAt", ">", now)]);

/** Records with credits left that have not expired, soonest expiry first (the order they are spent in). */
export function liveCreditRecords(db: Db, userId: number, now: Date) {
  return db
    .selectFrom("creditRecords")
    .selectAll()
    .where((eb) =>
      eb.and([
        eb("userId", "=", userId),
        eb("originalCreditNumber", ">", eb.ref("usedCredits")),
        stillValid(eb, now),
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
