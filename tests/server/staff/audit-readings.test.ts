import { describe, expect, it } from "vitest";
import { READING_WINDOW_MS } from "../../../server/domain/staff/audit-readings";
import { verifyAuditChain } from "../../../server/domain/staff/audit-verify";
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
    await later(t, READING_WINDOW_MS - 60_000, reception, admin);
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

describe("exporting the takings", () => {
  it("writes who exported which period, once per staff member and period per quarter of an hour", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const other = await staffMember(t, "admin", "gerante@centre.example");
    const exportOf = async (who: { access: string }, query: string) => {
      const res = await t.api.get(`staff/takings/export.csv?${query}`, who.access);
      expect(res.status).toBe(200);
    };
    const lines = async () => (await auditLines(t)).map((l) => [l.staffId, l.summary]);
    const march = "Recettes du 2026-03-01 au 2026-03-31 exportées (CSV).";

    await exportOf(admin, "period=month&date=2026-03-02");
    // The same month asked again, from another of its days: the same file, nothing more in the log.
    await exportOf(admin, "period=month&date=2026-03-20");
    await later(t, READING_WINDOW_MS - 60_000, admin, other);
    await exportOf(admin, "period=month&date=2026-03-02");
    expect(await lines()).toEqual([[admin.id, march]]);
    // Another period, another person, or a quarter of an hour later: a line each.
    await exportOf(admin, "period=day&date=2026-03-02");
    await exportOf(other, "period=month&date=2026-03-02");
    await later(t, 2 * 60_000, admin, other);
    await exportOf(admin, "period=month&date=2026-03-02");
    expect(await lines()).toEqual([
      [admin.id, march],
      [admin.id, "Recettes du 2026-03-02 au 2026-03-02 exportées (CSV)."],
      [other.id, march],
      [admin.id, march],
    ]);
    expect((await verifyAuditChain(t.deps.db, t.deps.config.jwtSecret)).checked).toBe(4);
  });
});
