import { type Compilable, sql } from "kysely";
import type { Db } from "../../db/tables";
import { type Period, summariseGroups, type TakingsGroup } from "./takings";
import { csvHead, csvRowWriter, csvTotals, takingsFileName } from "./takings-csv";
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

/** Rows in statement order, with each row's instant and its rank among rows of one instant. */
type Ordered = { ms: number[]; tie: number[]; lines: string[] };
const ordered = (): Ordered => ({ ms: [], tie: [], lines: [] });

/** Lists each in order merged into one: by instant, then `tie`, then the list's place. */
function merge(lists: Ordered[]): Ordered {
  const out = ordered();
  const next = lists.map(() => 0);
  for (;;) {
    let best = -1;
    let bestMs = 0;
    let bestTie = 0;
    lists.forEach((list, i) => {
      const k = next[i] as number;
      if (k >= list.lines.length) return;
      const ms = list.ms[k] as number;
      const tie = list.tie[k] as number;
      if (best < 0 || ms < bestMs || (ms === bestMs && tie < bestTie)) {
        best = i;
        bestMs = ms;
        bestTie = tie;
      }
    });
    if (best < 0) return out;
    const list = lists[best] as Ordered;
    const k = next[best] as number;
    out.ms.push(bestMs);
    out.tie.push(bestTie);
    out.lines.push(list.lines[k] as string);
    next[best] = k + 1;
  }
}

/** A person's name as the screens write it, worked out by the database: `first last`, or null. */
const fullName = (first: string, last: string) =>
  sql<string | null>`${sql.ref(first)} || ' ' || coalesce(${sql.ref(last)}, '')`;
const named = (name: string | null) => (name === null ? "" : name.trim());

/**
 * The CSV of a period: its money and credit movements, no-shows and cancellations, oldest first,
 * then the totals. Reads what the file prints only (not the sessions attended, which it never
 * prints), and writes each row as it comes, without an object per event.
 */
export async function takingsExport(db: Db, period: Period, from: string, to: string) {
  const { start, end } = periodInstants(from, to);
  // Thousands of rows: read without the camel-case plugin, whose renaming of every column of every
  // row cost more than the statements (the aliases below are one word, the same in both cases);
  // instants keep their milliseconds (no alias ends in `_at`).
  const raw = db.withoutPlugins();
  const rows = async <R>(query: Compilable<R>) => (await raw.executeQuery(query.compile())).rows;

  // A dozen services, a few staff: their names read once, not joined on every row.
  const services = new Map(
    (await db.selectFrom("services").select(["id", "name"]).execute()).map((s) => [s.id, s.name]),
  );
  const serviceOf = (id: number | null) => (id === null ? "" : (services.get(id) ?? ""));
  const staffNames = new Map<number, string>();
  const staffOf = (id: number | null) => (id === null ? null : (staffNames.get(id) ?? null));
  const learnStaff = async (ids: (number | null)[]) => {
    const unknown = [...new Set(ids)].filter((id) => id !== null && !staffNames.has(id)) as number[];
    if (unknown.length)
      for (const s of await db
        .selectFrom("users")
        .select(["id", "firstName", "lastName"])
        .where("id", "in", unknown)
        .execute())
        if (s.firstName !== null) staffNames.set(s.id, `${s.firstName} ${s.lastName ?? ""}`.trim());
  };

  const row = csvRowWriter();
  const groups = new Map<string, TakingsGroup>();
  /** Counts an event in its group: the totals, summed as the screen's (`summariseGroups`). */
  const count = (
    kind: TakingsGroup["kind"],
    method: TakingsGroup["method"],
    amount: number,
    credits: number,
    persons: number,
    pack = false,
    pending = false,
  ) => {
    // An adjustment's sign is told apart, as the screen's groups do.
    const key = `${kind} ${method} ${pack} ${pending} ${credits < 0}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { kind, method, pack, pending, count: 1, amount, credits, persons });
    else {
      group.count++;
      group.amount += amount;
      group.credits += credits;
      group.persons += persons;
    }
  };
  const push = (list: Ordered, ms: number, line: string, tie = 0) => {
    list.ms.push(ms);
    list.tie.push(tie);
    list.lines.push(line);
  };

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
      const amount = r.refunded ?? 0;
      push(online, ms, row(ms, "money_refund", method, amount, 0, 0, client, what, r.id, null));
      count("money_refund", method, amount, 0, 0, false, r.refund === "manual" && r.given === null);
    }
  }

  const ledger = ordered();
  const ledgerRead = await rows(
    ledgerRows(db, start, end)
      .innerJoin("users as client", "client.id", "creditRecords.userId")
      .select([
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
      push(ledger, ms, row(ms, "credit_refund", null, 0, r.credits, 0, client, r.service, null, staff));
      count("credit_refund", null, 0, r.credits, 0);
    }
  }

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

  // The no-shows (the sessions attended are not printed) and the cancellations: of one instant, in
  // booking order, a session before its cancellation.
  const noShows = ordered();
  const noShowRead = await rows(
    markedRows(db, start, end)
      .where("bookings.attendance", "=", "absent")
      .innerJoin("users as client", "client.id", "bookings.userId")
      .select([
        "slots.startsAt as ms",
        "bookings.id as booking",
        "bookings.numberPerson as persons",
        "bookings.serviceId as service",
        "bookings.attendanceBy as staff",
        fullName("client.firstName", "client.lastName").as("client"),
      ])
      .orderBy("slots.startsAt")
      .orderBy("bookings.id"),
  );
  await learnStaff(noShowRead.map((r) => r.staff));
  for (const r of noShowRead) {
    const ms = Number(r.ms);
    const what = `Réservation n° ${r.booking} — ${serviceOf(r.service)}`;
    const line = row(ms, "no_show", null, 0, 0, r.persons, named(r.client), what, null, staffOf(r.staff));
    push(noShows, ms, line, 2 * r.booking);
    count("no_show", null, 0, 0, r.persons);
  }
  const cancellations = ordered();
  const cancelledRead = await rows(
    cancelledRows(db, start, end)
      .innerJoin("users as client", "client.id", "bookings.userId")
      .select([
        "bookings.cancelledAt as ms",
        "bookings.id as booking",
        "bookings.numberPerson as persons",
        "bookings.serviceId as service",
        fullName("client.firstName", "client.lastName").as("client"),
      ])
      .orderBy("bookings.cancelledAt")
      .orderBy("bookings.id"),
  );
  for (const r of cancelledRead) {
    const ms = Number(r.ms);
    const what = `Réservation n° ${r.booking} — ${serviceOf(r.service)}`;
    const line = row(ms, "cancellation", null, 0, 0, r.persons, named(r.client), what, null, null);
    push(cancellations, ms, line, 2 * r.booking + 1);
    count("cancellation", null, 0, 0, r.persons);
  }
  const sessions = merge([noShows, cancellations]);
  sessions.tie.fill(0);

  const takings = summariseGroups(period, from, to, [...groups.values()]);
  const { lines } = merge([venue, online, ledger, spent, sessions]);
  return {
    fileName: takingsFileName(takings),
    csv: `${csvHead}${lines.join("")}${csvTotals(takings)}`,
  };
}
