import { type Revenue, type RevenueMethod, revenueMethods } from "../../../src/contract/staff/reports";
import type { Db } from "../../db/tables";
import { ledgerRows, onlineRows, providerMethod, venueRows } from "../staff/takings-rows";
import { barsOf, dayNumberOf, dayOfNumber, n, type ReportPeriod } from "./period";

/** The name of the packs' line among the services. */
export const PACKS_LINE = "Packs de crédits";

/**
 * The money taken over the period, as the takings count it (the same rows: bookings paid at the
 * desk, online payments kept, packs sold at the desk), by day folded into bars, by method and by
 * service; each sum made in the database.
 */
export async function revenueOf(db: Db, period: ReportPeriod): Promise<Revenue> {
  const { start, end } = period;
  const venueDay = dayNumberOf("venuePayments.paidAt");
  const onlineDay = dayNumberOf("payments.settledAt");
  const packDay = dayNumberOf("creditRecords.createdAt");
  const kept = () => onlineRows(db, start, end).where("payments.status", "=", "success");
  const packs = () => ledgerRows(db, start, end).where("creditRecords.staffEntry", "=", "pack_sale");
  const [venue, venueServices, online, onlineServices, desk, services] = await Promise.all([
    venueRows(db, start, end)
      .select((eb) => [
        venueDay.as("day"),
        "venuePayments.method",
        eb.fn.countAll().as("count"),
        eb.fn.sum("venuePayments.amount").as("amount"),
      ])
      .groupBy([venueDay, "venuePayments.method"])
      .execute(),
    venueRows(db, start, end)
      .innerJoin("bookings", "bookings.id", "venuePayments.bookingId")
      .select((eb) => [
        "bookings.serviceId",
        eb.fn.countAll().as("count"),
        eb.fn.sum("venuePayments.amount").as("amount"),
      ])
      .groupBy("bookings.serviceId")
      .execute(),
    kept()
      .select((eb) => [
        onlineDay.as("day"),
        "payments.method",
        eb.fn.countAll().as("count"),
        eb.fn.sum("payments.amount").as("amount"),
      ])
      .groupBy([onlineDay, "payments.method"])
      .execute(),
    kept()
      .leftJoin("bookings", (join) =>
        join.onRef("bookings.id", "=", "payments.objectId").on("payments.purpose", "=", "booking"),
      )
      .select((eb) => [
        "bookings.serviceId",
        eb.fn.countAll().as("count"),
        eb.fn.sum("payments.amount").as("amount"),
      ])
      .groupBy("bookings.serviceId")
      .execute(),
    packs()
      .select((eb) => [
        packDay.as("day"),
        "creditRecords.saleMethod",
        eb.fn.countAll().as("count"),
        eb.fn.sum("creditRecords.creditRealPrice").as("amount"),
      ])
      .groupBy([packDay, "creditRecords.saleMethod"])
      .execute(),
    db.selectFrom("services").select(["id", "name"]).orderBy("id").execute(),
  ]);

  const { bars, add } = barsOf(period, revenueMethods);
  const methods = new Map<RevenueMethod, { count: number; amount: number }>(
    revenueMethods.map((m) => [m, { count: 0, amount: 0 }]),
  );
  const take = (day: unknown, method: RevenueMethod | null, count: unknown, amount: unknown) => {
    if (!method) return;
    add(dayOfNumber(n(day)), method, n(amount));
    const line = methods.get(method);
    if (line) {
      line.count += n(count);
      line.amount += n(amount);
    }
  };
  for (const r of venue) take(r.day, r.method, r.count, r.amount);
  for (const r of online)
    take(r.day, providerMethod(r.method) === "wave" ? "wave" : "orange_money", r.count, r.amount);
  for (const r of desk) take(r.day, r.saleMethod, r.count, r.amount);

  const byService = new Map<number | null, { count: number; amount: number }>();
  const addService = (id: number | null, count: unknown, amount: unknown) => {
    const line = byService.get(id) ?? { count: 0, amount: 0 };
    line.count += n(count);
    line.amount += n(amount);
    byService.set(id, line);
  };
  for (const r of venueServices) addService(r.serviceId, r.count, r.amount);
  // An online payment without a booking is a pack's.
  for (const r of onlineServices) addService(r.serviceId ?? null, r.count, r.amount);
  for (const r of desk) addService(null, r.count, r.amount);

  const serviceLines = [
    ...services.flatMap((s) => {
      const line = byService.get(s.id);
      return line ? [{ id: s.id, name: s.name, ...line }] : [];
    }),
    ...(byService.has(null)
      ? [{ id: null, name: PACKS_LINE, ...(byService.get(null) ?? { count: 0, amount: 0 }) }]
      : []),
  ];
  return {
    from: period.from,
    to: period.to,
    by: period.by,
    total: [...methods.values()].reduce((sum, m) => sum + m.amount, 0),
    bars: bars.map((b) => ({ start: b.start, amounts: b.values })),
    methods: revenueMethods.map((method) => ({
      method,
      ...(methods.get(method) ?? { count: 0, amount: 0 }),
    })),
    services: serviceLines,
  };
}
