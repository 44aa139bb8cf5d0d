import type { Takings } from "../../../src/contract/staff/money";
import type { TakingsEvent } from "./takings";

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
export function csvText(value: string): string {
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
export function takingsCsv(takings: Takings, events: TakingsEvent[]): string {
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
  for (const e of events) {
    if (e.kind === "presence") continue;
    rows.push([
      day(e.at),
      time(e.at),
      csvText(kindLabels[e.kind]),
      e.method ? csvText(methodLabels[e.method]) : "",
      e.amount ? csvNumber(e.amount) : "",
      e.credits ? csvNumber(e.credits) : "",
      e.persons ? csvNumber(e.persons) : "",
      csvText(e.client),
      csvText(e.what),
      csvText(e.reference ?? ""),
      csvText(e.staff ?? ""),
    ]);
  }
  // The totals under the same columns (amount, credits, persons), their count second.
  const total = (label: string, count: number, amount: number, credits: number, persons = 0) =>
    rows.push([
      csvText(label),
      csvNumber(count),
      "",
      "",
      csvNumber(amount),
      csvNumber(credits),
      csvNumber(persons),
    ]);
  rows.push([]);
  rows.push([
    csvText(
      `Du ${day(new Date(`${takings.from}T00:00:00Z`))} au ${day(new Date(`${takings.to}T00:00:00Z`))}`,
    ),
    "Nombre",
    "",
    "",
    "Montant (XOF)",
    "Crédits",
    "Personnes",
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
  total("Remboursements d'argent", takings.refunds.money_count, takings.refunds.money_amount, 0);
  total("Absences", takings.no_shows.count, 0, 0, takings.no_shows.persons);
  return `\ufeff${rows.map((r) => r.join(";")).join("\r\n")}\r\n`;
}

/** `recettes-2026-03-02-jour.csv`. */
export const takingsFileName = (takings: Takings) =>
  `recettes-${takings.from}-${takings.period === "day" ? "jour" : takings.period === "week" ? "semaine" : "mois"}.csv`;
