import { describe, expect, it } from "vitest";
import { verifyAuditChain } from "../../../server/domain/staff/audit-verify";
import { CLIENT_VIEW_WINDOW_MS } from "../../../server/domain/staff/client-views";
import { makeTestApp } from "../harness";
import { auditLines, demoClient, later, staffMember } from "./staff-harness";

describe("opening a client's record", () => {
  it("writes who looked at whom, once per staff member and client per quarter of an hour", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const reception = await staffMember(t, "reception");
    const admin = await staffMember(t, "admin");
    const open = (who: { access: string }, id = client.id) => t.api.get(`staff/clients/${id}/`, who.access);

    expect((await open(reception)).status).toBe(200);
    const [line] = await auditLines(t);
    expect(line).toMatchObject({
      action: "client.viewed",
      staffId: reception.id,
      clientId: client.id,
      summary: "Fiche de Awa Diop <demo@example.com> consultée.",
    });
    // Opened again during the visit: nothing more.
    await open(reception);
    await later(t, CLIENT_VIEW_WINDOW_MS - 60_000, reception, admin);
    await open(reception);
    expect(await auditLines(t)).toHaveLength(1);
    // Another member of the team has their own line; a record that does not exist, none.
    await open(admin);
    expect((await open(admin, 99_999)).status).toBe(404);
    await later(t, 2 * 60_000, reception, admin);
    await open(reception);
    expect((await auditLines(t)).map((l) => [l.action, l.staffId, l.clientId])).toEqual([
      ["client.viewed", reception.id, client.id],
      ["client.viewed", admin.id, client.id],
      ["client.viewed", reception.id, client.id],
    ]);
    // In the chain like any other line, and in the client's part of the log.
    expect((await verifyAuditChain(t.deps.db, t.deps.config.jwtSecret)).checked).toBe(3);
    const log = (await t.api.get(`staff/audit/?client_id=${client.id}`, admin.access)).data;
    expect(log.results).toHaveLength(3);
  });
});
