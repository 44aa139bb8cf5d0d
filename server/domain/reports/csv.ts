import { type ReportName, type Reports, revenueMethods } from "../../../src/contract/staff/reports";
import { csvText } from "../staff/takings-csv";

const weekdays = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
const methodNames = { cash: "Espèces", card: "Carte", orange_money: "Orange Money", wave: "Wave" } as const;

/** `12,5` : a share in percent with a French decimal comma; empty when nothing was offered. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? String(Math.round((part / whole) * 1000) / 10).replace(".", ",") : "";
/** `02/03/2026` from `2026-03-02`. */
const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * A report as one table, as the takings' file: a byte-order mark (accents intact in French
 * spreadsheets), `;` between cells, CRLF; its first column says what a row is (a bar of the chart,
 * a service…), so a spreadsheet's filter reads one kind at a time.
 */
function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `${cells.map((c) => (typeof c === "number" ? String(c) : csvText(c))).join(";")}\r\n`;
  return `\ufeff${line(head)}${rows.map(line).join("")}`;
}

const writers: { [K in ReportName]: (r: Reports[K]) => string } = {
  occupancy: (r) =>
    table(
      ["Ligne", "Libellé", "Offert", "Réservé", "Taux (%)"],
      [
        [
          "Total (places)",
          `Du ${frenchDay(r.from)} au ${frenchDay(r.to)}`,
          r.offered,
          r.booked,
          percent(r.booked, r.offered),
        ],
        ...r.services.map((s) => [
          "Service (places)",
          s.name,
          s.offered,
          s.booked,
          percent(s.booked, s.offered),
        ]),
        ...r.hours.map((h) => [
          "Heure (places)",
          `${weekdays[h.weekday]} ${h.hour} h`,
          h.offered,
          h.booked,
          percent(h.booked, h.offered),
        ]),
        ...r.practitioners.map((p) => [
          "Praticien (minutes)",
          p.name,
          p.working_minutes,
          p.booked_minutes,
          percent(p.booked_minutes, p.working_minutes),
        ]),
      ],
    ),
  revenue: (r) =>
    table(
      ["Ligne", "Libellé", ...revenueMethods.map((m) => `${methodNames[m]} (XOF)`), "Nombre", "Total (XOF)"],
      [
        ...r.bars.map((b) => [
          "Période",
          frenchDay(b.start),
          ...revenueMethods.map((m) => b.amounts[m]),
          "",
          revenueMethods.reduce((sum, m) => sum + b.amounts[m], 0),
        ]),
        ...r.services.map((s) => ["Service", s.name, ...revenueMethods.map(() => ""), s.count, s.amount]),
        [
          "Total",
          `Du ${frenchDay(r.from)} au ${frenchDay(r.to)}`,
          ...revenueMethods.map((m) => r.methods.find((x) => x.method === m)?.amount ?? 0),
          r.methods.reduce((sum, m) => sum + m.count, 0),
          r.total,
        ],
      ],
    ),
  credits: (r) =>
    table(
      ["Ligne", "Libellé", "Vendus", "Rendus", "Dépensés", "Expirés"],
      [
        ...r.bars.map((b) => ["Période", frenchDay(b.start), b.sold, b.given, b.spent, b.expired]),
        ["Total", `Du ${frenchDay(r.from)} au ${frenchDay(r.to)}`, r.sold, r.given, r.spent, r.expired],
        ["Encours", `Au ${frenchDay(r.from)}, début de journée`, r.outstanding_start, "", "", ""],
        ["Encours", `Au ${frenchDay(r.to)}, fin de journée`, r.outstanding_end, "", "", ""],
      ],
    ),
  clients: (r) =>
    table(
      ["Ligne", "Libellé", "Clients", "Nouveaux", "Revenus", "Taux (%)"],
      [
        ...r.bars.map((b) => ["Période", frenchDay(b.start), b.active, b.new, b.returning, ""]),
        ["Total", `Du ${frenchDay(r.from)} au ${frenchDay(r.to)}`, r.active, r.new, r.returning, ""],
        ...r.retention.map((x) => [
          "Fidélité",
          `Revenus dans les ${x.days} jours`,
          x.eligible,
          "",
          x.returned,
          percent(x.returned, x.eligible),
        ]),
      ],
    ),
  attendance: (r) =>
    table(
      ["Ligne", "Libellé", "Réservations", "Absences", "Annulations", "Annulations tardives"],
      [
        ...r.bars.map((b) => [
          "Période",
          frenchDay(b.start),
          b.bookings,
          b.no_shows,
          b.cancellations,
          b.late_cancels,
        ]),
        ...r.services.map((s) => [
          "Service",
          s.name,
          s.bookings,
          s.no_shows,
          s.cancellations,
          s.late_cancels,
        ]),
        [
          "Total",
          `Du ${frenchDay(r.from)} au ${frenchDay(r.to)}`,
          r.bookings,
          r.no_shows,
          r.cancellations,
          r.late_cancels,
        ],
      ],
    ),
};

const fileWords: Record<ReportName, string> = {
  occupancy: "occupation",
  revenue: "chiffre-affaires",
  credits: "credits",
  clients: "clients",
  attendance: "absences",
};

/** A report's CSV and its name: `rapport-occupation-2026-03-01-2026-03-31.csv`. */
export function reportCsv<K extends ReportName>(name: K, report: Reports[K]) {
  return {
    fileName: `rapport-${fileWords[name]}-${report.from}-${report.to}.csv`,
    csv: (writers[name] as (r: Reports[K]) => string)(report),
  };
}
