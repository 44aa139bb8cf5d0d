import { type Context, Hono } from "hono";
import * as v from "valibot";
import { auditQuerySchema } from "../../src/contract/staff/audit";
import { contactInboxQuerySchema, markReadRequestSchema } from "../../src/contract/staff/messages";
import { refundQuerySchema, takingsQuerySchema } from "../../src/contract/staff/money";
import type { AppDeps } from "../deps";
import { isoDay } from "../domain/schedule";
import { type AuditCursor, pageOfAudit } from "../domain/staff/audit";
import { noteReading } from "../domain/staff/audit-readings";
import { auditWalks } from "../domain/staff/audit-walks";
import { deskAnswers, deskVersion } from "../domain/staff/desk-version";
import { countInbox, inboxMessages, markRead, pageOfInbox } from "../domain/staff/inbox";
import { listManualRefunds, markRefundDone } from "../domain/staff/money-owed";
import { type Period, periodBounds } from "../domain/staff/takings";
import { heavyRead } from "../heavy-reads/run";
import { type CachedJson, cachedJson, sendCachedJson } from "../lib/answer-cache";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { reply, validate } from "../lib/http";
import { cursorLink, paginate } from "../lib/pagination";
import { pathId } from "../lib/path-params";
import { requireAdmin, type StaffVars } from "../lib/staff-auth";

/** Money owed back, messages, takings and the audit log (this last for admins). */
export function staffOfficeRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();

  app.get("/refunds/", async (c) => {
    const { state } = v.parse(refundQuerySchema, c.req.query());
    return c.json(await listManualRefunds(deps.db, state));
  });
  app.post("/refunds/:id/done/", async (c) =>
    reply(c, toAnswer(await markRefundDone(deps, c.get("staff"), c.req.param("id")))),
  );

  app.get("/messages/", async (c) => {
    const query = v.parse(contactInboxQuerySchema, c.req.query());
    const page = await paginate(
      c,
      query,
      () => countInbox(deps.db, query.state),
      (limit, offset) => pageOfInbox(deps.db, query.state, limit, offset),
      (item) => item,
    );
    return c.json({ ...page.body, unread_count: await countInbox(deps.db, "unread") });
  });
  app.post("/messages/:id/read/", pathId(inboxMessages.notFound), body(markReadRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    return reply(c, toAnswer(await markRead(deps, c.get("staff"), id, input.read)));
  });

  // A period's takings and their file, kept until a write moves the desk version: the month
  // reloaded by several desks, or exported again, is read once.
  const takings = deskAnswers<CachedJson>(deps.db, 30);
  const versioned = async <T>(read: () => Promise<T>) => {
    const version = await deskVersion(deps.db);
    return { value: await read(), version, validUntil: Number.POSITIVE_INFINITY };
  };

  app.get("/takings/", async (c) => {
    const parsed = validate(takingsQuerySchema, c.req.query());
    if (!parsed.ok) return c.json(parsed.errors, 400);
    const { period } = parsed.data;
    const now = deps.clock.now();
    const date = parsed.data.date ?? isoDay(now);
    // Keyed by the period, not the day asked: every day of a month reads the month's one answer.
    const answer = await takings.get(`${period}/${periodBounds(period, date).from}`, now.getTime(), () =>
      versioned(async () => cachedJson(await heavyRead(deps, "takings", period, date))),
    );
    if (!answer) throw new Error("Recettes non lues.");
    return sendCachedJson(c, answer);
  });
  type ExportFile = { name: string; file: CachedJson };
  const exports = deskAnswers<{ from: string; to: string; rows: ExportFile; totals: ExportFile }>(deps.db, 6);
  /** A period's two files, read together (the totals summed from the rows listed). */
  const exported = async (query: { period: Period; date?: string | undefined }) => {
    const now = deps.clock.now();
    const date = query.date ?? isoDay(now);
    const kept = await exports.get(
      `${query.period}/${periodBounds(query.period, date).from}`,
      now.getTime(),
      () =>
        versioned(async () => {
          const read = await heavyRead(deps, "takingsExport", query.period, date);
          const file = (name: string, text: string) => ({
            name,
            file: { bytes: Buffer.from(text), encoded: {} },
          });
          return {
            from: read.from,
            to: read.to,
            rows: file(read.fileName, read.csv),
            totals: file(read.totalsFileName, read.totalsCsv),
          };
        }),
    );
    if (!kept) throw new Error("Recettes non lues.");
    return kept;
  };
  const sendCsv = (c: Context, { name, file }: ExportFile) => {
    c.header("Content-Disposition", `attachment; filename="${name}"`);
    return sendCachedJson(c, file, "text/csv; charset=utf-8");
  };
  // The export is written to the audit log (once per quarter of an hour for the same period and
  // person, as a client's record): it carries clients' names out of the back-office.
  app.get("/takings/export.csv", async (c) => {
    const parsed = validate(takingsQuerySchema, c.req.query());
    if (!parsed.ok) return c.json(parsed.errors, 400);
    const { from, to, rows } = await exported(parsed.data);
    const staff = c.get("staff");
    const summary = `Recettes du ${from} au ${to} exportées (CSV).`;
    await noteReading(
      deps,
      { staffId: staff.id, action: "takings.exported", summary },
      {
        staffId: staff.id,
        action: "takings.exported",
        summary,
        data: { period: parsed.data.period, from, to },
      },
    );
    return sendCsv(c, rows);
  });
  // The totals name nobody: as the screen, not written to the audit log.
  app.get("/takings/totals.csv", async (c) => {
    const parsed = validate(takingsQuerySchema, c.req.query());
    if (!parsed.ok) return c.json(parsed.errors, 400);
    return sendCsv(c, (await exported(parsed.data)).totals);
  });

  app.get("/audit/", requireAdmin, async (c) => {
    const query = v.parse(auditQuerySchema, c.req.query());
    const filter = {
      bookingId: query.booking_id === undefined ? undefined : Number(query.booking_id),
      clientId: query.client_id === undefined ? undefined : Number(query.client_id),
      staffId: query.staff_id === undefined ? undefined : Number(query.staff_id),
    };
    const cursor = {
      before: query.before === undefined ? undefined : Number(query.before),
      after: query.after === undefined ? undefined : Number(query.after),
    };
    const page = await pageOfAudit(deps.db, filter, cursor, query.page_size);
    const link = (to: AuditCursor | null) => to && cursorLink(c, to);
    return c.json({ next: link(page.next), previous: link(page.previous), results: page.results });
  });
  // The chain walked again: whole at most every five minutes, else from the end last found whole.
  const checkChain = auditWalks(
    (from) => heavyRead(deps, "auditVerify", new Uint8Array(deps.config.jwtSecret), from),
    () => deps.clock.now().getTime(),
  );
  app.get("/audit/verify/", requireAdmin, async (c) => {
    return c.json(await checkChain());
  });
  return app;
}
