import { type Context, Hono } from "hono";
import { type ReportName, reportNames, reportQuerySchema } from "../../src/contract/staff/reports";
import type { AppDeps } from "../deps";
import { reportPeriod } from "../domain/reports/period";
import { isoDay } from "../domain/schedule";
import { deskAnswers, deskVersion } from "../domain/staff/desk-version";
import type { JobResult } from "../heavy-reads/jobs";
import { heavyRead } from "../heavy-reads/run";
import { sendCachedJson } from "../lib/answer-cache";
import { validate } from "../lib/http";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/**
 * The owner's reports, admins only: each read in the database by sums over the period, as a
 * heavy read (years of data). Their files name no client (services, practitioners, figures), so
 * as the takings' totals they are not written to the audit log.
 */
type Report = JobResult<"report">;

export function staffReportRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  app.use("/reports/*", requireAdmin);

  // Each report of a period, and its file, kept until a write moves the desk version (a minute at
  // most: what has expired, whose 30 days have passed, moves with the clock): the owner going back
  // and forth between cuts and periods, or a second admin opening the same, reads once.
  const kept = deskAnswers<Report>(deps.db, 40);

  const read = async (c: Context, csv: boolean) => {
    const name = c.req.param("name") as ReportName;
    if (!reportNames.includes(name)) return c.notFound();
    const parsed = validate(reportQuerySchema, c.req.query());
    if (!parsed.ok) return c.json(parsed.errors, 400);
    const now = deps.clock.now();
    const checked = reportPeriod(parsed.data, isoDay(now));
    if (!checked.ok) return c.json({ [checked.field]: [checked.message] }, 400);
    const { from, to, by } = checked.period;
    const answer = await kept.get(`${name}/${from}/${to}/${by}/${csv}`, now.getTime(), async () => {
      const version = await deskVersion(deps.db);
      const value = await heavyRead(deps, "report", name, from, to, by, now.getTime(), csv);
      return { value, version, validUntil: Number.POSITIVE_INFINITY };
    });
    if (!answer) throw new Error("Rapport non lu.");
    return answer;
  };

  app.get("/reports/:name/", async (c) => {
    const answer = await read(c, false);
    return answer instanceof Response ? answer : c.json(answer.report);
  });
  app.get("/reports/:name/export.csv", async (c) => {
    const answer = await read(c, true);
    if (answer instanceof Response) return answer;
    c.header("Content-Disposition", `attachment; filename="${answer.fileName}"`);
    return sendCachedJson(c, { bytes: Buffer.from(answer.csv), encoded: {} }, "text/csv; charset=utf-8");
  });
  return app;
}
