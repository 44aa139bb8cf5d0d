import type { ExpressionBuilder } from "kysely";
import { MONEY_REFUND_VALIDITY_DAYS } from "../../src/lib/price";
import type { Db, NewRow, Tables } from "../db/tables";
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
  return (await spend(db, userId, amount, now, booking.id, { serviceName: booking.serviceName })) !== null;
}

/**
 * Takes `amount` credits from the records that expire first, for a booking or (`bookingId` null)
 * an adjustment at the desk, and writes its own line in the history: spent in full, nothing left
 * on it. Null (and nothing written) when the balance is short: it never goes below zero.
 */
export async function spend(
  db: Db,
  userId: number,
  amount: number,
  now: Date,
  bookingId: number | null,
  line: DeskLine & { serviceName: string },
): Promise<number | null> {
  const records = await liveCreditRecords(db, userId, now);
  const available = records.reduce((sum, r) => sum + r.originalCreditNumber - r.usedCredits, 0);
  if (available < amount) return null;
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
      .values({ userId, delta: -take, bookingId, recordId: record.id, createdAt: now })
      .execute();
    left -= take;
  }
  const written = await db
    .insertInto("creditRecords")
    .values({
      ...line,
      userId,
      origin: "booking",
      originalCreditNumber: amount,
      usedCredits: amount,
      createdAt: now,
      expiresAt: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return written.id;
}

/** What a line written at the desk carries besides its credits (see `creditRecords` in tables.ts). */
export type DeskLine = Partial<
  Pick<NewRow<"creditRecords">, "staffEntry" | "saleMethod" | "saleReference" | "staffId" | "note">
>;

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

/** A pack bought (online, or at the desk with `desk`): its credits, valid for the pack's number of days. */
export async function purchase(
  db: Db,
  userId: number,
  pack: { name: string; creditNumber: number; realPrice: number; validityDays: number },
  now: Date,
  desk: DeskLine = {},
): Promise<number> {
  return grant(db, userId, pack.creditNumber, now, {
    ...desk,
    origin: "purchase",
    serviceName: pack.name,
    creditRealPrice: pack.realPrice,
    expiresAt: new Date(now.getTime() + pack.validityDays * 86_400_000),
  });
}

/** Credits added to the ledger: a record with what is left on it, and its movement. Answers the record. */
export async function grant(
  db: Db,
  userId: number,
  credits: number,
  now: Date,
  line: DeskLine &
    Pick<NewRow<"creditRecords">, "origin" | "serviceName" | "expiresAt"> & { creditRealPrice?: number },
): Promise<number> {
  const record = await db
    .insertInto("creditRecords")
    .values({ ...line, userId, originalCreditNumber: credits, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("creditMovements")
    .values({ userId, delta: credits, recordId: record.id, createdAt: now })
    .execute();
  return record.id;
}

/** What a booking's cancellation gave back, as a subquery: the credits its refund movements added. */
export const refundedCredits = (eb: ExpressionBuilder<Tables, "bookings">) =>
  eb
    .selectFrom("creditMovements")
    .select((m) => m.fn.coalesce(m.fn.sum<number>("creditMovements.delta"), m.lit(0)).as("total"))
    .whereRef("creditMovements.bookingId", "=", "bookings.id")
    .where("creditMovements.delta", ">", 0);
