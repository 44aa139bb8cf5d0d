import type { Db } from "../../../server/db/tables";
import { dayAfter } from "../../../server/domain/staff/agenda";
import type { TakingsEvent, TakingsMethod } from "../../../server/domain/staff/takings";

const providerMethod = (code: string): TakingsMethod => (code === "PAY03" ? "wave" : "orange_money");
const person = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ""}`.trim();

/**
 * `takingsEvents` as it was before the period's reads got their indexes (one statement per kind,
 * the sessions read with an OR across the slot's start and the cancellation), kept unchanged as an
 * oracle: the tests check that today's statements find exactly what these found.
 */
export async function takingsEventsBefore(db: Db, from: string, to: string): Promise<TakingsEvent[]> {
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
