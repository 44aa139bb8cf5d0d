import type { Attendance, StaffBooking } from "../../../src/contract/staff/agenda";
import { type DeskMethod, deskMethodLabels } from "../../../src/contract/staff/common";
import { counted, plural } from "../../../src/lib/plural";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { formatXofPlain } from "../../lib/money";
import { cancelInTransaction } from "../booking-cancel";
import { dakarDateTime, mailBookingConfirmation } from "../booking-mail";
import { lapsedHoldRefusal } from "../capacity";
import { chargeNoShow, undoNoShow } from "../penalties/no-show";
import { bookingWithSlot, voidPendingPayments } from "../provider-payments";
import { writeAudit } from "./audit";
import { staffBookingById } from "./booking-view";
import { attendanceMarks } from "./desk-rules";
import type { StaffMember } from "./roles";

export const bookingActionMessages = {
  notFound: "Réservation introuvable.",
  cancelled: "Cette réservation est annulée.",
  notConfirmed: "Cette réservation n'est pas confirmée : le client n'a pas encore choisi comment payer.",
  presentTooEarly: "La présence se marque le jour de la séance.",
  absentTooEarly: "Un client ne peut être marqué absent qu'une fois la séance commencée.",
  alreadyMarked: (mark: Attendance, by: string | null) =>
    `Déjà marquée « ${attendanceLabels[mark]} »${by ? ` par ${by}` : ""}. Retirez d'abord ce marquage pour le changer.`,
  nothingToUnmark: "Aucune présence n'est marquée sur cette réservation.",
  marked: (mark: Attendance | null) =>
    mark ? `Réservation marquée « ${attendanceLabels[mark]} ».` : "Marquage retiré.",
  ownBooking: "Personne n'encaisse sa propre réservation : demandez à un collègue.",
  ownMove: "Personne ne déplace sa propre réservation depuis l'espace équipe : demandez à un collègue.",
  moved: (when: string) => `Réservation déplacée au ${when} ; le client est prévenu par e-mail.`,
  alreadyPaid: (how: string) => `Cette réservation est déjà payée (${how}) : rien n'a été ajouté.`,
  holdLapsed: "Les places de cette réservation ne sont plus libres : elle ne peut plus être payée.",
  paid: (method: DeskMethod, amount: number) =>
    `Paiement enregistré : ${formatXofPlain(amount)} en ${deskMethodLabels[method].toLowerCase()}.`,
  alreadyCancelled: "Cette réservation est déjà annulée.",
  markedCannotCancel: (mark: Attendance) =>
    `Cette réservation est marquée « ${attendanceLabels[mark]} » : retirez d'abord ce marquage pour l'annuler.`,
  cancelledDone: (refunded: number) =>
    refunded > 0
      ? `Réservation annulée ; ${counted(refunded, "crédit")} ${plural(refunded, "rendu")} au client.`
      : "Réservation annulée.",
} as const;

export const attendanceLabels: Record<Attendance, string> = { present: "Présent", absent: "Absent" };

export const refuse = (message: string, status = 400): Refusal => ({
  ok: false,
  status,
  errors: { detail: [message] },
});

type Done = { ok: true; detail: string; booking: StaffBooking; refunded_credits: number };
export type Outcome = Refusal | Done;

/** The booking, its slot and service, and its client's name, for the rules and the audit line. */
export async function load(tx: AppDeps, bookingId: number) {
  const found = await bookingWithSlot(tx.db, bookingId);
  if (!found) return null;
  const client = await tx.db
    .selectFrom("users")
    .select(["firstName", "lastName", "email"])
    .where("id", "=", found.booking.userId)
    .executeTakeFirstOrThrow();
  const what = `Réservation n° ${bookingId} (${client.firstName} ${client.lastName}, ${found.service.name}, ${dakarDateTime(found.slot.startsAt)})`;
  return { ...found, client, what };
}

export async function answer(tx: AppDeps, bookingId: number, detail: string, refunded = 0): Promise<Done> {
  const booking = await staffBookingById(tx.db, bookingId);
  if (!booking) throw new Error(`booking ${bookingId} vanished`);
  return { ok: true, detail, booking, refunded_credits: refunded };
}

/**
 * Present (from the day of the session) or absent (once it has begun), or the mark taken back.
 * A mark is only set where there is none, and taken back only where there is one (conditional
 * writes): of two staff marking at once, one succeeds and the other is told what is there.
 */
export function markAttendance(
  deps: AppDeps,
  staff: StaffMember,
  bookingId: number,
  mark: Attendance | null,
): Promise<Outcome> {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Outcome> => {
    const found = await load(tx, bookingId);
    if (!found) return refuse(bookingActionMessages.notFound, 404);
    const { booking, slot } = found;
    if (booking.cancelledAt) return refuse(bookingActionMessages.cancelled);
    if (!booking.confirmedAt) return refuse(bookingActionMessages.notConfirmed);
    // The agenda offers only the marks this allows (the same rule).
    if (mark && !attendanceMarks(slot, now).includes(mark))
      return refuse(
        mark === "present" ? bookingActionMessages.presentTooEarly : bookingActionMessages.absentTooEarly,
      );
    const written = await tx.db
      .updateTable("bookings")
      .set(
        mark
          ? { attendance: mark, attendanceAt: now, attendanceBy: staff.id }
          : { attendance: null, attendanceAt: null, attendanceBy: null },
      )
      .where("id", "=", bookingId)
      .where("attendance", mark ? "is" : "is not", null)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) {
      if (!mark) return refuse(bookingActionMessages.nothingToUnmark, 409);
      const now = await staffBookingById(tx.db, bookingId);
      const current = now?.attendance ?? mark;
      return refuse(bookingActionMessages.alreadyMarked(current, now?.attendance_by ?? null), 409);
    }
    // A no-show costs the centre's fee, once; taking « Absent » back gives it back.
    const penalty =
      mark === "absent"
        ? await chargeNoShow(tx.db, booking, found.service.name, staff.id, now)
        : booking.attendance === "absent" && !mark
          ? await undoNoShow(tx.db, booking, found.service.name, staff.id, now)
          : null;
    await writeAudit(tx, {
      staffId: staff.id,
      action: "booking.attendance",
      bookingId,
      clientId: booking.userId,
      summary: `${found.what} : ${mark ? attendanceLabels[mark] : `marquage « ${booking.attendance ? attendanceLabels[booking.attendance] : ""} » retiré`}.${penalty ? ` ${penalty.text}` : ""}`,
      data: { attendance: mark, previous: booking.attendance, ...(penalty ? { penalty } : {}) },
    });
    const detail = bookingActionMessages.marked(mark);
    return answer(tx, bookingId, penalty ? `${detail} ${penalty.text}` : detail);
  });
}

/**
 * Paid at the venue, at the booking's price, once: the booking becomes paid for the client at
 * once and counts in the takings. A second marking (by the same hand or another) is refused and
 * adds nothing: the booking is paid only where it was not (a conditional write), and the database
 * keeps one venue payment per booking.
 */
export async function payAtVenue(
  deps: AppDeps,
  staff: StaffMember,
  bookingId: number,
  method: DeskMethod,
  reference: string,
): Promise<Outcome> {
  const now = deps.clock.now();
  let confirmedNow = false;
  const outcome = await immediate(deps, async (tx): Promise<Outcome> => {
    const found = await load(tx, bookingId);
    if (!found) return refuse(bookingActionMessages.notFound, 404);
    const { booking, slot, service } = found;
    if (booking.userId === staff.id) return refuse(bookingActionMessages.ownBooking, 403);
    if (booking.cancelledAt) return refuse(bookingActionMessages.cancelled);
    if (booking.paymentStatus === "paid") {
      const current = await staffBookingById(tx.db, bookingId);
      const how = current?.venue_payment
        ? `${deskMethodLabels[current.venue_payment.method]}, par ${current.venue_payment.staff_name}`
        : booking.paymentMethod === "PAY02"
          ? "en crédits"
          : "en ligne";
      return refuse(bookingActionMessages.alreadyPaid(how), 409);
    }
    // Paid here and now: the member's unpaid cap is not in question, only the places.
    if (await lapsedHoldRefusal(tx.db, booking, slot, service, now))
      return refuse(bookingActionMessages.holdLapsed);
    const paid = await tx.db
      .updateTable("bookings")
      .set({ paymentStatus: "paid", paymentMethod: "PAY01", confirmedAt: booking.confirmedAt ?? now })
      .where("id", "=", bookingId)
      .where("paymentStatus", "!=", "paid")
      .where("cancelledAt", "is", null)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1)
      return refuse(bookingActionMessages.alreadyPaid("entre-temps"), 409);
    // A QR code or checkout still open would take the money twice: it no longer counts.
    await voidPendingPayments(tx, booking.userId, "booking", bookingId, now);
    await tx.db
      .insertInto("venuePayments")
      .values({
        bookingId,
        method,
        amount: booking.price,
        reference: reference || null,
        staffId: staff.id,
        paidAt: now,
      })
      .execute();
    confirmedNow = booking.confirmedAt === null;
    // Paid after all: the no-show fee taken for the unpaid session comes back, never both.
    const given = await undoNoShow(tx.db, booking, found.service.name, staff.id, now);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "booking.paid_at_venue",
      bookingId,
      clientId: booking.userId,
      summary: `${found.what} payée sur place : ${formatXofPlain(booking.price)}, ${deskMethodLabels[method]}${reference ? `, réf. ${reference}` : ""}.${given ? ` ${given.text}` : ""}`,
      data: {
        method,
        amount: booking.price,
        reference: reference || null,
        ...(given ? { penalty: given } : {}),
      },
    });
    const detail = bookingActionMessages.paid(method, booking.price);
    return answer(tx, bookingId, given ? `${detail} ${given.text}` : detail);
  });
  if (confirmedNow && outcome.ok) await mailBookingConfirmation(deps, bookingId);
  return outcome;
}

/**
 * Cancelled for the client, before or after the cut-off, with or without what was paid back in
 * credits, and a reason the client reads in the mail that tells them. The places are freed at once.
 */
export function cancelForClient(
  deps: AppDeps,
  staff: StaffMember,
  bookingId: number,
  input: { refund: boolean; reason: string },
): Promise<Outcome> {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Outcome> => {
    const found = await load(tx, bookingId);
    if (!found) return refuse(bookingActionMessages.notFound, 404);
    const { booking, slot, service } = found;
    if (booking.cancelledAt) return refuse(bookingActionMessages.alreadyCancelled, 409);
    if (booking.attendance) return refuse(bookingActionMessages.markedCannotCancel(booking.attendance));
    const session = { serviceName: service.name, startsAt: slot.startsAt };
    const done = await cancelInTransaction(tx, booking, session, now, {
      refund: input.refund,
      reason: input.reason,
      staffId: staff.id,
    });
    if (!done) return refuse(bookingActionMessages.alreadyCancelled, 409);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "booking.cancelled",
      bookingId,
      clientId: booking.userId,
      summary: `${found.what} annulée${input.refund ? (done.refunded > 0 ? `, ${counted(done.refunded, "crédit")} ${plural(done.refunded, "rendu")}` : ", rien à rendre") : ", sans remboursement"} : ${input.reason}`,
      data: { refund: input.refund, refunded_credits: done.refunded, reason: input.reason },
    });
    return answer(tx, bookingId, bookingActionMessages.cancelledDone(done.refunded), done.refunded);
  });
}
