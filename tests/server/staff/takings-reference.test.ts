import { describe, expect, it } from "vitest";
import { generateBigCentre } from "../../../server/db/seed/big/generate";
import type { Db, NewRow } from "../../../server/db/tables";
import { isoDay } from "../../../server/domain/schedule";
import { dayAfter } from "../../../server/domain/staff/agenda";
import {
  type Period,
  periodBounds,
  type TakingsEvent,
  takingsOf,
} from "../../../server/domain/staff/takings";
import { takingsExport } from "../../../server/domain/staff/takings-export";
import { makeTestApp } from "../harness";
import {
  summarise,
  takingsCsvBefore,
  takingsEventsOrdered as takingsEvents,
  takingsTotalsCsvBefore,
} from "../support/takings-csv-reference";
import { takingsEventsBefore } from "../support/takings-reference";
import { TEST_START } from "../support/test-start";

const at = (iso: string) => new Date(iso);
/** The first instant of February 2026 (a Sunday), the last of January, and those around March. */
const FEB = at("2026-02-01T00:00:00.000Z");
const JAN_LAST = at("2026-01-31T23:59:59.999Z");
const FEB_LAST = at("2026-02-28T23:59:59.999Z");
const MAR = at("2026-03-01T00:00:00.000Z");

/**
 * Rows on the edges of periods, next to the generated ones: midnight and the last millisecond of a
 * day, the last day of a month, a session both marked and cancelled in one period, a cancellation
 * in another period than its session, credits spent across midnight, refunds in credits (expired)
 * and in money, an unconfirmed booking let go, payments that are not takings. Answers the bookings.
 */
async function edgeRows(db: Db) {
  const booked = await db
    .selectFrom("bookings")
    .select(["userId", "serviceId", "attendanceBy"])
    .where("attendanceBy", "is not", null)
    .executeTakeFirstOrThrow();
  const client = booked.userId;
  const staff = booked.attendanceBy ?? client;
  const serviceId = booked.serviceId;
  const slot = async (startsAt: Date) =>
    (
      await db
        .insertInto("slots")
        .values({
          serviceId,
          date: isoDay(startsAt),
          startTime: startsAt.toISOString().slice(11, 19),
          endTime: "23:59:00",
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          capacity: 10,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const atMidnight = await slot(FEB);
  const lateFeb = await slot(at("2026-02-28T22:59:00.000Z"));
  const inMarch = await slot(at("2026-03-10T06:07:00.000Z"));
  const bookingValues = (fields: {
    slotId: number;
    numberPerson?: number;
    confirmedAt?: Date | null;
    cancelledAt?: Date | null;
    attendance?: "present" | "absent" | null;
  }) => ({
    userId: client,
    serviceId,
    numberPerson: 1,
    privateOption: false,
    price: 8000,
    creditPrice: 3,
    paymentStatus: "paid" as const,
    paymentMethod: "PAY02",
    createdAt: at("2026-01-20T09:00:00.000Z"),
    holdUntil: at("2026-01-20T09:15:00.000Z"),
    confirmedAt: at("2026-01-20T09:00:00.000Z"),
    attendanceBy: fields.attendance ? staff : null,
    attendanceAt: fields.attendance ? FEB : null,
    ...fields,
  });
  const booking = async (slotId: number, fields: Partial<Parameters<typeof bookingValues>[0]> = {}) =>
    (
      await db
        .insertInto("bookings")
        .values(bookingValues({ slotId, ...fields }))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const markedAndCancelled = await booking(atMidnight, {
    attendance: "present",
    cancelledAt: at("2026-02-01T10:00:00.000Z"),
  });
  const noShow = await booking(atMidnight, { attendance: "absent", numberPerson: 2 });
  const lastSession = await booking(lateFeb, { attendance: "present", numberPerson: 3 });
  const cancelledBefore = await booking(inMarch, { cancelledAt: FEB_LAST });
  await booking(inMarch, { confirmedAt: null, cancelledAt: FEB });
  const spentAcrossMidnight = await booking(lateFeb, { cancelledAt: MAR });

  await db
    .insertInto("venuePayments")
    .values([
      { bookingId: markedAndCancelled, method: "card", amount: 8000, staffId: staff, paidAt: FEB },
      { bookingId: lastSession, method: "cash", amount: 24000, staffId: staff, paidAt: FEB_LAST },
    ])
    .execute();

  const record = async (values: {
    origin: "purchase" | "booking" | "refund";
    credits: number;
    createdAt: Date;
    expiresAt?: Date | null;
    staffEntry?: "pack_sale" | "adjustment" | null;
    saleMethod?: "cash" | "card" | "orange_money" | "wave" | null;
  }) =>
    (
      await db
        .insertInto("creditRecords")
        .values({
          userId: client,
          origin: values.origin,
          serviceName: "Pack bord",
          originalCreditNumber: values.credits,
          usedCredits: 0,
          creditRealPrice: values.staffEntry === "pack_sale" ? 30000 : 0,
          createdAt: values.createdAt,
          expiresAt: values.expiresAt ?? null,
          staffEntry: values.staffEntry ?? null,
          saleMethod: values.saleMethod ?? null,
          staffId: values.staffEntry ? staff : null,
          note: values.staffEntry === "adjustment" ? "Geste" : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const packA = await record({
    origin: "purchase",
    credits: 10,
    createdAt: FEB_LAST,
    staffEntry: "pack_sale",
    saleMethod: "wave",
  });
  const packB = await record({ origin: "purchase", credits: 5, createdAt: FEB, staffEntry: "pack_sale" });
  await record({ origin: "refund", credits: 4, createdAt: FEB, staffEntry: "adjustment" });
  await record({ origin: "booking", credits: 3, createdAt: JAN_LAST, staffEntry: "adjustment" });
  await record({ origin: "purchase", credits: 8, createdAt: FEB });
  // Credits given back for the booking cancelled before its March session, already expired.
  const refunded = await record({ origin: "refund", credits: 3, createdAt: FEB_LAST, expiresAt: FEB });
  const movement = (bookingId: number | null, recordId: number, delta: number, createdAt: Date) => ({
    userId: client,
    bookingId,
    recordId,
    delta,
    createdAt,
  });
  await db
    .insertInto("creditMovements")
    .values([
      movement(cancelledBefore, packB, -3, JAN_LAST),
      movement(cancelledBefore, refunded, 3, FEB_LAST),
      movement(spentAcrossMidnight, packA, -2, FEB_LAST),
      movement(spentAcrossMidnight, packB, -1, MAR),
      movement(null, packB, -1, FEB),
    ])
    .execute();

  const payment = (
    id: string,
    status: "success" | "refunded" | "voided",
    settledAt: Date,
    more: Partial<NewRow<"payments">> = {},
  ): NewRow<"payments"> => ({
    id,
    userId: client,
    purpose: "booking",
    objectId: lastSession,
    method: "PAY03",
    amount: 8000,
    status,
    createdAt: at("2026-01-20T09:00:00.000Z"),
    expiresAt: at("2026-01-20T09:05:00.000Z"),
    settledAt,
    ...more,
  });
  await db
    .insertInto("payments")
    .values([
      payment("EDGE-MIDNIGHT", "success", FEB),
      payment("EDGE-LAST-MS", "success", FEB_LAST, { purpose: "pack", packName: "Pack 10", packCredits: 10 }),
      payment("EDGE-PACK-NO-CREDITS", "success", JAN_LAST, { purpose: "pack", method: "PAY04" }),
      payment("EDGE-REFUND-DUE", "refunded", FEB_LAST, { refundState: "manual", refundAmount: 5000 }),
      payment("EDGE-REFUND-DONE", "refunded", JAN_LAST, {
        refundState: "manual",
        refundAmount: 8000,
        refundDoneAt: FEB,
      }),
      payment("EDGE-REFUND-UNKNOWN", "refunded", FEB, { refundState: "sent", method: "PAY04" }),
      payment("EDGE-VOIDED", "voided", FEB),
    ])
    .execute();
  return { markedAndCancelled, noShow, lastSession, cancelledBefore, spentAcrossMidnight };
}

/** Events in one order whatever the order of those of one instant (never fixed by the statements). */
const canonical = (events: TakingsEvent[]) => {
  const key = (e: TakingsEvent) => JSON.stringify(e);
  return [...events].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0),
  );
};

/** An event without the « Par » that `takingsEventsBefore` never read (cancellations and refunds). */
const withoutBy = (e: TakingsEvent): TakingsEvent =>
  e.kind === "cancellation" || e.kind === "credit_refund" || e.kind === "money_refund"
    ? { ...e, staff: null }
    : e;

/** Every day, week and month holding an instant the takings read, and one on each side. */
async function periodsOf(db: Db) {
  const instants = await Promise.all(
    [
      db
        .selectFrom("venuePayments")
        .select((eb) => [eb.fn.min("paidAt").as("first"), eb.fn.max("paidAt").as("last")]),
      db
        .selectFrom("payments")
        .select((eb) => [eb.fn.min("settledAt").as("first"), eb.fn.max("settledAt").as("last")]),
      db
        .selectFrom("creditRecords")
        .select((eb) => [eb.fn.min("createdAt").as("first"), eb.fn.max("createdAt").as("last")]),
      db
        .selectFrom("creditMovements")
        .select((eb) => [eb.fn.min("createdAt").as("first"), eb.fn.max("createdAt").as("last")]),
      db
        .selectFrom("slots")
        .select((eb) => [eb.fn.min("startsAt").as("first"), eb.fn.max("startsAt").as("last")]),
      db
        .selectFrom("bookings")
        .select((eb) => [eb.fn.min("cancelledAt").as("first"), eb.fn.max("cancelledAt").as("last")]),
    ].map((q) => q.executeTakeFirstOrThrow()),
  );
  const days = instants
    .flatMap((r) => [r.first, r.last])
    .filter((d) => d !== null)
    .map((d) => isoDay(new Date(Number(d))))
    .sort();
  const first = dayAfter(days[0] ?? "", -1);
  const last = dayAfter(days.at(-1) ?? "", 1);
  const periods = new Map<string, { period: Period; from: string; to: string }>();
  for (let day = first; day <= last; day = dayAfter(day))
    for (const period of ["day", "week", "month"] as const) {
      const { from, to } = periodBounds(period, day);
      periods.set(`${period} ${from}`, { period, from, to });
    }
  return [...periods.values()];
}

describe("the takings read through the period's indexes", () => {
  it("find exactly the events, totals and CSV the statements before them found, for every day, week and month", async () => {
    const t = await makeTestApp({ demoMember: false });
    const { db } = t.deps;
    await generateBigCentre(
      { db, dialect: t.deps.database.dialect, database: t.deps.database },
      {
        scale: 0.002,
        seed: 7,
        today: isoDay(new Date(TEST_START)),
        jwtSecret: Buffer.alloc(32, 7),
        passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      },
    );
    const edge = await edgeRows(db);

    const periods = await periodsOf(db);
    expect(periods.length).toBeGreaterThan(150);
    const kinds = new Set<string>();
    let csvRows = 0;
    for (const { period, from, to } of periods) {
      const before = await takingsEventsBefore(db, from, to);
      const now = await takingsEvents(db, from, to);
      const label = `${period} ${from}`;
      // The « Par » of cancellations and refunds came after the oracle of the statements: not compared.
      expect(canonical(now.map(withoutBy)), label).toEqual(canonical(before));
      expect(
        now.map((e) => e.at.getTime()),
        label,
      ).toEqual(before.map((e) => e.at.getTime()));
      const totals = summarise(period, from, to, before);
      expect(await takingsOf(db, period, from), label).toEqual(totals);
      expect(summarise(period, from, to, now), label).toEqual(totals);
      // The file, read for itself, is byte for byte the one written from every event.
      const { csv, totalsCsv } = await takingsExport(db, period, from, to);
      expect(csv, label).toBe(takingsCsvBefore(now));
      expect(totalsCsv, label).toBe(takingsTotalsCsvBefore(totals));
      if (now.length) csvRows += csv.split("\r\n").length;
      for (const e of before) kinds.add(e.kind);
    }
    // Every kind of event was met, so none of the statements was compared on nothing.
    expect([...kinds].sort()).toEqual([
      "adjustment",
      "cancellation",
      "credit_refund",
      "credits_used",
      "desk_pack",
      "money_refund",
      "no_show",
      "online_payment",
      "presence",
      "venue_payment",
    ]);

    expect(csvRows).toBeGreaterThan(1000);

    // The edges fell where they should: both events of the booking marked then cancelled on 1 February,
    const of = (events: TakingsEvent[], booking: number) =>
      events.filter((e) => e.what.startsWith(`Réservation n° ${booking} `)).map((e) => e.kind);
    const feb1 = await takingsEvents(db, "2026-02-01", "2026-02-01");
    expect(of(feb1, edge.markedAndCancelled).sort()).toEqual(["cancellation", "presence", "venue_payment"]);
    expect(of(feb1, edge.noShow)).toEqual(["no_show"]);
    // a cancellation on the last millisecond of February, its session in March,
    const february = await takingsEvents(db, "2026-02-01", "2026-02-28");
    expect(of(february, edge.cancelledBefore).sort()).toEqual(["cancellation"]);
    expect(of(await takingsEvents(db, "2026-03-01", "2026-03-31"), edge.cancelledBefore)).toEqual([]);
    // credits spent on each side of midnight: one event a day, one for the week holding both.
    const spent = (events: TakingsEvent[]) =>
      events.filter((e) => e.kind === "credits_used" && of([e], edge.spentAcrossMidnight).length);
    expect(spent(february).map((e) => e.credits)).toEqual([2]);
    expect(spent(await takingsEvents(db, "2026-03-01", "2026-03-01")).map((e) => e.credits)).toEqual([1]);
    expect(spent(await takingsEvents(db, "2026-02-23", "2026-03-01")).map((e) => e.credits)).toEqual([3]);
  }, 120_000);
});
