import type * as v from "valibot";
import { staffPaths } from "../contract/staff/common";
import { type ReportName, type ReportQuery, type Reports, reportSchemas } from "../contract/staff/reports";
import { api } from "./instance";
import { fetchCsv } from "./staff";

/** The owner's reports: apart from `staff.ts`, so their schemas load with their screen only. */

/** A report of a period, read through its schema. */
export const fetchReport = <K extends ReportName>(name: K, query: ReportQuery, signal?: AbortSignal) =>
  api.request(
    reportSchemas[name] as unknown as v.GenericSchema<unknown, Reports[K]>,
    staffPaths.report(name),
    {
      searchParams: query,
      signal,
    },
  );

/** A report's CSV, as the takings' (bytes kept as the server wrote them). */
export const fetchReportCsv = (name: ReportName, query: { from: string; to: string; by: string }) =>
  fetchCsv(staffPaths.reportCsv(name), query);
