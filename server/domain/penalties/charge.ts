import { type PenaltyKind, penaltyLineLabels } from "../../../src/contract/penalties";
import { MONEY_REFUND_VALIDITY_DAYS } from "../../../src/lib/price";
import type { Db, Row } from "../../db/tables";
import { balance, grant, spend } from "../ledger";

type PenaltyRow = Row<"bookingPenalties">;

/** The charge standing on a booking (not given back), if any. */
export const standingPenalty = (db: Db, bookingId: number): Promise<PenaltyRow | undefined> =>
  db
    .selectFrom("bookingPenalties")
    .selectAll()
    .where("bookingId", "=", bookingId)
    .where("reversedAt", "is", null)
    .executeTakeFirst();

export type Charge =
  | { ok: true; charged: number; fee: number; penaltyId: number | null; already: boolean }
  | { ok: false; held: number };

/**
 * Takes a penalty from a member's credits, once per booking: with a charge already standing on it,
 * nothing more is taken (`already`). A late cancel (`upToBalance` false) takes the whole fee or
 * nothing (`ok: false` with what the member holds: the caller refuses); a no-show takes what the
 * member holds, up to the fee, and the rest is let go, never a negative balance. A fee of 0 writes
 * nothing. Call inside an immediate transaction; the unique index on standing charges is the
 * database's guard should two ever meet.
 */
export async function chargePenalty(
  db: Db,
  input: {
    booking: { id: number; userId: number };
    kind: PenaltyKind;
    fee: number;
    serviceName: string;
    staffId: number | null;
    now: Date;
    upToBalance: boolean;
  },
): Promise<Charge> {
  const { booking, fee, now } = input;
  if (fee <= 0) return { ok: true, charged: 0, fee: 0, penaltyId: null, already: false };
  const standing = await standingPenalty(db, booking.id);
  if (standing)
    return { ok: true, charged: 0, fee: standing.feeCredits, penaltyId: standing.id, already: true };
  const held = await balance(db, booking.userId, now);
  if (!input.upToBalance && held < fee) return { ok: false, held };
  const amount = Math.min(fee, held);
  const label = penaltyLineLabels[input.kind](input.serviceName);
  const recordId =
    amount > 0
      ? await spend(db, booking.userId, amount, now, null, { serviceName: label, staffId: input.staffId })
      : null;
  if (amount > 0 && recordId === null) return { ok: false, held };
  const row = await db
    .insertInto("bookingPenalties")
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      kind: input.kind,
      feeCredits: fee,
      chargedCredits: amount,
      recordId,
      staffId: input.staffId,
      createdAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, charged: amount, fee, penaltyId: row.id, already: false };
}

/**
 * Gives back the charge standing on a booking, once (a conditional write: of two staff giving it
 * back at once, one does): what was taken comes back as credits valid 365 days, like credits added
 * at the desk. Null when nothing stands.
 */
export async function reverseStanding(
  db: Db,
  input: { bookingId: number; serviceName: string; staffId: number; now: Date },
): Promise<{ penalty: PenaltyRow; given: number } | null> {
  const { now } = input;
  const penalty = await standingPenalty(db, input.bookingId);
  if (!penalty) return null;
  const done = await db
    .updateTable("bookingPenalties")
    .set({ reversedAt: now, reversedBy: input.staffId })
    .where("id", "=", penalty.id)
    .where("reversedAt", "is", null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return null;
  const given = penalty.chargedCredits;
  if (given > 0) {
    const recordId = await grant(db, penalty.userId, given, now, {
      origin: "refund",
      serviceName: penaltyLineLabels.reversal(input.serviceName),
      staffId: input.staffId,
      expiresAt: new Date(now.getTime() + MONEY_REFUND_VALIDITY_DAYS * 86_400_000),
    });
    await db
      .updateTable("bookingPenalties")
      .set({ reversalRecordId: recordId })
      .where("id", "=", penalty.id)
      .execute();
  }
  return { penalty, given };
}
