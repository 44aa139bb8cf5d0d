import { counted, plural } from "../../../../src/lib/plural";
import { MONEY_REFUND_VALIDITY_DAYS } from "../../../../src/lib/price";
import type { Pay } from "./drafts";
import { DAY } from "./slots";
import { type Booked, deskLabels, deskMethods, HOUR, MINUTE, type Telling } from "./story-telling";

const staffReasons = [
  "Coach indisponible",
  "Cabine en travaux",
  "Coupure d'électricité",
  "Doublon de réservation",
];

/** A booking cancelled before its session, by its client or by the staff, and what came back. */
export function cancelLater(tell: Telling, b: Booked) {
  const { rng, ledger, story, now, at, admin } = tell;
  const { i, id, d, slot, client, service, row, what, confirmAt } = b;
  const latest = Math.min(slot.startsAt - 3 * HOUR, now - MINUTE);
  const earliest = confirmAt + MINUTE;
  const cancelAt = latest > earliest ? earliest + Math.floor(rng.next() * (latest - earliest)) : earliest;
  const byStaff = d.state === "cancelled_staff" ? admin() : null;
  const reason = byStaff ? rng.pick(staffReasons) : null;
  at(cancelAt, i * 2 + 1, () => {
    row.cancelledAt = new Date(cancelAt);
    row.cancelReason = reason;
    row.cancelledBy = byStaff?.id ?? null;
    let back = 0;
    if (row.paymentStatus === "paid")
      back =
        row.paymentMethod === "PAY02"
          ? ledger.refund(client.id, id, service.name, cancelAt)
          : ledger.refundMoney(
              client.id,
              id,
              Number(row.moneyRefundCredits ?? 0),
              service.name,
              cancelAt,
              MONEY_REFUND_VALIDITY_DAYS * DAY,
            );
    if (byStaff)
      story.audit.push({
        at: cancelAt,
        staffId: byStaff.id,
        action: "booking.cancelled",
        bookingId: id,
        clientId: client.id,
        summary: `${what} annulée, ${back > 0 ? `${counted(back, "crédit")} ${plural(back, "rendu")}` : "rien à rendre"} : ${reason}`,
        data: { refund: true, refunded_credits: back, reason },
      });
  });
}

/** A session over: paid at the desk on arrival when it was to be, then marked present or absent. */
export function endSession(tell: Telling, b: Booked, pay: Pay) {
  const { rng, story, now, at, receptionist } = tell;
  const { i, id, d, slot, client, price, row, what, confirmAt } = b;
  // The session is over: paid at the desk on arrival, then marked present or absent.
  const arrival = Math.max(confirmAt + MINUTE, slot.startsAt - rng.int(0, 20) * MINUTE);
  if (pay === "venue" && d.state !== "absent") {
    const clerk = receptionist();
    // The first four take each way of paying at the desk in turn, then chance decides.
    const deskMethod = deskMethods[tell.venueCount++] ?? rng.pick(deskMethods);
    const reference = deskMethod === "cash" ? null : `REF-${rng.hex(8).toUpperCase()}`;
    at(arrival, i * 2 + 1, () => {
      if (row.paymentMethod !== "PAY01") return;
      row.paymentStatus = "paid";
      story.venuePayments.push({
        id: 0,
        bookingId: id,
        method: deskMethod,
        amount: price.price,
        reference,
        staffId: clerk.id,
        paidAt: new Date(arrival),
      });
      story.audit.push({
        at: arrival,
        staffId: clerk.id,
        action: "booking.paid_at_venue",
        bookingId: id,
        clientId: client.id,
        summary: `${what} payée sur place : ${price.price} F CFA, ${deskLabels[deskMethod]}${reference ? `, réf. ${reference}` : ""}.`,
        data: { method: deskMethod, amount: price.price, reference },
      });
    });
  }
  if (d.state === "present" || d.state === "absent") {
    const clerk = receptionist();
    const markAt = Math.min(now, slot.startsAt + rng.int(0, 30) * MINUTE);
    const mark = d.state;
    row.attendance = mark;
    row.attendanceAt = new Date(markAt);
    row.attendanceBy = clerk.id;
    story.audit.push({
      at: markAt,
      staffId: clerk.id,
      action: "booking.attendance",
      bookingId: id,
      clientId: client.id,
      summary: `${what} : ${mark === "present" ? "Présent" : "Absent"}.`,
      data: { attendance: mark, previous: null },
    });
  }
}
