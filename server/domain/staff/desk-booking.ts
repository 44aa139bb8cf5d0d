import type * as v from "valibot";
import { bookingMessages } from "../../../src/contract/booking";
import { paymentMessages } from "../../../src/contract/payments";
import type { StaffBooking } from "../../../src/contract/staff/agenda";
import {
  type DeskPayment,
  deskBookingMessages,
  type deskBookingRequestSchema,
  deskPaymentLabels,
  isDeskMoney,
} from "../../../src/contract/staff/desk-booking";
import { counted } from "../../../src/lib/plural";
import type { AppDeps } from "../../deps";
import { type Refusal, refuseField as refuse } from "../../lib/answers";
import { formatXofPlain } from "../../lib/money";
import { decideBooking } from "../bookability";
import { bookingValues, checkedQuote, serviceAndSlot } from "../booking-create";
import { dakarDateTime, mailBookingConfirmation } from "../booking-mail";
import { unpaidCapReached } from "../capacity";
import { balance, debit } from "../ledger";
import { saveChoice } from "../people/assign";
import { writeAudit } from "./audit";
import { staffBookingById } from "./booking-view";
import { clientClash, type DuplicateRefusal, insertDeskClient } from "./desk-clients";
import type { StaffMember } from "./roles";

export type DeskBookingInput = v.InferOutput<typeof deskBookingRequestSchema>;

type Booked = {
  ok: true;
  detail: string;
  booking: StaffBooking;
  notified: boolean;
  client_created: boolean;
};

/**
 * The client booked for: an existing client (never a staff account, never oneself), or a new one
 * whose phone and e-mail no client has (`id` null: created only once every rule has said yes, so
 * that a refused booking leaves no client behind).
 */
async function clientFor(tx: AppDeps, staff: StaffMember, input: DeskBookingInput) {
  if (input.new_client) {
    const clash = await clientClash(tx.db, input.new_client, "new_client.");
    return clash ?? { ok: true as const, id: null };
  }
  const id = input.client_id ?? 0;
  if (id === staff.id) return refuse("client_id", deskBookingMessages.ownBooking, 403);
  const client = await tx.db
    .selectFrom("users")
    .select(["id", "staffRole"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!client) return refuse("client_id", deskBookingMessages.clientNotFound, 404);
  if (client.staffRole) return refuse("client_id", deskBookingMessages.notAClient);
  return { ok: true as const, id: client.id };
}

/** « payée 12 000 XOF en espèces, réf. … », « payée 8 crédits », « à régler sur place (12 000 XOF) ». */
function howPaid(payment: DeskPayment, price: number, credits: number, reference: string) {
  if (payment === "credits") return `payée ${counted(credits, "crédit")}`;
  if (payment === "at_venue") return `à régler sur place (${formatXofPlain(price)})`;
  return `payée ${formatXofPlain(price)}, ${deskPaymentLabels[payment]}${reference ? `, réf. ${reference}` : ""}`;
}

/**
 * The desk books for a client who calls or walks in, in one writers' transaction: the client
 * (an existing one, or a new one created with it), then the app's own rules (the one decision
 * of `decideBooking`: capacity, private option; the one price function, discounts included)
 * except the clients' lead time, then the payment: the client's credits, money taken at the desk
 * (a venue payment, counted in the takings as the desk's others are), or at the session (the
 * booking is confirmed and holds its places, as the app's « Payer sur place », within the same
 * cap of unpaid bookings). Audited; the client gets the app's confirmation mail when they have
 * an e-mail (`notified`), queued in the outermost transaction so it leaves only if this is kept.
 */
export async function bookForClient(
  tx: AppDeps,
  staff: StaffMember,
  input: DeskBookingInput,
): Promise<Refusal | DuplicateRefusal | Booked> {
  if (!tx.db.isTransaction) throw new Error("bookForClient outside the writers' transaction");
  const now = tx.clock.now();
  const found = await serviceAndSlot(tx.db, input.service, input.slot);
  if (!found.ok) return found;
  const { service, slot } = found;
  const client = await clientFor(tx, staff, input);
  if (!client.ok) return client;
  const privateOption = input.private_option ?? false;
  const decision = await decideBooking(
    tx.db,
    service,
    slot,
    { persons: input.number_person, privateOption, byDesk: true, practitioner: input.practitioner },
    now,
  );
  if (!decision.ok) return refuse(decision.field, decision.message);
  const price = checkedQuote(found, input.number_person, privateOption, input);
  if (!price.ok) return price;
  // A new client has no booking and no credits yet.
  if (input.payment === "at_venue" && client.id !== null) {
    const cap = await unpaidCapReached(tx.db, client.id, now);
    if (cap !== null) return refuse("non_field_errors", bookingMessages.tooManyUnpaid(cap));
  }
  if (input.payment === "credits") {
    const held = client.id === null ? 0 : await balance(tx.db, client.id, now);
    if (held < price.credit_price) return refuse("payment", paymentMessages.insufficient);
  }
  // Every rule said yes: the new client is made now, with the booking.
  const clientId =
    client.id ?? (input.new_client && (await insertDeskClient(tx, staff, input.new_client)).id);
  if (!clientId) throw new Error("a desk booking without its client");
  const paidNow = input.payment !== "at_venue";
  const row = await tx.db
    .insertInto("bookings")
    .values({
      ...bookingValues(found, clientId, input.number_person, privateOption, price, now),
      confirmedAt: now,
      paymentMethod: input.payment === "credits" ? "PAY02" : "PAY01",
      paymentStatus: paidNow ? "paid" : "pending",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const bookingId = row.id;
  await saveChoice(tx.db, bookingId, decision.choice, input.practitioner !== undefined, true);
  if (input.payment === "credits") {
    const spent = await debit(tx.db, clientId, price.credit_price, now, {
      id: bookingId,
      serviceName: service.name,
    });
    // The balance was read in this same transaction, no other writer between.
    if (!spent) throw new Error(`credits of client ${clientId} changed under the writers' lock`);
  }
  if (isDeskMoney(input.payment))
    await tx.db
      .insertInto("venuePayments")
      .values({
        bookingId,
        method: input.payment,
        amount: price.price,
        reference: input.reference || null,
        staffId: staff.id,
        paidAt: now,
      })
      .execute();
  const who = await tx.db
    .selectFrom("users")
    .select(["firstName", "lastName", "email"])
    .where("id", "=", clientId)
    .executeTakeFirstOrThrow();
  const persons = counted(input.number_person, "personne");
  await writeAudit(tx, {
    staffId: staff.id,
    action: "booking.desk_created",
    bookingId,
    clientId,
    summary: `Réservation n° ${bookingId} (${who.firstName} ${who.lastName}, ${service.name}, ${dakarDateTime(slot.startsAt)}) faite à l'accueil pour ${persons}${privateOption ? ", option privée" : ""}, ${howPaid(input.payment, price.price, price.credit_price, input.reference)}.`,
    data: {
      client_id: clientId,
      client_created: client.id === null,
      service_id: service.id,
      slot_id: slot.id,
      number_person: input.number_person,
      private_option: privateOption,
      price: price.price,
      credit_price: price.credit_price,
      payment: input.payment,
      reference: input.reference || null,
    },
  });
  // Queued in this transaction: the message exists if and only if the booking is kept.
  const notified = await mailBookingConfirmation(tx, bookingId);
  const booking = await staffBookingById(tx.db, bookingId);
  if (!booking) throw new Error(`booking ${bookingId} vanished`);
  return {
    ok: true,
    detail: deskBookingMessages.booked(notified),
    booking,
    notified,
    client_created: client.id === null,
  };
}
