import type { Takings } from "../../../src/contract/staff/money";
import type { TakingsEvent, TakingsMethod } from "./takings";

/**
 * A row's operation: an event's kind, or the money a refunded online payment took in, written just
 * before its refund so the amount column, summed, is the money kept (the total).
 */
type Kind = TakingsEvent["kind"] | "refunded_payment";

const kindLabels: Record<Kind, string> = {
  venue_payment: "Paiement sur place",
  online_payment: "Paiement en ligne",
  refunded_payment: "Paiement en ligne remboursé",
  desk_pack: "Pack vendu à l'accueil",
  credits_used: "Crédits utilisés",
  credit_refund: "Remboursement en crédits",
  money_refund: "Remboursement d'argent",
  adjustment: "Ajustement de crédits",
  no_show: "Absence",
  presence: "Présence",
  cancellation: "Annulation",
};
const methodLabels: Record<TakingsMethod, string> = {
  credits: "Crédits",
  cash: "Espèces",
  card: "Carte",
  orange_money: "Orange Money",
  wave: "Wave",
};

/** What `csvText` acts on: a first character that may start a formula, a space at an end, `";` or a break. */
const needsCare = /^[\s=+\-@]|\s$|[";\r\n]/;

/**
 * A text cell as a spreadsheet must read it: quoted when it holds the separator, a quote or a line
 * break; and a cell that would start a formula (=, +, -, @, also after spaces, or a tab) is led
 * by an apostrophe, since names and references come from people (CSV injection).
 */
export function csvText(value: string): string {
  // Most cells need nothing: one test instead of three.
  if (!needsCare.test(value)) return value;
  const safe = /^\s*[=+\-@]/.test(value) || /^[\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}
/** A count or an amount (money out negative); nothing for zero on an event's row. */
const csvNumber = (n: number) => String(n);
const orEmpty = (n: number) => (n ? String(n) : "");

const kindCells = Object.fromEntries(Object.entries(kindLabels).map(([k, l]) => [k, csvText(l)])) as Record<
  Kind,
  string
>;
const methodCells = Object.fromEntries(
  Object.entries(methodLabels).map(([m, l]) => [m, csvText(l)]),
) as Record<TakingsMethod, string>;

const DAY_MS = 86_400_000;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const dayText = (at: Date) =>
  `${at.toISOString().slice(8, 10)}/${at.toISOString().slice(5, 7)}/${at.toISOString().slice(0, 4)}`;

/**
 * `dd/mm/yyyy;hh:mm` of an instant in milliseconds (UTC, Dakar's time): a period's rows share a
 * few dozen days, so each day's text is worked out once.
 */
function instantCells() {
  const days = new Map<number, string>();
  return (ms: number) => {
    const dayNumber = Math.floor(ms / DAY_MS);
    let day = days.get(dayNumber);
    if (day === undefined) {
      day = dayText(new Date(dayNumber * DAY_MS));
      days.set(dayNumber, day);
    }
    const inDay = ms - dayNumber * DAY_MS;
    return `${day};${pad(Math.floor(inDay / 3_600_000))}:${pad(Math.floor((inDay % 3_600_000) / 60_000))}`;
  };
}

/**
 * Writes an event's row, `;` between cells, ending with CRLF; its cells given one by one (a month
 * has thousands of rows: no object per row). Zero amounts, credits and persons are left empty; money
 * given back is negative, so the amount column sums to « Total encaissé ».
 */
export function csvRowWriter() {
  const instant = instantCells();
  return (
    ms: number,
    kind: Kind,
    method: TakingsMethod | null,
    amount: number,
    credits: number,
    persons: number,
    client: string,
    what: string,
    reference: string | null,
    staff: string | null,
  ) =>
    `${instant(ms)};${kindCells[kind]};${method ? methodCells[method] : ""};${orEmpty(amount)};${orEmpty(
      credits,
    )};${orEmpty(persons)};${csvText(client)};${csvText(what)};${csvText(reference ?? "")};${csvText(staff ?? "")}\r\n`;
}

/** The first row: a byte-order mark (accents intact in French spreadsheets), then the columns. */
export const csvHead =
  "\ufeffDate;Heure;Opération;Moyen;Montant (XOF);Crédits;Personnes;Client;Objet;Référence;Par\r\n";

/**
 * The totals, in a file of their own: the operations' file stays one table (a spreadsheet's filter
 * and sum of a column read operations only). Money given back is negative, as in the operations.
 */
export function csvTotals(takings: Takings): string {
  const rows: string[] = [];
  const total = (label: string, count: number, amount: number, credits: number, persons = 0) =>
    rows.push(
      `${csvText(label)};${csvNumber(count)};${csvNumber(amount)};${csvNumber(credits)};${csvNumber(persons)}`,
    );
  rows.push(
    `\ufeff${csvText(
      `Du ${dayText(new Date(`${takings.from}T00:00:00Z`))} au ${dayText(new Date(`${takings.to}T00:00:00Z`))}`,
    )};Nombre;Montant (XOF);Crédits;Personnes`,
  );
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
  return rows.map((r) => `${r}\r\n`).join("");
}

/** `recettes-2026-03-02-jour.csv`, and its totals `recettes-2026-03-02-jour-totaux.csv`. */
export const takingsFileName = (takings: Takings, totals = false) =>
  `recettes-${takings.from}-${takings.period === "day" ? "jour" : takings.period === "week" ? "semaine" : "mois"}${totals ? "-totaux" : ""}.csv`;

/** Who gave back a money refund, in the « Par » column: the provider, or the centre by hand. */
export function refundedBy(
  state: "due" | "sent" | "manual" | null,
  done: boolean,
  doneBy: string | null,
): string {
  if (state === "manual") return done ? (doneBy ?? "Le centre") : "À rendre par le centre";
  return state ? "Automatique" : "Bac à sable";
}

/** Who cancelled, in the « Par » column: the staff member, or the client in the app. */
export const cancelledBy = (staff: string | null) => staff ?? "Client";
