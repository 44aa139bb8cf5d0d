import { and, eq, sql } from "drizzle-orm";
import { MONEY_REFUND_VALIDITY_DAYS } from "../../src/lib/price";
import type { Db } from "../db/schema";
import { creditMovements, creditRecords } from "../db/schema";
import { creditSummary, liveCreditRecords } from "./credits";

/**
 * The credits ledger. Call these inside an immediate transaction: the balance check and the
 * writes must not interleave with another payment of the same member.
 */

export function balance(db: Db, userId: number, now: Date): number {
  return creditSummary(db, userId, now).total_credits;
}

/** Spends `amount` credits from the records that expire first; false (and nothing written) if short. */
export function debit(
  db: Db,
  userId: number,
  amount: number,
  now: Date,
  booking: { id: number; serviceName: string },
): boolean {
  const records = liveCreditRecords(db, userId, now);
  const available = records.reduce((sum, r) => sum + r.originalCreditNumber - r.usedCredits, 0);
  if (available < amount) return false;
  let left = amount;
  for (const record of records) {
    if (left === 0) break;
    const take = Math.min(left, record.originalCreditNumber - record.usedCredits);
    db.update(creditRecords)
      .set({ usedCredits: sql`${creditRecords.usedCredits} + ${take}` })
      .where(eq(creditRecords.id, record.id))
      .run();
    db.insert(creditMovements)
      .values({ userId, delta: -take, bookingId: booking.id, recordId: record.id, createdAt: now })
      .run();
    left -= take;
  }
  // The booking's own line in the transaction history: spent in full, nothing left on it.
  db.insert(creditRecords)
    .values({
      userId,
      origin: "booking",
      serviceName: booking.serviceName,
      originalCreditNumber: amount,
      usedCredits: amount,
      createdAt: now,
      expiresAt: null,
    })
    .run();
  return true;
}

/** Gives back what a booking spent, as a refund record that expires when the latest spent credits did. */
export function refund(db: Db, userId: number, bookingId: number, serviceName: string, now: Date): number {
  const spent = db
    .select({ delta: creditMovements.delta, expiresAt: creditRecords.expiresAt })
    .from(creditMovements)
    .innerJoin(creditRecords, eq(creditRecords.id, creditMovements.recordId))
    .where(and(eq(creditMovements.bookingId, bookingId), eq(creditMovements.userId, userId)))
    .all();
  const amount = -spent.reduce((sum, m) => sum + m.delta, 0);
  if (amount <= 0) return 0;
  const expiries = spent.filter((m) => m.delta < 0).map((m) => m.expiresAt);
  const expiresAt = expiries.includes(null)
    ? null
    : new Date(Math.max(...expiries.map((e) => e?.getTime() ?? 0)));
  const record = db
    .insert(creditRecords)
    .values({
      userId,
      origin: "refund",
      serviceName,
      originalCreditNumber: amount,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: creditRecords.id })
    .get();
  db.insert(creditMovements)
    .values({ userId, delta: amount, bookingId, recordId: record.id, createdAt: now })
    .run();
  return amount;
}

/** How long credits given back for a booking paid by mobile money stay valid, like the longest pack. */
export { MONEY_REFUND_VALIDITY_DAYS };

/**
 * A booking paid by mobile money and cancelled: the credits its XOF price was worth when it was
 * booked come back as a refund record (never its credit price rounded up: no more than was paid).
 */
export function refundMoneyPaid(
  db: Db,
  userId: number,
  booking: { id: number; moneyRefundCredits: number },
  serviceName: string,
  now: Date,
): number {
  const amount = booking.moneyRefundCredits;
  if (amount <= 0) return 0;
  const record = db
    .insert(creditRecords)
    .values({
      userId,
      origin: "refund",
      serviceName,
      originalCreditNumber: amount,
      createdAt: now,
      expiresAt: new Date(now.getTime() + MONEY_REFUND_VALIDITY_DAYS * 86_400_000),
    })
    .returning({ id: creditRecords.id })
    .get();
  db.insert(creditMovements)
    .values({ userId, delta: amount, bookingId: booking.id, recordId: record.id, createdAt: now })
    .run();
  return amount;
}

/** A pack bought: its credits, valid for the pack's number of days. */
export function purchase(
  db: Db,
  userId: number,
  pack: { name: string; creditNumber: number; realPrice: number; validityDays: number },
  now: Date,
) {
  const record = db
    .insert(creditRecords)
    .values({
      userId,
      origin: "purchase",
      serviceName: pack.name,
      originalCreditNumber: pack.creditNumber,
      creditRealPrice: pack.realPrice,
      createdAt: now,
      expiresAt: new Date(now.getTime() + pack.validityDays * 86_400_000),
    })
    .returning({ id: creditRecords.id })
    .get();
  db.insert(creditMovements)
    .values({ userId, delta: pack.creditNumber, recordId: record.id, createdAt: now })
    .run();
  return record.id;
}
