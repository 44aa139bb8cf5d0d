import { Hono } from "hono";
import * as v from "valibot";
import {
  clientBookingsQuerySchema,
  clientLedgerQuerySchema,
  clientSearchQuerySchema,
  creditAdjustmentRequestSchema,
  deskPackSaleRequestSchema,
} from "../../src/contract/staff/clients";
import type { AppDeps } from "../deps";
import { noteClientViewed } from "../domain/staff/audit-readings";
import { countClients } from "../domain/staff/client-search";
import { clientBookings, clientDetail, clientLedger, pageOfClients } from "../domain/staff/clients";
import { adjustCredits, deskMessages, resendVerificationCode, sellPack } from "../domain/staff/desk-ledger";
import { toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { detail, reply } from "../lib/http";
import { idempotent } from "../lib/idempotency";
import { cursorLink, paginate } from "../lib/pagination";
import { pathId, rowId } from "../lib/path-params";
import type { StaffVars } from "../lib/staff-auth";

/** Clients: search, a client's page, credits adjusted and packs sold at the desk, a new code. */
export function staffClientRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();
  const clientPath = pathId(deskMessages.clientNotFound);

  app.get("/clients/", async (c) => {
    const query = v.parse(clientSearchQuerySchema, c.req.query());
    const now = deps.clock.now();
    const page = await paginate(
      c,
      query,
      () => countClients(deps.db, deps.database.dialect, query.search),
      (limit, offset, count) =>
        pageOfClients(deps.db, deps.database.dialect, query.search, limit, offset, now, count),
      (item) => item,
    );
    return c.json(page.body);
  });

  app.get("/clients/:id/", async (c) => {
    const id = rowId(c.req.param("id"));
    const links = {
      ledger: (before: number) => `${c.req.path}ledger/?before=${before}`,
      bookings: (before: number) => `${c.req.path}bookings/?before=${before}`,
    };
    const found = id ? await clientDetail(deps.db, id, deps.clock.now(), links) : null;
    if (!found) return detail(c, 404, deskMessages.clientNotFound);
    // Logged before it is shown: no personal data leaves without its line.
    await noteClientViewed(deps, c.get("staff"), found.client);
    return c.json(found);
  });

  // Personal data too: logged like the client's page (once per quarter of an hour, so paging on
  // from the page writes nothing more).
  app.get("/clients/:id/ledger/", async (c) => {
    const id = rowId(c.req.param("id"));
    const query = v.parse(clientLedgerQuerySchema, c.req.query());
    const before = query.before === undefined ? undefined : Number(query.before);
    const found = id ? await clientLedger(deps.db, id, before, query.page_size, deps.clock.now()) : null;
    if (!found) return detail(c, 404, deskMessages.clientNotFound);
    await noteClientViewed(deps, c.get("staff"), found.client);
    const { page } = found;
    const next = page.next === null ? null : cursorLink(c, { before: page.next });
    return c.json({ next, results: page.results });
  });

  // The older bookings, as the older ledger records: logged like the page.
  app.get("/clients/:id/bookings/", async (c) => {
    const id = rowId(c.req.param("id"));
    const query = v.parse(clientBookingsQuerySchema, c.req.query());
    const before = query.before === undefined ? undefined : Number(query.before);
    const found = id ? await clientBookings(deps.db, id, before, query.page_size, deps.clock.now()) : null;
    if (!found) return detail(c, 404, deskMessages.clientNotFound);
    await noteClientViewed(deps, c.get("staff"), found.client);
    const { page } = found;
    const next = page.next === null ? null : cursorLink(c, { before: page.next });
    return c.json({ next, results: page.results });
  });

  app.post("/clients/:id/credits/", clientPath, body(creditAdjustmentRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const staff = c.get("staff");
    // Sent again after a lost answer (same key), it is written once.
    return idempotent(deps, c, staff.id, { id, ...input }, async (tx) =>
      toAnswer(await adjustCredits(tx, staff, id, input)),
    );
  });

  app.post("/clients/:id/packs/", clientPath, body(deskPackSaleRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const { pack_id: packId, method, reference } = input;
    const staff = c.get("staff");
    return idempotent(deps, c, staff.id, { id, ...input }, async (tx) =>
      toAnswer(await sellPack(tx, staff, id, { packId, method, reference })),
    );
  });

  app.post("/clients/:id/verification-code/", async (c) => {
    const id = rowId(c.req.param("id"));
    if (!id) return detail(c, 404, deskMessages.clientNotFound);
    return reply(c, toAnswer(await resendVerificationCode(deps, c.get("staff"), id)));
  });
  return app;
}
