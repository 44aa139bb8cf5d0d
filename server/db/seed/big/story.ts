import { creditsWorth, quote } from "../../../domain/pricing";
import type { NewRow, Row } from "../../tables";
import type { Draft } from "./drafts";
import type { MemoryLedger } from "./ledger";
import type { Client } from "./people";
import type { Rng } from "./random";
import { addPurchasesAndAdjustments } from "./story-adjustments";
import { buyPack, leaveUnpaid, payWhenBooked } from "./story-payments";
import { cancelLater, endSession } from "./story-sessions";
import { type Booked, HOLD, MINUTE, type Story, type Team, type Telling } from "./story-telling";

type Event = { at: number; order: number; run: () => void };

/**
 * Tells the centre's three years: each booking made, paid (credits bought first when short,
 * online or at the desk), attended or not, cancelled and refunded, in the order things happened,
 * so that the ledger is spent as the app spends it. Answers the rows to write.
 */
export function tellStory(
  rng: Rng,
  drafts: Draft[],
  clients: Client[],
  team: Team,
  packs: Row<"creditPacks">[],
  ledger: MemoryLedger,
  firstBooking: number,
  firstVenuePayment: number,
  now: number,
): Story {
  const story: Story = { bookings: [], payments: [], venuePayments: [], audit: [] };
  const events: Event[] = [];
  const at = (t: number, order: number, run: () => void) => events.push({ at: t, order, run });
  const ordered = [...drafts].sort((a, b) => a.createdAt - b.createdAt || a.slot.id - b.slot.id);
  const byId = new Map(clients.map((c) => [c.id, c]));
  const tell: Telling = {
    rng,
    story,
    ledger,
    packs,
    now,
    at,
    venueCount: 0,
    receptionist: () => rng.pick(team.desk.length ? team.desk : team.admins),
    admin: () => rng.pick(team.admins.length ? team.admins : team.desk),
    payment: (row) =>
      story.payments.push({
        id: rng.uuid(),
        launchUrl: null,
        checkedAt: row.settledAt ?? null,
        ...row,
      }),
  };

  for (const [i, d] of ordered.entries()) {
    const id = firstBooking + i;
    const { slot, client } = d;
    const service = slot.service;
    const price = quote(service, slot, d.persons, d.privateOption);
    let pay = d.pay;
    // Nothing to pay in credits or money: such a booking is left to the venue.
    if ((pay === "credits" && price.credit_price <= 0) || price.price <= 0) pay = "venue_unpaid";
    const row: NewRow<"bookings"> & { id: number } = {
      id,
      userId: client.id,
      serviceId: service.id,
      slotId: slot.id,
      numberPerson: d.persons,
      privateOption: d.privateOption,
      price: price.price,
      creditPrice: price.credit_price,
      moneyRefundCredits: creditsWorth(service, d.persons, d.privateOption, price),
      paymentStatus: "pending",
      paymentMethod: null,
      createdAt: new Date(d.createdAt),
      holdUntil: new Date(d.createdAt + HOLD),
      confirmedAt: null,
      cancelledAt: null,
      attendance: null,
      attendanceAt: null,
      attendanceBy: null,
      cancelReason: null,
      cancelledBy: null,
    };
    story.bookings.push(row);
    const what = `Réservation n° ${id} (${client.email}, ${service.name})`;
    const confirmAt = d.createdAt + 2 * MINUTE;
    const unpaid = d.state === "failed" || d.state === "lapsed" || d.state === "held";
    const booked: Booked = { i, id, d, slot, client, service, price, row, what, confirmAt, unpaid };

    at(d.createdAt, i * 2, () => payWhenBooked(tell, booked, pay));

    if (unpaid) {
      leaveUnpaid(tell, booked, pay);
      continue;
    }

    if (d.state === "cancelled_client" || d.state === "cancelled_staff") {
      cancelLater(tell, booked);
      continue;
    }

    if (d.state === "upcoming") continue;
    endSession(tell, booked, pay);
  }

  addPurchasesAndAdjustments(
    rng,
    clients,
    team,
    now,
    at,
    ledger,
    story,
    (client, t, atLeast) => buyPack(tell, client, t, atLeast),
    byId,
  );
  events.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const event of events) event.run();
  story.venuePayments.sort(
    (a, b) => (a.paidAt as Date).getTime() - (b.paidAt as Date).getTime() || a.bookingId - b.bookingId,
  );
  for (const [i, v] of story.venuePayments.entries()) v.id = firstVenuePayment + i;
  return story;
}
