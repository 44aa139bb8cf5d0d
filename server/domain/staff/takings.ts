import type { Takings } from "../../../src/contract/staff/money";
import { takingsLabels } from "../../../src/contract/staff/money";
import type { Db } from "../../db/tables";
import { isoDay } from "../schedule";
import { dayAfter } from "./agenda";

export type Period = "day" | "week" | "month";
export type TakingsMethod = "credits" | "cash" | "card" | "orange_money" | "wave";

/**
 * One thing that happened to the centre's money or sessions in a period: the takings are summed
 * from these, and the CSV lists them, so the screen and the file never disagree.
 */
export type TakingsEvent = {
  at: Date;
  kind:
    | "venue_payment"
    | "online_payment"
    | "desk_pack"
    | "credits_used"
    | "credit_refund"
    | "money_refund"
    | "adjustment"
    | "no_show"
    | "presence"
    | "cancellation";
  method: TakingsMethod | null;
  /** XOF. */
  amount: number;
  /** Signed: spent on bookings or taken by hand is negative for the client, counted positive here. */
  credits: number;
  persons: number;
  client: string;
  what: string;
  reference: string | null;
  staff: string | null;
  pack: boolean;
  /** A manual money refund still to give back. */
  pending: boolean;
};

/** The first and last day of the period holding `date`; a week runs Monday to Sunday. */
export function periodBounds(period: Period, date: string) {
  if (period === "day") return { from: date, to: date };
  if (period === "week") {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const from = dayAfter(date, -weekday);
    return { from, to: dayAfter(from, 6) };
  }
  const from = `${date.slice(0, 8)}01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: dayAfter(isoDay(next), -1) };
}

const providerMethod = (code: string): TakingsMethod => (code === "PAY03" ? "wave" : "orange_money");
const person = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();

/** Everything of the period, oldest first. Dakar keeps UTC: a day is a UTC day. */
export async function takingsEvents(db: Db, from: string, to: string): Promise<TakingsEvent[]> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${dayAfter(to)}T00:00:00Z`);
  const base = {
    amount: 0,
    credits: 0,
    persons: 0,
    reference: null,
    staff: null,
    pack: false,
    pending: false,
  };
  const events: TakingsEvent[] = [];

  const venue = await db
    .selectFrom("venuePayments")
    .innerJoin("bookings", "bookings.id", "venuePayments.bookingId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .innerJoin("users as staff", "staff.id", "venuePayments.staffId")
    .select([
      "venuePayments.paidAt",
      "venuePayments.method",
      "venuePayments.amount",
      "venuePayments.reference",
      "bookings.id as bookingId",
      "services.name as serviceName",
      "client.firstName",
      "client.lastName",
      "staff.firstName as staffFirstName",
      "staff.lastName as staffLastName",
    ])
    .where("venuePayments.paidAt", ">=", start)
    .where("venuePayments.paidAt", "<", end)
    .execute();
  for (const r of venue)
    events.push({
      ...base,
      at: r.paidAt,
      kind: "venue_payment",
      method: r.method,
      amount: r.amount,
      client: person(r.firstName, r.lastName) ?? "",
      what: `Réservation n° ${r.bookingId} — ${r.serviceName}`,
      reference: r.reference,
      staff: person(r.staffFirstName, r.staffLastName),
    });

  // Online payments accepted (a refunded one is under money refunds), and money refunds.
  const online = await db
    .selectFrom("payments")
    .innerJoin("users as client", "client.id", "payments.userId")
    .leftJoin("bookings", (j) =>
      j.onRef("bookings.id", "=", "payments.objectId").on("payments.purpose", "=", "booking"),
    )
    .leftJoin("services", "services.id", "bookings.serviceId")
    .select([
      "payments.id",
      "payments.status",
      "payments.method",
      "payments.purpose",
      "payments.objectId",
      "payments.amount",
      "payments.settledAt",
      "payments.packName",
      "payments.packCredits",
      "payments.refundState",
      "payments.refundAmount",
      "payments.refundDoneAt",
      "services.name as serviceName",
      "client.firstName",
      "client.lastName",
    ])
    .where("payments.status", "in", ["success", "refunded"])
    .where("payments.settledAt", ">=", start)
    .where("payments.settledAt", "<", end)
    .execute();
  for (const r of online) {
    const what =
      r.purpose === "pack" ? (r.packName ?? "Pack") : `Réservation n° ${r.objectId} — ${r.serviceName ?? ""}`;
    const common = {
      ...base,
      at: r.settledAt ?? start,
      method: providerMethod(r.method),
      client: person(r.firstName, r.lastName) ?? "",
      what,
      reference: r.id,
    };
    if (r.status === "success")
      events.push({
        ...common,
        kind: "online_payment",
        amount: r.amount,
        credits: r.purpose === "pack" ? (r.packCredits ?? 0) : 0,
        pack: r.purpose === "pack",
      });
    else
      events.push({
        ...common,
        kind: "money_refund",
        amount: r.refundAmount ?? 0,
        pending: r.refundState === "manual" && r.refundDoneAt === null,
      });
  }

  // Lines of the ledger: packs sold at the desk, credits given back, adjustments.
  const lines = await db
    .selectFrom("creditRecords")
    .innerJoin("users as client", "client.id", "creditRecords.userId")
    .leftJoin("users as staff", "staff.id", "creditRecords.staffId")
    .select([
      "creditRecords.origin",
      "creditRecords.staffEntry",
      "creditRecords.serviceName",
      "creditRecords.originalCreditNumber",
      "creditRecords.creditRealPrice",
      "creditRecords.saleMethod",
      "creditRecords.saleReference",
      "creditRecords.note",
      "creditRecords.createdAt",
      "client.firstName",
      "client.lastName",
      "staff.firstName as staffFirstName",
      "staff.lastName as staffLastName",
    ])
    .where((eb) =>
      eb.or([eb("creditRecords.staffEntry", "is not", null), eb("creditRecords.origin", "=", "refund")]),
    )
    .where("creditRecords.createdAt", ">=", start)
    .where("creditRecords.createdAt", "<", end)
    .execute();
  for (const r of lines) {
    const common = {
      ...base,
      at: r.createdAt,
      client: person(r.firstName, r.lastName) ?? "",
      staff: person(r.staffFirstName, r.staffLastName),
    };
    if (r.staffEntry === "pack_sale")
      events.push({
        ...common,
        kind: "desk_pack",
        method: r.saleMethod,
        amount: r.creditRealPrice,
        credits: r.originalCreditNumber,
        what: r.serviceName,
        reference: r.saleReference,
        pack: true,
      });
    else if (r.staffEntry === "adjustment")
      events.push({
        ...common,
        kind: "adjustment",
        method: null,
        credits: r.origin === "booking" ? -r.originalCreditNumber : r.originalCreditNumber,
        what: r.note ?? r.serviceName,
      });
    else
      events.push({
        ...common,
        kind: "credit_refund",
        method: null,
        credits: r.originalCreditNumber,
        what: r.serviceName,
      });
  }

  // Credits spent on bookings (a booking's spending may come off several records).
  const spent = await db
    .selectFrom("creditMovements")
    .innerJoin("bookings", "bookings.id", "creditMovements.bookingId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .select((eb) => [
      "bookings.id as bookingId",
      "services.name as serviceName",
      "client.firstName",
      "client.lastName",
      eb.fn.min("creditMovements.createdAt").as("spentAt"),
      eb.fn.sum<number>("creditMovements.delta").as("delta"),
    ])
    .where("creditMovements.delta", "<", 0)
    .where("creditMovements.createdAt", ">=", start)
    .where("creditMovements.createdAt", "<", end)
    .groupBy(["bookings.id", "services.name", "client.firstName", "client.lastName"])
    .execute();
  for (const r of spent)
    events.push({
      ...base,
      at: new Date(Number(r.spentAt)),
      kind: "credits_used",
      method: "credits",
      credits: -Number(r.delta),
      client: person(r.firstName, r.lastName) ?? "",
      what: `Réservation n° ${r.bookingId} — ${r.serviceName}`,
    });

  // The period's sessions as marked at the desk, and its cancellations of confirmed bookings.
  const sessions = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .leftJoin("users as staff", "staff.id", "bookings.attendanceBy")
    .select([
      "bookings.id",
      "bookings.attendance",
      "bookings.numberPerson",
      "bookings.cancelledAt",
      "bookings.confirmedAt",
      "slots.startsAt",
      "services.name as serviceName",
      "client.firstName",
      "client.lastName",
      "staff.firstName as staffFirstName",
      "staff.lastName as staffLastName",
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("bookings.attendance", "is not", null),
          eb("slots.startsAt", ">=", start),
          eb("slots.startsAt", "<", end),
        ]),
        eb.and([
          eb("bookings.confirmedAt", "is not", null),
          eb("bookings.cancelledAt", ">=", start),
          eb("bookings.cancelledAt", "<", end),
        ]),
      ]),
    )
    .execute();
  for (const r of sessions) {
    const common = {
      ...base,
      method: null,
      persons: r.numberPerson,
      client: person(r.firstName, r.lastName) ?? "",
      what: `Réservation n° ${r.id} — ${r.serviceName}`,
    };
    if (r.attendance && r.startsAt >= start && r.startsAt < end)
      events.push({
        ...common,
        at: r.startsAt,
        kind: r.attendance === "absent" ? "no_show" : "presence",
        staff: person(r.staffFirstName, r.staffLastName),
      });
    if (r.confirmedAt && r.cancelledAt && r.cancelledAt >= start && r.cancelledAt < end)
      events.push({ ...common, at: r.cancelledAt, kind: "cancellation" });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

const isMoney = (e: TakingsEvent) =>
  e.kind === "venue_payment" || e.kind === "online_payment" || e.kind === "desk_pack";

/** The summary of a period's events, as the screen shows it. */
export function summarise(period: Period, from: string, to: string, events: TakingsEvent[]): Takings {
  const methods: TakingsMethod[] = ["credits", "cash", "card", "orange_money", "wave"];
  const received = methods.map((method) => {
    const of = events.filter((e) => e.method === method && (isMoney(e) || e.kind === "credits_used"));
    return {
      method,
      label: takingsLabels[method],
      count: of.length,
      amount: of.reduce((sum, e) => sum + e.amount, 0),
      online_amount: of.filter((e) => e.kind === "online_payment").reduce((sum, e) => sum + e.amount, 0),
      credits: of.reduce((sum, e) => sum + (e.kind === "credits_used" ? e.credits : 0), 0),
    };
  });
  const packs = events.filter((e) => e.pack && isMoney(e));
  const count = (kind: TakingsEvent["kind"]) => events.filter((e) => e.kind === kind);
  const sum = (list: TakingsEvent[], key: "amount" | "credits" | "persons") =>
    list.reduce((total, e) => total + e[key], 0);
  const adjustments = count("adjustment");
  return {
    period,
    from,
    to,
    received,
    total_amount: sum(events.filter(isMoney), "amount"),
    packs_sold: {
      count: packs.length,
      credits: sum(packs, "credits"),
      amount: sum(packs, "amount"),
      desk_count: packs.filter((e) => e.kind === "desk_pack").length,
      online_count: packs.filter((e) => e.kind === "online_payment").length,
    },
    refunds: {
      credit_count: count("credit_refund").length,
      credits: sum(count("credit_refund"), "credits"),
      money_count: count("money_refund").length,
      money_amount: sum(count("money_refund"), "amount"),
      manual_pending: count("money_refund").filter((e) => e.pending).length,
    },
    adjustments: {
      count: adjustments.length,
      credits_added: sum(
        adjustments.filter((e) => e.credits > 0),
        "credits",
      ),
      credits_removed: -sum(
        adjustments.filter((e) => e.credits < 0),
        "credits",
      ),
    },
    presences: { count: count("presence").length, persons: sum(count("presence"), "persons") },
    no_shows: { count: count("no_show").length, persons: sum(count("no_show"), "persons") },
    cancellations: count("cancellation").length,
  };
}

export async function takingsOf(db: Db, period: Period, date: string): Promise<Takings> {
  const { from, to } = periodBounds(period, date);
  return summarise(period, from, to, await takingsEvents(db, from, to));
}
