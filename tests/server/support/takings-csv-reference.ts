import type { Db } from "../../../server/db/tables";
import { type Period, summariseGroups, type TakingsEvent } from "../../../server/domain/staff/takings";
import {
  cancelledRows,
  ledgerRows,
  markedRows,
  onlineRows,
  periodInstants,
  providerMethod,
  spentRows,
  venueRows,
} from "../../../server/domain/staff/takings-rows";
import type { Takings } from "../../../src/contract/staff/money";

/**
 * The takings' CSV as it was written before it was read for the file alone: every event of the
 * period as an object (the sessions attended too), summed by `summarise`, written cell by cell by
 * `takingsCsvBefore`. Kept unchanged as an oracle, but for the order of rows of one instant, which
 * its statements never fixed: each is ordered here as SQLite's indexes gave them (instant, then
 * id; payments of one instant by status, then creation), the order the export now asks for. Changed
 * on purpose since: the « Par » of cancellations and refunds (who cancelled, who gave money back),
 * a money refund written as the payment taken in then the same amount out (so the amount column
 * sums to « Total encaissé »), and the totals in a file of their own.
 */

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

/** Everything of the period, oldest first (the events of `takingsCsvBefore`). */
export async function takingsEventsOrdered(db: Db, from: string, to: string): Promise<TakingsEvent[]> {
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
    .orderBy("venuePayments.paidAt")
    .orderBy("venuePayments.id")
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
    .leftJoin("users as giver", "giver.id", "payments.refundDoneBy")
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
      "giver.firstName as giverFirstName",
      "giver.lastName as giverLastName",
      "services.name as serviceName",
      "client.firstName",
      "client.lastName",
    ])
    .orderBy("payments.settledAt")
    .orderBy("payments.status")
    .orderBy("payments.createdAt")
    .orderBy("payments.objectId")
    .orderBy("payments.id")
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
        staff:
          r.refundState === "manual"
            ? r.refundDoneAt === null
              ? "À rendre par le centre"
              : (person(r.giverFirstName, r.giverLastName) ?? "Le centre")
            : r.refundState === null
              ? "Bac à sable"
              : "Automatique",
      });
  }

  const lines = await ledgerRows(db, start, end)
    .innerJoin("users as client", "client.id", "creditRecords.userId")
    .leftJoin("users as staff", "staff.id", "creditRecords.staffId")
    .leftJoin("creditMovements as given", (j) =>
      j.onRef("given.recordId", "=", "creditRecords.id").on("given.delta", ">", 0),
    )
    .leftJoin("bookings as cancelled", "cancelled.id", "given.bookingId")
    .leftJoin("users as canceller", "canceller.id", "cancelled.cancelledBy")
    .select([
      "cancelled.id as cancelledBooking",
      "canceller.firstName as cancellerFirstName",
      "canceller.lastName as cancellerLastName",
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
    .orderBy("creditRecords.createdAt")
    .orderBy("creditRecords.id")
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
        staff:
          r.cancelledBooking === null
            ? common.staff
            : (person(r.cancellerFirstName, r.cancellerLastName) ?? "Client"),
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
    .orderBy("bookings.id")
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
    .leftJoin("users as canceller", "canceller.id", "bookings.cancelledBy")
    .select([
      ...columns,
      "bookings.cancelledAt",
      "canceller.firstName as cancellerFirstName",
      "canceller.lastName as cancellerLastName",
    ])
    .execute();
  const common = (
    r: Pick<(typeof cancelled)[number], "id" | "numberPerson" | "serviceName" | "firstName" | "lastName">,
  ) => ({
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
      sessions.push({
        bookingId: r.id,
        event: {
          ...common(r),
          at: r.cancelledAt,
          kind: "cancellation",
          staff: person(r.cancellerFirstName, r.cancellerLastName) ?? "Client",
        },
      });
  // In booking order, a session before its cancellation: events of one instant keep one order.
  sessions.sort(
    (a, b) =>
      a.bookingId - b.bookingId ||
      Number(a.event.kind === "cancellation") - Number(b.event.kind === "cancellation"),
  );
  for (const s of sessions) events.push(s.event);
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The summary of a period's events, as the screen shows it. */
export function summarise(period: Period, from: string, to: string, events: TakingsEvent[]): Takings {
  return summariseGroups(
    period,
    from,
    to,
    events.map((e) => ({ ...e, count: 1 })),
  );
}

const kindLabels: Record<TakingsEvent["kind"], string> = {
  venue_payment: "Paiement sur place",
  online_payment: "Paiement en ligne",
  desk_pack: "Pack vendu à l'accueil",
  credits_used: "Crédits utilisés",
  credit_refund: "Remboursement en crédits",
  money_refund: "Remboursement d'argent",
  adjustment: "Ajustement de crédits",
  no_show: "Absence",
  presence: "Présence",
  cancellation: "Annulation",
};
const methodLabels: Record<NonNullable<TakingsEvent["method"]>, string> = {
  credits: "Crédits",
  cash: "Espèces",
  card: "Carte",
  orange_money: "Orange Money",
  wave: "Wave",
};

/**
 * A text cell as a spreadsheet must read it: quoted when it holds the separator, a quote or a line
 * break; and a cell that would start a formula (=, +, -, @, also after spaces, or a tab) is led
 * by an apostrophe, since names and references come from people (CSV injection).
 */
function csvTextBefore(value: string): string {
  const safe = /^\s*[=+\-@]/.test(value) || /^[\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const csvNumber = (n: number) => String(n);

const day = (at: Date) =>
  `${at.toISOString().slice(8, 10)}/${at.toISOString().slice(5, 7)}/${at.toISOString().slice(0, 4)}`;
const time = (at: Date) => at.toISOString().slice(11, 16);

/**
 * The period as French spreadsheets open it: UTF-8 with a byte-order mark (accents intact), `;`
 * between cells, CRLF between rows. Each money or credit movement, no-show and cancellation on a
 * row of its own, then the totals.
 */
export function takingsCsvBefore(events: TakingsEvent[]): string {
  const rows: string[][] = [
    [
      "Date",
      "Heure",
      "Opération",
      "Moyen",
      "Montant (XOF)",
      "Crédits",
      "Personnes",
      "Client",
      "Objet",
      "Référence",
      "Par",
    ],
  ];
  const row = (e: TakingsEvent, label: string, amount: number, staff: string | null) =>
    rows.push([
      day(e.at),
      time(e.at),
      csvTextBefore(label),
      e.method ? csvTextBefore(methodLabels[e.method]) : "",
      amount ? csvNumber(amount) : "",
      e.credits ? csvNumber(e.credits) : "",
      e.persons ? csvNumber(e.persons) : "",
      csvTextBefore(e.client),
      csvTextBefore(e.what),
      csvTextBefore(e.reference ?? ""),
      csvTextBefore(staff ?? ""),
    ]);
  for (const e of events) {
    if (e.kind === "presence") continue;
    if (e.kind === "money_refund") {
      row(e, "Paiement en ligne remboursé", e.amount, null);
      row(e, kindLabels[e.kind], -e.amount, e.staff);
    } else row(e, kindLabels[e.kind], e.amount, e.staff);
  }
  return `\ufeff${rows.map((r) => r.join(";")).join("\r\n")}\r\n`;
}

/** The totals' file: the period, then one line a total (money given back negative). */
export function takingsTotalsCsvBefore(takings: Takings): string {
  const rows: string[][] = [
    [
      csvTextBefore(
        `Du ${day(new Date(`${takings.from}T00:00:00Z`))} au ${day(new Date(`${takings.to}T00:00:00Z`))}`,
      ),
      "Nombre",
      "Montant (XOF)",
      "Crédits",
      "Personnes",
    ],
  ];
  const total = (label: string, count: number, amount: number, credits: number, persons = 0) =>
    rows.push([
      csvTextBefore(label),
      csvNumber(count),
      csvNumber(amount),
      csvNumber(credits),
      csvNumber(persons),
    ]);
  for (const line of takings.received) total(`Total ${line.label}`, line.count, line.amount, line.credits);
  total(
    "Total encaissé",
    takings.received.filter((l) => l.method !== "credits").reduce((n, l) => n + l.count, 0),
    takings.total_amount,
    0,
  );
  total("Packs vendus", takings.packs_sold.count, takings.packs_sold.amount, takings.packs_sold.credits);
  total("Remboursements en crédits", takings.refunds.credit_count, 0, takings.refunds.credits);
  total("Remboursements d'argent", takings.refunds.money_count, -takings.refunds.money_amount, 0);
  total("Absences", takings.no_shows.count, 0, 0, takings.no_shows.persons);
  return `\ufeff${rows.map((r) => r.join(";")).join("\r\n")}\r\n`;
}
