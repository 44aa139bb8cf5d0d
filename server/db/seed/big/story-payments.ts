import type { Pay } from "./drafts";
import type { Client } from "./people";
import { DAY } from "./slots";
import {
  type Booked,
  deskLabels,
  deskMethods,
  HOLD,
  HOUR,
  MINUTE,
  method,
  provider,
  type Telling,
  type Wallet,
} from "./story-telling";

/** A pack bought online or at the desk, minutes before `t`. */
export function buyPack(tell: Telling, client: Client, t: number, atLeast: number) {
  const { rng, packs, ledger, story, payment, receptionist } = tell;
  const fitting = packs.filter((p) => p.creditNumber >= atLeast);
  const pack = fitting.length ? (rng.chance(0.7) ? fitting[0] : rng.pick(fitting)) : packs[packs.length - 1];
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

/**
 * The booking's payment as it is made: in credits (a pack bought first when short), by a wallet
 * (some opened the other one first, a few paid twice), else confirmed to be paid at the venue.
 */
export function payWhenBooked(tell: Telling, b: Booked, chosen: Pay) {
  const { rng, ledger, story, now, admin, payment } = tell;
  const { id, d, client, service, price, row, confirmAt, unpaid } = b;
  let pay = chosen;
  if (unpaid) return;
  if (pay === "credits") {
    const short = price.credit_price - ledger.balance(client.id, d.createdAt);
    if (short > 0) buyPack(tell, client, d.createdAt, short);
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
}

/** A booking never paid: its payment failed or is still awaited, or its hold lapsed without one. */
export function leaveUnpaid(tell: Telling, b: Booked, pay: Pay) {
  const { rng, payment } = tell;
  const { id, d, client, price, row } = b;
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
}
