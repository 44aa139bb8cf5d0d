import type { ReportName, Reports } from "../../../src/contract/staff/reports";
import type { Db } from "../../db/tables";
import { attendanceOf } from "./attendance";
import { clientsOf } from "./clients";
import { creditsOf } from "./credits";
import { occupancyOf } from "./occupancy";
import type { ReportPeriod } from "./period";
import { revenueOf } from "./revenue";

/** Each report's reading: the period, and now (what has expired, whose 30 days have passed). */
const readers: { [K in ReportName]: (db: Db, period: ReportPeriod, now: Date) => Promise<Reports[K]> } = {
  occupancy: (db, period) => occupancyOf(db, period),
  revenue: (db, period) => revenueOf(db, period),
  credits: creditsOf,
  clients: clientsOf,
  attendance: (db, period) => attendanceOf(db, period),
};

export const readReport = <K extends ReportName>(db: Db, name: K, period: ReportPeriod, now: Date) =>
  readers[name](db, period, now) as Promise<Reports[K]>;
