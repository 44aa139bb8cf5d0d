import type { Db } from "../../db/tables";
import type { TakingsGroup } from "./takings";
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

/** A count or a sum as the database answers it: a number, a bigint's text (PostgreSQL), or null. */
const n = (value: unknown) => Number(value ?? 0);
/** A yes/no computed in SQL: 1 on SQLite, true on PostgreSQL, null when unknown. */
const yes = (value: unknown) => value === true || n(value) === 1;
const none = { amount: 0, credits: 0, persons: 0, pack: false, pending: false };

/**
 * The period's events counted and summed in the database, grouped as `summariseGroups` tells them
 * apart: from the rows the CSV lists (`takingsExport`, the same statements, counted instead of listed).
 */
export async function takingsGroups(db: Db, from: string, to: string): Promise<TakingsGroup[]> {
  const { start, end } = periodInstants(from, to);
  const groups: TakingsGroup[] = [];

  const venue = await venueRows(db, start, end)
    .select((eb) => [
      "venuePayments.method",
      eb.fn.countAll().as("count"),
      eb.fn.sum("venuePayments.amount").as("amount"),
    ])
    .groupBy("venuePayments.method")
    .execute();
  for (const r of venue)
    groups.push({ ...none, kind: "venue_payment", method: r.method, count: n(r.count), amount: n(r.amount) });

  const online = await onlineRows(db, start, end)
    .select((eb) => [
      "payments.status",
      "payments.method",
      "payments.purpose",
      eb
        .and([eb("payments.refundState", "=", "manual"), eb("payments.refundDoneAt", "is", null)])
        .as("pending"),
      eb.fn.countAll().as("count"),
      eb.fn.sum("payments.amount").as("amount"),
      eb.fn.sum(eb.fn.coalesce("payments.packCredits", eb.lit(0))).as("packCredits"),
      eb.fn.sum(eb.fn.coalesce("payments.refundAmount", eb.lit(0))).as("refundAmount"),
    ])
    .groupBy(["payments.status", "payments.method", "payments.purpose", "pending"])
    .execute();
  for (const r of online) {
    const common = { ...none, method: providerMethod(r.method), count: n(r.count) };
    if (r.status === "success")
      groups.push({
        ...common,
        kind: "online_payment",
        amount: n(r.amount),
        credits: r.purpose === "pack" ? n(r.packCredits) : 0,
        pack: r.purpose === "pack",
      });
    else groups.push({ ...common, kind: "money_refund", amount: n(r.refundAmount), pending: yes(r.pending) });
  }

  // An adjustment's sign follows its origin and its credits: grouped by both, each group has one sign.
  const lines = await ledgerRows(db, start, end)
    .select((eb) => [
      "creditRecords.staffEntry",
      "creditRecords.origin",
      "creditRecords.saleMethod",
      eb("creditRecords.originalCreditNumber", ">", eb.lit(0)).as("positive"),
      eb.fn.countAll().as("count"),
      eb.fn.sum("creditRecords.originalCreditNumber").as("credits"),
      eb.fn.sum("creditRecords.creditRealPrice").as("amount"),
    ])
    .groupBy(["creditRecords.staffEntry", "creditRecords.origin", "creditRecords.saleMethod", "positive"])
    .execute();
  for (const r of lines) {
    const common = { ...none, count: n(r.count), credits: n(r.credits) };
    if (r.staffEntry === "pack_sale")
      groups.push({ ...common, kind: "desk_pack", method: r.saleMethod, amount: n(r.amount), pack: true });
    else if (r.staffEntry === "adjustment")
      groups.push({
        ...common,
        kind: "adjustment",
        method: null,
        credits: r.origin === "booking" ? -n(r.credits) : n(r.credits),
      });
    else groups.push({ ...common, kind: "credit_refund", method: null });
  }

  // One event per booking that spent credits, whichever records they came off.
  const spent = await spentRows(db, start, end)
    .select((eb) => [
      eb.fn.count("bookings.id").distinct().as("count"),
      eb.fn.sum("creditMovements.delta").as("delta"),
    ])
    .executeTakeFirst();
  if (spent && n(spent.count) > 0)
    groups.push({
      ...none,
      kind: "credits_used",
      method: "credits",
      count: n(spent.count),
      credits: -n(spent.delta),
    });

  const marked = await markedRows(db, start, end)
    .select((eb) => [
      "bookings.attendance",
      eb.fn.countAll().as("count"),
      eb.fn.sum("bookings.numberPerson").as("persons"),
    ])
    .groupBy("bookings.attendance")
    .execute();
  for (const r of marked)
    if (r.attendance)
      groups.push({
        ...none,
        kind: r.attendance === "absent" ? "no_show" : "presence",
        method: null,
        count: n(r.count),
        persons: n(r.persons),
      });

  const cancelled = await cancelledRows(db, start, end)
    .select((eb) => [eb.fn.countAll().as("count"), eb.fn.sum("bookings.numberPerson").as("persons")])
    .executeTakeFirst();
  if (cancelled && n(cancelled.count) > 0)
    groups.push({
      ...none,
      kind: "cancellation",
      method: null,
      count: n(cancelled.count),
      persons: n(cancelled.persons),
    });
  return groups;
}
