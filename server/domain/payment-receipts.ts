import type { MobilePayment } from "../../src/contract/payments";
import type { Db, Row } from "../db/tables";

/** Payments that took the member's money: paid, or paid then given back by the provider. */
const TOOK_MONEY = ["success", "refunded"] as const;

export async function countMobilePayments(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("status", "in", TOOK_MONEY)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the member's own Wave and Orange Money payments, newest first. */
export function mobilePaymentRows(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("userId", "=", userId)
    .where("status", "in", TOOK_MONEY)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * The rows as receipts: what each paid for (the service of its booking, or the pack as sold), the
 * provider's own reference of the transaction (else of the attempt, else ours: the one the centre
 * finds it by), and whether the money came back.
 */
export async function mobilePaymentReceipts(db: Db, rows: Row<"payments">[]): Promise<MobilePayment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const bookingIds = rows.filter((p) => p.purpose === "booking").map((p) => p.objectId);
  const [receipts, bookings, methods] = await Promise.all([
    db
      .selectFrom("providerReceipts")
      .select(["paymentId", "transactionId"])
      .where("paymentId", "in", ids)
      .where("outcome", "=", "success")
      .orderBy("receivedAt")
      .orderBy("id")
      .execute(),
    bookingIds.length
      ? db
          .selectFrom("bookings")
          .innerJoin("services", "services.id", "bookings.serviceId")
          .select(["bookings.id", "bookings.cancelledAt", "services.name"])
          .where("bookings.id", "in", bookingIds)
          .execute()
      : Promise.resolve([]),
    db.selectFrom("bookingMethods").select(["code", "name"]).execute(),
  ]);
  const reference = new Map<string, string>();
  for (const r of receipts) if (!reference.has(r.paymentId)) reference.set(r.paymentId, r.transactionId);
  const bookingOf = new Map(bookings.map((b) => [b.id, b]));
  const methodName = new Map(methods.map((m) => [m.code, m.name]));
  return rows.map((p) => {
    const booking = p.purpose === "booking" ? bookingOf.get(p.objectId) : undefined;
    const state = p.status === "refunded" ? "refunded" : booking?.cancelledAt ? "refunded_credits" : "paid";
    return {
      id: p.id,
      paid_at: (p.settledAt ?? p.createdAt).toISOString(),
      purpose: p.purpose,
      label: (p.purpose === "pack" ? p.packName : booking?.name) ?? "",
      booking_id: p.purpose === "booking" ? p.objectId : null,
      amount: p.amount,
      method: p.method,
      method_name: methodName.get(p.method) ?? p.method,
      reference: reference.get(p.id) ?? p.providerRef ?? p.id,
      state,
    };
  });
}
