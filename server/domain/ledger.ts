import { MONEY_REFUND_VALIDITY_DAYS } from "../../src/lib/price";
import type { Db } from "../db/tables";
import { creditSummary, liveCreditRecords } from "./credits";

/**
 * The credits ledger. Call these inside an immediate transaction: the balance check and the
 * writes must not interleave with another payment of the same member.
 */

export async function balance(db: Db, userId: number, now: Date): Promise<number> {
  return (await creditSummary(db, userId, now)).total_credits;
}

/** Spends `amount` credits from the records that expire first; false (and nothing written) if short. */
export async function debit(
  db: Db,
  userId: number,
  amount: number,
  now: Date,
  booking: { id: number; serviceName: string },
): Promise<boolean> {
  const records = await liveCreditRecords(db, userId, now);
  const available = records.reduce((sum, r) => sum + r.originalCreditNumber - r.usedCredits, 0);
  if (available < amount) return false;
  let left = amount;
  for (const record of records) {
    if (left === 0) break;
    const take = Math.min(left, record.originalCreditNumber - record.usedCredits);
    await db
      .updateTable("creditRecords")
      .set((eb) => ({ usedCredits: eb("usedCredits", "+", take) }))
      .where("id", "=", record.id)
      .execute();
    await db
      .insertInto("creditMovements")
      .values({ userId, delta: -take, bookingId: booking.id, recordId: record.id, createdAt: now })
      .execute();
    left -= take;
  }
  // The booking's own line in the transaction history: spent in full, nothing left on it.
  await db
    .insertInto("creditRecords")
    .values({
      userId,
      origin: "booking",
      serviceName: booking.serviceName,
      originalCreditNumber: amount,
      usedCredits: amount,
      createdAt: now,
      expiresAt: null,
    })
    .execute();
  return true;
}

/** Gives back what a booking spent, as a refund record that expires when the latest spent credits did. */
export async function refund(
  db: Db,
  userId: number,
  bookingId: number,
  serviceName: string,
  now: Date,
): Promise<number> {
  const spent = await db
    .selectFrom("creditMovements")
    .innerJoin("creditRecords", "creditRecords.id", "creditMovements.recordId")
    .select(["creditMovements.delta as delta", "creditRecords.expiresAt as expiresAt"])
    .where("creditMovements.bookingId", "=", bookingId)
    .where("creditMovements.userId", "=", userId)
    .execute();
  const amount = -spent.reduce((sum, m) => sum + m.delta, 0);
  if (amount <= 0) return 0;
  const expiries = spent.filter((m) => m.delta < 0).map((m) => m.expiresAt);
  const expiresAt = expiries.includes(null)
    ? null
    : new Date(Math.max(...expiries.map((e) => e?.getTime() ?? 0)));
  const record = await db
    .insertInto("creditRecords")
    .values({
      userId,
      origin: "refund",
      serviceName,
      originalCreditNumber: amount,
      createdAt: now,
      expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("creditMovements")
    .values({ userId, delta: amount, bookingId, recordId: record.id, createdAt: now })
    .execute();
  return amount;
}

/** How long credits given back for a booking paid by mobile money stay valid, like the longest pack. */
export { MONEY_REFUND_VALIDITY_DAYS };

/**
 * A booking paid by mobile money and cancelled: the credits its XOF price was worth when it was
 * booked come back as a refund record (never its credit price rounded up: no more than was paid).
 */
export async function refundMoneyPaid(
  db: Db,
  userId: number,
  booking: { id: number; moneyRefundCredits: number },
  serviceName: string,
  now: Date,
): Promise<number> {
  const amount = booking.moneyRefundCredits;
  if (amount <= 0) return 0;
  const record = await db
    .insertInto("creditRecords")
    .values({
      userId,
      origin: "refund",
      serviceName,
      originalCreditNumber: amount,
      createdAt: now,
      expiresAt: new Date(now.getTime() + MONEY_REFUND_VALIDITY_DAYS * 86_400_000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("creditMovements")
    .values({ userId, delta: amount, bookingId: booking.id, recordId: record.id, createdAt: now })
    .execute();
  return amount;
}

/** A pack bought: its credits, valid for the pack's number of days. */
export async function purchase(
  db: Db,
  userId: number,
  pack: { name: string; creditNumber: number; realPrice: number; validityDays: number },
  now: Date,
): Promise<number> {
  const record = await db
    .insertInto("creditRecords")
    .values({
      userId,
      origin: "purchase",
      serviceName: pack.name,
      originalCreditNumber: pack.creditNumber,
      creditRealPrice: pack.realPrice,
      createdAt: now,
      expiresAt: new Date(now.getTime() + pack.validityDays * 86_400_000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("creditMovements")
    .values({ userId, delta: pack.creditNumber, recordId: record.id, createdAt: now })
    .execute();
  return record.id;
}
