import type { ManualRefund } from "../../../src/contract/staff/money";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { formatXofPlain } from "../../lib/money";
import { dakarDateTime } from "../booking-mail";
import { writeAudit } from "./audit";
import type { StaffMember } from "./roles";

export const refundMessages = {
  notFound: "Remboursement introuvable.",
  alreadyDone: (by: string | null, at: Date) =>
    `Ce remboursement est déjà marqué fait${by ? ` par ${by}` : ""}, le ${dakarDateTime(at)}.`,
  done: "Remboursement marqué fait.",
} as const;

/**
 * Payments whose money the centre gives back by hand (`refund_state = manual`: Orange Money's
 * merchant API cannot refund), with what the provider actually received and the client's phone.
 */
function manualRefunds(db: Db) {
  return db
    .selectFrom("payments")
    .innerJoin("users as client", "client.id", "payments.userId")
    .leftJoin("users as done", "done.id", "payments.refundDoneBy")
    .leftJoin("bookingMethods", "bookingMethods.code", "payments.method")
    .selectAll("payments")
    .select([
      "client.firstName as clientFirstName",
      "client.lastName as clientLastName",
      "client.email as clientEmail",
      "client.telephoneNumber as clientPhone",
      "done.firstName as doneFirstName",
      "done.lastName as doneLastName",
      "bookingMethods.name as methodName",
    ])
    .where("payments.refundState", "=", "manual");
}

type Row = Awaited<ReturnType<ReturnType<typeof manualRefunds>["execute"]>>[number];

const item = (r: Row): ManualRefund => ({
  payment_id: r.id,
  client: {
    id: r.userId,
    first_name: r.clientFirstName,
    last_name: r.clientLastName,
    email: r.clientEmail,
    telephone_number: r.clientPhone,
  },
  method: r.method,
  method_name: r.methodName ?? r.method,
  purpose: r.purpose,
  object_id: r.objectId,
  amount_requested: r.amount,
  refund_amount: r.refundAmount,
  created_at: r.createdAt.toISOString(),
  settled_at: r.settledAt?.toISOString() ?? null,
  done_at: r.refundDoneAt?.toISOString() ?? null,
  done_by: r.doneFirstName === null ? null : `${r.doneFirstName} ${r.doneLastName ?? ""}`.trim(),
});

/** To do (the oldest first: it has waited longest), done (the latest first), or all of them. */
export async function listManualRefunds(db: Db, state: "todo" | "done" | "all"): Promise<ManualRefund[]> {
  let query = manualRefunds(db);
  if (state === "todo")
    query = query.where("payments.refundDoneAt", "is", null).orderBy("payments.createdAt", "asc");
  else {
    if (state === "done") query = query.where("payments.refundDoneAt", "is not", null);
    query = query.orderBy("payments.createdAt", "desc");
  }
  return (await query.orderBy("payments.id").execute()).map(item);
}

/** « Fait »: once, by one staff member (a conditional write: two at once, one succeeds). */
export function markRefundDone(
  deps: AppDeps,
  staff: StaffMember,
  paymentId: string,
): Promise<Refusal | { ok: true; detail: string; refund: ManualRefund }> {
  const now = deps.clock.now();
  return immediate(deps, async (tx) => {
    const before = await manualRefunds(tx.db).where("payments.id", "=", paymentId).executeTakeFirst();
    if (!before) return { ok: false, status: 404, errors: { detail: [refundMessages.notFound] } } as Refusal;
    const marked = await tx.db
      .updateTable("payments")
      .set({ refundDoneAt: now, refundDoneBy: staff.id })
      .where("id", "=", paymentId)
      .where("refundState", "=", "manual")
      .where("refundDoneAt", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      const done = item(before);
      return {
        ok: false,
        status: 409,
        errors: { detail: [refundMessages.alreadyDone(done.done_by, before.refundDoneAt ?? now)] },
      } as Refusal;
    }
    const amount = before.refundAmount === null ? "le montant reçu" : formatXofPlain(before.refundAmount);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "refund.done",
      clientId: before.userId,
      bookingId: before.purpose === "booking" ? before.objectId : null,
      summary: `Remboursement ${before.methodName ?? before.method} ${paymentId} fait : ${amount} à ${before.clientFirstName} ${before.clientLastName} (${before.clientPhone ?? before.clientEmail}).`,
      data: { payment_id: paymentId, refund_amount: before.refundAmount },
    });
    const after = await manualRefunds(tx.db).where("payments.id", "=", paymentId).executeTakeFirstOrThrow();
    return { ok: true as const, detail: refundMessages.done, refund: item(after) };
  });
}
