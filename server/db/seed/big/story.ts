import { MONEY_REFUND_VALIDITY_DAYS } from "../../../../src/lib/price";
import { creditsWorth, quote } from "../../../domain/pricing";
import type { NewRow, Row } from "../../tables";
import type { DeskMethod, PaymentProvider } from "../../tables/payments";
import type { AuditDraft } from "./audit";
import type { Draft } from "./drafts";
import type { MemoryLedger } from "./ledger";
import type { Client, Staff } from "./people";
import type { Rng } from "./random";
import { DAY } from "./slots";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOLD = 15 * MINUTE;
const deskMethods: DeskMethod[] = ["cash", "card", "orange_money", "wave"];
const deskLabels: Record<DeskMethod, string> = {
  cash: "espèces",
  card: "carte",
  orange_money: "Orange Money",
  wave: "Wave",
};
const staffReasons = [
  "Coach indisponible",
  "Cabine en travaux",
  "Coupure d'électricité",
  "Doublon de réservation",
];

export type Story = {
  bookings: NewRow<"bookings">[];
  payments: NewRow<"payments">[];
  venuePayments: NewRow<"venuePayments">[];
  audit: AuditDraft[];
};

type Wallet = "wave" | "orange_money";
type Team = { admins: Staff[]; desk: Staff[] };
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
  let venueCount = 0;
  const receptionist = () => rng.pick(team.desk.length ? team.desk : team.admins);
  const admin = () => rng.pick(team.admins.length ? team.admins : team.desk);
  const payment = (row: Omit<NewRow<"payments">, "id" | "launchUrl" | "checkedAt">) =>
    story.payments.push({
      id: rng.uuid(),
      launchUrl: null,
      checkedAt: row.settledAt ?? null,
      ...row,
    });
  const provider = (pay: Wallet): PaymentProvider => (pay === "wave" ? "wave" : "orange-money");
  const method = (pay: Wallet): "PAY03" | "PAY04" => (pay === "wave" ? "PAY03" : "PAY04");

  /** A pack bought online or at the desk, minutes before `t`. */
  function buyPack(client: Client, t: number, atLeast: number) {
    const fitting = packs.filter((p) => p.creditNumber >= atLeast);
    const pack = fitting.length
      ? rng.chance(0.7)
        ? fitting[0]
        : rng.pick(fitting)
      : packs[packs.length - 1];
    if (!pack) return;
    const when = Math.max(client.createdAt, t - rng.int(1, 30) * MINUTE);
    const expiresAt = when + pack.validityDays * DAY;
    if (rng.chance(0.65)) {
      const pay: Wallet = rng.chance(0.6) ? "wave" : "orange_money";
      const common = {
        userId: client.id,
        purpose: "pack" as const,
        objectId: pack.id,
        method: method(pay),
        amount: pack.realPrice,
        provider: provider(pay),
        refundState: null,
        refundAmount: null,
        refundDoneAt: null,
        refundDoneBy: null,
        packName: pack.name,
        packCredits: pack.creditNumber,
        packValidityDays: pack.validityDays,
      } as const;
      if (rng.chance(0.05))
        payment({
          ...common,
          status: "failed",
          createdAt: new Date(when - 10 * MINUTE),
          expiresAt: new Date(when + 5 * MINUTE),
          settledAt: new Date(when - 8 * MINUTE),
          providerRef: rng.hex(24),
        });
      payment({
        ...common,
        status: "success",
        createdAt: new Date(when - 2 * MINUTE),
        expiresAt: new Date(when + 13 * MINUTE),
        settledAt: new Date(when),
        providerRef: rng.hex(24),
      });
      ledger.grant(client.id, pack.creditNumber, when, expiresAt, {
        origin: "purchase",
        serviceName: pack.name,
        creditRealPrice: pack.realPrice,
      });
      return;
    }
    const seller = receptionist();
    const saleMethod = rng.pick(deskMethods);
    const reference = saleMethod === "cash" ? null : `REF-${rng.hex(8).toUpperCase()}`;
    ledger.grant(client.id, pack.creditNumber, when, expiresAt, {
      origin: "purchase",
      serviceName: pack.name,
      creditRealPrice: pack.realPrice,
      staffEntry: "pack_sale",
      saleMethod,
      saleReference: reference,
      staffId: seller.id,
    });
    story.audit.push({
      at: when,
      staffId: seller.id,
      action: "client.pack_sold",
      bookingId: null,
      clientId: client.id,
      summary: `${pack.name} (${pack.creditNumber} crédits) vendu à ${client.name} <${client.email}> : ${pack.realPrice} F CFA, ${deskLabels[saleMethod]}${reference ? `, réf. ${reference}` : ""}.`,
      data: {
        pack_id: pack.id,
        pack_name: pack.name,
        credits: pack.creditNumber,
        amount: pack.realPrice,
        method: saleMethod,
        reference,
      },
    });
  }

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

    at(d.createdAt, i * 2, () => {
      if (unpaid) return;
      if (pay === "credits") {
        const short = price.credit_price - ledger.balance(client.id, d.createdAt);
        if (short > 0) buyPack(client, d.createdAt, short);
        if (
          ledger.spend(client.id, price.credit_price, d.createdAt, id, {
            origin: "booking",
            serviceName: service.name,
          })
        ) {
          Object.assign(row, {
            paymentStatus: "paid",
            paymentMethod: "PAY02",
            confirmedAt: new Date(confirmAt),
          });
          return;
        }
        pay = "venue_unpaid";
      }
      if (pay === "wave" || pay === "orange_money") {
        const common = {
          userId: client.id,
          purpose: "booking" as const,
          objectId: id,
          amount: price.price,
          refundState: null,
          refundAmount: null,
          refundDoneAt: null,
          refundDoneBy: null,
          packName: null,
          packCredits: null,
          packValidityDays: null,
        };
        const other: Wallet = pay === "wave" ? "orange_money" : "wave";
        // Some first opened the other wallet, then changed their mind: that payment was voided.
        if (rng.chance(0.08))
          payment({
            ...common,
            method: method(other),
            provider: provider(other),
            status: "voided",
            createdAt: new Date(d.createdAt + 20_000),
            expiresAt: new Date(d.createdAt + HOLD),
            settledAt: null,
            providerRef: rng.hex(24),
          });
        payment({
          ...common,
          method: method(pay),
          provider: provider(pay),
          status: "success",
          createdAt: new Date(d.createdAt + 30_000),
          expiresAt: new Date(d.createdAt + HOLD),
          settledAt: new Date(confirmAt),
          providerRef: rng.hex(24),
        });
        // And a few paid twice: the second payment, taken by the provider, is given back.
        if (rng.chance(0.02)) {
          const manual = other === "orange_money";
          const settled = confirmAt + MINUTE;
          const doneAt = settled + rng.int(1, 72) * HOUR;
          const done = manual && doneAt < now;
          const doer = done ? admin() : null;
          payment({
            ...common,
            method: method(other),
            provider: provider(other),
            status: "refunded",
            createdAt: new Date(d.createdAt + 40_000),
            expiresAt: new Date(d.createdAt + HOLD),
            settledAt: new Date(settled),
            providerRef: rng.hex(24),
            refundState: manual ? "manual" : settled + DAY < now ? "sent" : "due",
            refundAmount: price.price,
            refundDoneAt: done ? new Date(doneAt) : null,
            refundDoneBy: doer?.id ?? null,
          });
          if (doer)
            story.audit.push({
              at: doneAt,
              staffId: doer.id,
              action: "refund.done",
              bookingId: id,
              clientId: client.id,
              summary: `Remboursement Orange Money fait : ${price.price} F CFA à ${client.name} (${client.email}).`,
              data: { amount: price.price },
            });
        }
        Object.assign(row, {
          paymentStatus: "paid",
          paymentMethod: method(pay),
          confirmedAt: new Date(confirmAt),
        });
        return;
      }
      Object.assign(row, { paymentMethod: "PAY01", confirmedAt: new Date(confirmAt) });
    });

    if (unpaid) {
      const wallet: Wallet = pay === "wave" || pay === "orange_money" ? pay : "wave";
      if (d.state === "failed") {
        row.paymentStatus = "failed";
        row.paymentMethod = method(wallet);
      }
      if (d.state === "held") {
        row.paymentMethod = method(wallet);
        row.holdUntil = new Date(d.createdAt + HOLD);
      }
      if (d.state !== "lapsed")
        payment({
          userId: client.id,
          purpose: "booking",
          objectId: id,
          method: method(wallet),
          provider: provider(wallet),
          amount: price.price,
          status: d.state === "failed" ? "failed" : "pending",
          createdAt: new Date(d.createdAt + 30_000),
          expiresAt: new Date(d.createdAt + HOLD),
          settledAt: d.state === "failed" ? new Date(d.createdAt + 3 * MINUTE) : null,
          providerRef: rng.hex(24),
          refundState: null,
          refundAmount: null,
          refundDoneAt: null,
          refundDoneBy: null,
          packName: null,
          packCredits: null,
          packValidityDays: null,
        });
      continue;
    }

    if (d.state === "cancelled_client" || d.state === "cancelled_staff") {
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
            summary: `${what} annulée, ${back > 0 ? `${back} crédit${back > 1 ? "s" : ""} rendu${back > 1 ? "s" : ""}` : "rien à rendre"} : ${reason}`,
            data: { refund: true, refunded_credits: back, reason },
          });
      });
      continue;
    }

    if (d.state === "upcoming") continue;
    // The session is over: paid at the desk on arrival, then marked present or absent.
    const arrival = Math.max(confirmAt + MINUTE, slot.startsAt - rng.int(0, 20) * MINUTE);
    if (pay === "venue" && d.state !== "absent") {
      const clerk = receptionist();
      // The first four take each way of paying at the desk in turn, then chance decides.
      const deskMethod = deskMethods[venueCount++] ?? rng.pick(deskMethods);
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

  addPurchasesAndAdjustments(rng, clients, team, now, at, ledger, story, buyPack, byId);
  events.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const event of events) event.run();
  story.venuePayments.sort(
    (a, b) => (a.paidAt as Date).getTime() - (b.paidAt as Date).getTime() || a.bookingId - b.bookingId,
  );
  for (const [i, v] of story.venuePayments.entries()) v.id = firstVenuePayment + i;
  return story;
}

/**
 * Packs bought ahead (some never used up: their credits expire), and the staff's adjustments by
 * hand, given and taken, among the bookings.
 */
function addPurchasesAndAdjustments(
  rng: Rng,
  clients: Client[],
  team: Team,
  now: number,
  at: (t: number, order: number, run: () => void) => void,
  ledger: MemoryLedger,
  story: Story,
  buyPack: (client: Client, t: number, atLeast: number) => void,
  byId: Map<number, Client>,
) {
  const base = 1_000_000_000;
  for (const [i, client] of clients.entries()) {
    // The first client's credits run out at this very instant: expired, no longer live (an edge).
    const edge = now - 180 * DAY;
    if (i === 0 && client.createdAt <= edge)
      at(edge, base + i, () =>
        ledger.grant(client.id, 50, edge, now, {
          origin: "purchase",
          serviceName: "Pack Essentiel",
          creditRealPrice: 50000,
          staffEntry: "pack_sale",
          saleMethod: "cash",
          staffId: team.desk[0]?.id ?? null,
        }),
      );
    if (!rng.chance(0.25)) continue;
    const t = client.createdAt + Math.floor(rng.next() * (now - client.createdAt));
    at(t, base + i, () => buyPack(client, t, 1));
  }
  const reasons = [
    "Geste commercial",
    "Séance écourtée",
    "Erreur de caisse corrigée",
    "Compensation d'un retard",
  ];
  const adjustments = Math.max(2, Math.round(clients.length * 0.05));
  for (let k = 0; k < adjustments; k++) {
    const client = rng.pick(clients);
    const t = client.createdAt + Math.floor(rng.next() * (now - client.createdAt));
    const give = k === 0 || rng.chance(0.7);
    const delta = give ? rng.int(2, 30) : -rng.int(1, 10);
    const staff = rng.pick(team.admins.length ? team.admins : team.desk);
    const reason = give ? rng.pick(reasons) : "Correction d'un ajout en double";
    at(t, base * 2 + k, () => {
      const line = {
        staffEntry: "adjustment" as const,
        staffId: staff.id,
        note: reason,
        serviceName: "Ajustement du centre",
      };
      const done = give
        ? ledger.grant(client.id, delta, t, t + 365 * DAY, { ...line, origin: "refund" }) > 0
        : ledger.spend(client.id, -delta, t, null, { ...line, origin: "booking" });
      if (!done) return;
      const who = byId.get(client.id) ?? client;
      story.audit.push({
        at: t,
        staffId: staff.id,
        action: "client.credits_adjusted",
        bookingId: null,
        clientId: client.id,
        summary: `Crédits de ${who.name} <${who.email}> ajustés de ${delta > 0 ? "+" : ""}${delta} : ${reason}`,
        data: { delta, reason },
      });
    });
  }
}
