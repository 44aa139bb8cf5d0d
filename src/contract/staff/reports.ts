import * as v from "valibot";
import { dayString } from "./common";

/** The owner's reports (`GET staff/reports/<name>/`, admins only), each with its CSV. */
export const reportNames = ["occupancy", "revenue", "credits", "clients", "attendance"] as const;
export type ReportName = (typeof reportNames)[number];

export const reportSteps = ["day", "week", "month", "year"] as const;
export type ReportStep = (typeof reportSteps)[number];

export const reportMessages = {
  step: "Découpage invalide : jour, semaine, mois ou année.",
  year: "Année invalide : choisissez une date entre 2000 et 2100.",
  order: "La date de fin doit suivre la date de début.",
  tooLong: "Période trop longue : trois ans au plus.",
  tooManyBars: "Trop de colonnes pour ce découpage : choisissez la semaine, le mois ou l'année.",
} as const;

/**
 * A report's period: `from` to `to` (both included; the current month without them) cut into
 * days, weeks (Monday to Sunday), months or years for its chart.
 */
export const reportQuerySchema = v.object({
  from: v.optional(dayString),
  to: v.optional(dayString),
  by: v.optional(v.picklist(reportSteps, reportMessages.step), "day"),
});
export type ReportQuery = v.InferInput<typeof reportQuerySchema>;

const period = {
  from: v.string(),
  to: v.string(),
  by: v.picklist(reportSteps),
};
/** One bar of a chart: the first day of its day, week, month or year. */
const bar = <T extends v.ObjectEntries>(entries: T) => v.object({ start: v.string(), ...entries });

/** Places booked over places offered on the period's slots. */
export const occupancySchema = v.object({
  ...period,
  offered: v.number(),
  booked: v.number(),
  services: v.array(v.object({ id: v.number(), name: v.string(), offered: v.number(), booked: v.number() })),
  /** Weekday 0 = Monday, hour 0–23 of the slots' start. */
  hours: v.array(
    v.object({ weekday: v.number(), hour: v.number(), offered: v.number(), booked: v.number() }),
  ),
  /** Minutes with a session over minutes of work (their hours within the centre's, less absences). */
  practitioners: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      sessions: v.number(),
      booked_minutes: v.number(),
      working_minutes: v.number(),
    }),
  ),
});
export type Occupancy = v.InferOutput<typeof occupancySchema>;

export const revenueMethods = ["cash", "card", "orange_money", "wave"] as const;
export type RevenueMethod = (typeof revenueMethods)[number];
const byMethod = v.object({ cash: v.number(), card: v.number(), orange_money: v.number(), wave: v.number() });

/** Money taken (XOF): bookings paid at the desk or online, packs sold; as the takings count it. */
export const revenueSchema = v.object({
  ...period,
  total: v.number(),
  bars: v.array(bar({ amounts: byMethod })),
  methods: v.array(v.object({ method: v.picklist(revenueMethods), count: v.number(), amount: v.number() })),
  /** `id` null: the packs of credits. */
  services: v.array(
    v.object({ id: v.nullable(v.number()), name: v.string(), count: v.number(), amount: v.number() }),
  ),
});
export type Revenue = v.InferOutput<typeof revenueSchema>;

const creditFlows = { sold: v.number(), given: v.number(), spent: v.number(), expired: v.number() };
/** Credits sold, given back, spent and expired; and the balance clients hold (the centre's liability). */
export const creditsReportSchema = v.object({
  ...period,
  ...creditFlows,
  bars: v.array(bar(creditFlows)),
  outstanding_start: v.number(),
  outstanding_end: v.number(),
});
export type CreditsReport = v.InferOutput<typeof creditsReportSchema>;

const clientCounts = { active: v.number(), new: v.number(), returning: v.number() };
/** Clients with a session: first ever, or back; and how many new ones came back within 30 and 90 days. */
export const clientsReportSchema = v.object({
  ...period,
  ...clientCounts,
  bars: v.array(bar(clientCounts)),
  retention: v.array(v.object({ days: v.number(), eligible: v.number(), returned: v.number() })),
});
export type ClientsReport = v.InferOutput<typeof clientsReportSchema>;

const attendanceCounts = {
  bookings: v.number(),
  no_shows: v.number(),
  cancellations: v.number(),
  late_cancels: v.number(),
};
/** Sessions of the period: booked, no-shows, cancelled, cancelled inside the cut-off. */
export const attendanceReportSchema = v.object({
  ...period,
  ...attendanceCounts,
  cutoff_hours: v.number(),
  bars: v.array(bar(attendanceCounts)),
  services: v.array(v.object({ id: v.number(), name: v.string(), ...attendanceCounts })),
});
export type AttendanceReport = v.InferOutput<typeof attendanceReportSchema>;

export const reportSchemas = {
  occupancy: occupancySchema,
  revenue: revenueSchema,
  credits: creditsReportSchema,
  clients: clientsReportSchema,
  attendance: attendanceReportSchema,
} as const;
export type Reports = { [K in ReportName]: v.InferOutput<(typeof reportSchemas)[K]> };
