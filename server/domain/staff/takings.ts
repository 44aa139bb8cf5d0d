import type { Takings } from "../../../src/contract/staff/money";
import { takingsLabels } from "../../../src/contract/staff/money";
import type { Db } from "../../db/tables";
import { isoDay } from "../schedule";
import { dayAfter } from "./agenda";
import { takingsGroups } from "./takings-groups";
import {
  cancelledRows,
  ledgerRows,
  markedRows,
  onlineRows,
  periodInstants,
  providerMethod,
  spentRows,
  venueRows,
} from "./takings-rows";

export type Period = "day" | "week" | "month";
export type TakingsMethod = "credits" | "cash" | "card" | "orange_money" | "wave";

/**
 * One thing that happened to the centre's money or sessions in a period: the CSV lists these and
 * sums them; the screen counts the same rows in the database and sums those counts by the same
 * code (`summariseGroups`), so the screen and the file never disagree.
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

const person = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();

const base = {
  amount: 0,
  credits: 0,
  persons: 0,
  reference: null,
  staff: null,
  pack: false,
  pending: false,
};

/** Everything of the period, oldest first. */
export async function takingsEvents(db: Db, from: string, to: string): Promise<TakingsEvent[]> {
  const { start, end } = periodInstants(from, to);
  const events: TakingsEvent[] = [];

  const venue = await venueRows(db, start, end)
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

  const online = await onlineRows(db, start, end)
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

  const lines = await ledgerRows(db, start, end)
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

  const spent = await spentRows(db, start, end)
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
  const columns = [
    "bookings.id",
    "bookings.numberPerson",
    "services.name as serviceName",
    "client.firstName",
    "client.lastName",
  ] as const;
  const marked = await markedRows(db, start, end)
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .leftJoin("users as staff", "staff.id", "bookings.attendanceBy")
    .select([
      ...columns,
      "bookings.attendance",
      "slots.startsAt",
      "staff.firstName as staffFirstName",
      "staff.lastName as staffLastName",
    ])
    .execute();
  const cancelled = await cancelledRows(db, start, end)
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .select([...columns, "bookings.cancelledAt"])
    .execute();
  const common = (r: Omit<(typeof cancelled)[number], "cancelledAt">) => ({
    ...base,
    method: null,
    persons: r.numberPerson,
    client: person(r.firstName, r.lastName) ?? "",
    what: `Réservation n° ${r.id} — ${r.serviceName}`,
  });
  const sessions: { bookingId: number; event: TakingsEvent }[] = [];
  for (const r of marked)
    if (r.attendance)
      sessions.push({
        bookingId: r.id,
        event: {
          ...common(r),
          at: r.startsAt,
          kind: r.attendance === "absent" ? "no_show" : "presence",
          staff: person(r.staffFirstName, r.staffLastName),
        },
      });
  for (const r of cancelled)
    if (r.cancelledAt)
      sessions.push({ bookingId: r.id, event: { ...common(r), at: r.cancelledAt, kind: "cancellation" } });
  // In booking order, a session before its cancellation: events of one instant keep one order.
  sessions.sort(
    (a, b) =>
      a.bookingId - b.bookingId ||
      Number(a.event.kind === "cancellation") - Number(b.event.kind === "cancellation"),
  );
  for (const s of sessions) events.push(s.event);
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Events alike in all the screen tells apart (kind, method, pack, pending, and the sign of an
 * adjustment), `count` of them, their amounts, credits and persons summed: the totals of a period
 * are counted in the database as these, the CSV's from its events, by the same sums.
 */
export type TakingsGroup = Pick<
  TakingsEvent,
  "kind" | "method" | "pack" | "pending" | "amount" | "credits" | "persons"
> & { count: number };

const isMoney = (e: TakingsGroup) =>
  e.kind === "venue_payment" || e.kind === "online_payment" || e.kind === "desk_pack";

/** The summary of a period's events, as the screen shows it. */
export function summarise(period: Period, from: string, to: string, events: TakingsEvent[]): Takings {
  return summariseGroups(
    period,
    from,
    to,
    events.map((e) => ({ ...e, count: 1 })),
  );
}

/** The summary of a period's groups of events. */
export function summariseGroups(period: Period, from: string, to: string, groups: TakingsGroup[]): Takings {
  const sum = (list: TakingsGroup[], key: "count" | "amount" | "credits" | "persons") =>
    list.reduce((total, g) => total + g[key], 0);
  const methods: TakingsMethod[] = ["credits", "cash", "card", "orange_money", "wave"];
  const received = methods.map((method) => {
    const of = groups.filter((g) => g.method === method && (isMoney(g) || g.kind === "credits_used"));
    return {
      method,
      label: takingsLabels[method],
      count: sum(of, "count"),
      amount: sum(of, "amount"),
      online_amount: sum(
        of.filter((g) => g.kind === "online_payment"),
        "amount",
      ),
      credits: sum(
        of.filter((g) => g.kind === "credits_used"),
        "credits",
      ),
    };
  });
  const packs = groups.filter((g) => g.pack && isMoney(g));
  const of = (kind: TakingsGroup["kind"]) => groups.filter((g) => g.kind === kind);
  const adjustments = of("adjustment");
  return {
    period,
    from,
    to,
    received,
    total_amount: sum(groups.filter(isMoney), "amount"),
    packs_sold: {
      count: sum(packs, "count"),
      credits: sum(packs, "credits"),
      amount: sum(packs, "amount"),
      desk_count: sum(
        packs.filter((g) => g.kind === "desk_pack"),
        "count",
      ),
      online_count: sum(
        packs.filter((g) => g.kind === "online_payment"),
        "count",
      ),
    },
    refunds: {
      credit_count: sum(of("credit_refund"), "count"),
      credits: sum(of("credit_refund"), "credits"),
      money_count: sum(of("money_refund"), "count"),
      money_amount: sum(of("money_refund"), "amount"),
      manual_pending: sum(
        of("money_refund").filter((g) => g.pending),
        "count",
      ),
    },
    adjustments: {
      count: sum(adjustments, "count"),
      credits_added: sum(
        adjustments.filter((g) => g.credits > 0),
        "credits",
      ),
      credits_removed: -sum(
        adjustments.filter((g) => g.credits < 0),
        "credits",
      ),
    },
    presences: { count: sum(of("presence"), "count"), persons: sum(of("presence"), "persons") },
    no_shows: { count: sum(of("no_show"), "count"), persons: sum(of("no_show"), "persons") },
    cancellations: sum(of("cancellation"), "count"),
  };
}

/** The screen's takings: counted in the database, not read event by event (a month holds thousands). */
export async function takingsOf(db: Db, period: Period, date: string): Promise<Takings> {
  const { from, to } = periodBounds(period, date);
  return summariseGroups(period, from, to, await takingsGroups(db, from, to));
}
