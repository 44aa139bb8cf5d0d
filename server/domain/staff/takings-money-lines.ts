import { cancelledBy, refundedBy } from "./takings-csv";
import { fullName, named, type Ordered, ordered, push, type TakingsRead } from "./takings-lines";
import { ledgerRows, onlineRows, providerMethod, spentRows, venueRows } from "./takings-rows";

/** Bookings paid at the venue. */
export async function venueLines(read: TakingsRead): Promise<Ordered> {
  const { db, start, end, rows, learnStaff, serviceOf, staffOf, row, count } = read;
  const venue = ordered();
  const venueRead = await rows(
    venueRows(db, start, end)
      .innerJoin("bookings", "bookings.id", "venuePayments.bookingId")
      .innerJoin("users as client", "client.id", "bookings.userId")
      .select([
        "venuePayments.paidAt as ms",
        "venuePayments.method as method",
        "venuePayments.amount as amount",
        "venuePayments.reference as reference",
        "venuePayments.staffId as staff",
        "bookings.id as booking",
        "bookings.serviceId as service",
        fullName("client.firstName", "client.lastName").as("client"),
      ])
      .orderBy("venuePayments.paidAt")
      .orderBy("venuePayments.id"),
  );
  await learnStaff(venueRead.map((r) => r.staff));
  for (const r of venueRead) {
    const ms = Number(r.ms);
    const what = `Réservation n° ${r.booking} — ${serviceOf(r.service)}`;
    push(
      venue,
      ms,
      row(
        ms,
        "venue_payment",
        r.method,
        r.amount,
        0,
        0,
        named(r.client),
        what,
        r.reference,
        staffOf(r.staff),
      ),
    );
    count("venue_payment", r.method, r.amount, 0, 0);
  }
  return venue;
}

/** Provider payments settled in the period: paid, or their money given back. */
export async function onlineLines(read: TakingsRead): Promise<Ordered> {
  const { db, start, end, rows, learnStaff, serviceOf, staffOf, row, count } = read;
  const online = ordered();
  const onlineRead = await rows(
    onlineRows(db, start, end)
      .innerJoin("users as client", "client.id", "payments.userId")
      .leftJoin("bookings", (j) =>
        j.onRef("bookings.id", "=", "payments.objectId").on("payments.purpose", "=", "booking"),
      )
      .select([
        "payments.id as id",
        "payments.status as status",
        "payments.method as method",
        "payments.purpose as purpose",
        "payments.objectId as object",
        "payments.amount as amount",
        "payments.settledAt as ms",
        "payments.packName as pack",
        "payments.packCredits as credits",
        "payments.refundState as refund",
        "payments.refundAmount as refunded",
        "payments.refundDoneAt as given",
        "payments.refundDoneBy as giver",
        "bookings.serviceId as service",
        fullName("client.firstName", "client.lastName").as("client"),
      ])
      // Of one instant: a refund before a payment (as the index on status and instant gave them),
      // then the first created. Payments' ids are random: the order SQLite happened to store them
      // in had no name, and PostgreSQL's none at all.
      .orderBy("payments.settledAt")
      .orderBy("payments.status")
      .orderBy("payments.createdAt")
      .orderBy("payments.objectId")
      .orderBy("payments.id"),
  );
  await learnStaff(onlineRead.map((r) => r.giver));
  for (const r of onlineRead) {
    const ms = r.ms === null ? start.getTime() : Number(r.ms);
    const isPack = r.purpose === "pack";
    const method = providerMethod(r.method);
    const what = isPack ? (r.pack ?? "Pack") : `Réservation n° ${r.object} — ${serviceOf(r.service)}`;
    const client = named(r.client);
    if (r.status === "success") {
      const credits = isPack ? (r.credits ?? 0) : 0;
      push(online, ms, row(ms, "online_payment", method, r.amount, credits, 0, client, what, r.id, null));
      count("online_payment", method, r.amount, credits, 0, isPack);
    } else {
      // The money the provider took, then the same given back: in and out, as a statement shows.
      const amount = r.refunded ?? 0;
      push(online, ms, row(ms, "refunded_payment", method, amount, 0, 0, client, what, r.id, null));
      const by = refundedBy(r.refund, r.given !== null, staffOf(r.giver));
      push(online, ms, row(ms, "money_refund", method, -amount, 0, 0, client, what, r.id, by));
      count("money_refund", method, amount, 0, 0, false, r.refund === "manual" && r.given === null);
    }
  }
  return online;
}

/** The ledger's lines written at the desk or by a refund: packs sold, adjustments, credits given back. */
export async function ledgerLines(read: TakingsRead): Promise<Ordered> {
  const { db, start, end, rows, learnStaff, staffOf, row, count } = read;
  const ledger = ordered();
  const ledgerRead = await rows(
    ledgerRows(db, start, end)
      .innerJoin("users as client", "client.id", "creditRecords.userId")
      .select([
        "creditRecords.id as id",
        "creditRecords.createdAt as ms",
        "creditRecords.origin as origin",
        "creditRecords.staffEntry as entry",
        "creditRecords.serviceName as service",
        "creditRecords.originalCreditNumber as credits",
        "creditRecords.creditRealPrice as price",
        "creditRecords.saleMethod as method",
        "creditRecords.saleReference as reference",
        "creditRecords.note as note",
        "creditRecords.staffId as staff",
        fullName("client.firstName", "client.lastName").as("client"),
      ])
      .orderBy("creditRecords.createdAt")
      .orderBy("creditRecords.id"),
  );
  await learnStaff(ledgerRead.map((r) => r.staff));
  // Credits given back by a cancellation: who cancelled, read from the booking their movement names
  // (written at the record's instant, so found by the period's index on movements).
  const cancellers = new Map(
    (
      await db
        .selectFrom("creditMovements")
        .innerJoin("bookings", "bookings.id", "creditMovements.bookingId")
        .select(["creditMovements.recordId as record", "bookings.cancelledBy as by"])
        .where("creditMovements.createdAt", ">=", start)
        .where("creditMovements.createdAt", "<", end)
        .where("creditMovements.delta", ">", 0)
        .execute()
    ).map((m) => [m.record, m.by]),
  );
  await learnStaff([...cancellers.values()]);
  for (const r of ledgerRead) {
    const ms = Number(r.ms);
    const client = named(r.client);
    const staff = staffOf(r.staff);
    if (r.entry === "pack_sale") {
      push(
        ledger,
        ms,
        row(ms, "desk_pack", r.method, r.price, r.credits, 0, client, r.service, r.reference, staff),
      );
      count("desk_pack", r.method, r.price, r.credits, 0, true);
    } else if (r.entry === "adjustment") {
      const credits = r.origin === "booking" ? -r.credits : r.credits;
      push(ledger, ms, row(ms, "adjustment", null, 0, credits, 0, client, r.note ?? r.service, null, staff));
      count("adjustment", null, 0, credits, 0);
    } else {
      const by = cancellers.has(r.id) ? cancelledBy(staffOf(cancellers.get(r.id) ?? null)) : staff;
      push(ledger, ms, row(ms, "credit_refund", null, 0, r.credits, 0, client, r.service, null, by));
      count("credit_refund", null, 0, r.credits, 0);
    }
  }
  return ledger;
}

/** Credits spent on bookings. */
export async function spentLines(read: TakingsRead): Promise<Ordered> {
  const { db, start, end, rows, serviceOf, row, count } = read;
  // One event per booking that spent credits, at its first movement of the period.
  const spent = ordered();
  const spentRead = await rows(
    spentRows(db, start, end)
      .innerJoin("users as client", "client.id", "bookings.userId")
      .select((eb) => [
        "bookings.id as booking",
        "bookings.serviceId as service",
        fullName("client.firstName", "client.lastName").as("client"),
        eb.fn.min("creditMovements.createdAt").as("ms"),
        eb.fn.sum<number>("creditMovements.delta").as("delta"),
      ])
      .groupBy(["bookings.id", "bookings.serviceId", "client.firstName", "client.lastName"])
      .orderBy("ms")
      .orderBy("bookings.id"),
  );
  for (const r of spentRead) {
    const ms = Number(r.ms);
    const credits = -Number(r.delta);
    const what = `Réservation n° ${r.booking} — ${serviceOf(r.service)}`;
    push(spent, ms, row(ms, "credits_used", "credits", 0, credits, 0, named(r.client), what, null, null));
    count("credits_used", "credits", 0, credits, 0);
  }
  return spent;
}
