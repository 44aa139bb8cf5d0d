import { describe, expect, it } from "vitest";
import { staffPaths } from "../../../src/contract/staff/common";
import { makeTestApp, type TestApp } from "../harness";
import { staffMember } from "./staff-harness";

type Route = { method: "GET" | "POST"; path: string; json?: unknown; adminOnly?: boolean };

/** Every staff route, with a body that would be valid, so a refusal can only be about who asks. */
const routes: Route[] = [
  { method: "GET", path: staffPaths.me },
  { method: "GET", path: staffPaths.agenda },
  { method: "GET", path: staffPaths.week },
  { method: "GET", path: staffPaths.booking(1) },
  { method: "POST", path: staffPaths.assign(1), json: { practitioners: [1] } },
  { method: "POST", path: staffPaths.attendance(1), json: { attendance: "present" } },
  { method: "POST", path: staffPaths.payAtVenue(1), json: { method: "cash" } },
  { method: "POST", path: staffPaths.cancel(1), json: { refund: true, reason: "Essai" } },
  { method: "POST", path: staffPaths.move(1), json: { slot: 2 } },
  { method: "POST", path: staffPaths.refundPenalty(1) },
  { method: "GET", path: staffPaths.clients },
  { method: "GET", path: staffPaths.client(1) },
  { method: "GET", path: staffPaths.clientLedger(1) },
  { method: "GET", path: staffPaths.clientBookings(1) },
  { method: "POST", path: staffPaths.adjustCredits(1), json: { delta: 1, reason: "Essai" } },
  { method: "POST", path: staffPaths.sellPack(1), json: { pack_id: 1, method: "cash" } },
  { method: "POST", path: staffPaths.verificationCode(1) },
  {
    method: "POST",
    path: staffPaths.createClient,
    json: { first_name: "Moustapha", last_name: "Kane", telephone_number: "77 555 44 33" },
  },
  {
    method: "POST",
    path: staffPaths.deskBooking,
    json: { client_id: 1, service: 4, slot: 1, number_person: 1, payment: "at_venue" },
  },
  { method: "GET", path: staffPaths.deskSlots },
  { method: "GET", path: staffPaths.refunds },
  { method: "POST", path: staffPaths.refundDone("1") },
  { method: "GET", path: staffPaths.messages },
  { method: "POST", path: staffPaths.messageRead(1), json: { read: true } },
  { method: "GET", path: staffPaths.takings },
  { method: "GET", path: staffPaths.takingsCsv },
  { method: "GET", path: staffPaths.takingsTotalsCsv },
  // A report's name in the path: the admins' gate comes before it is looked up.
  { method: "GET", path: staffPaths.report("1"), adminOnly: true },
  { method: "GET", path: staffPaths.reportCsv("1"), adminOnly: true },
  { method: "GET", path: staffPaths.audit, adminOnly: true },
  { method: "GET", path: staffPaths.auditVerify, adminOnly: true },
  { method: "GET", path: staffPaths.team, adminOnly: true },
  {
    method: "POST",
    path: staffPaths.team,
    json: { email: "nouveau@centre.example", role: "reception" },
    adminOnly: true,
  },
  { method: "POST", path: staffPaths.teamRole(1), json: { role: "reception" }, adminOnly: true },
];

const call = (t: TestApp, route: Route, token?: string) =>
  t.api.raw(route.method, `/api/${route.path}`, { json: route.json, token });

describe("who may call the staff routes", () => {
  it("lists every staff route of the contract here", () => {
    const tried = new Set(routes.map((r) => r.path));
    for (const path of Object.values(staffPaths))
      expect(tried).toContain(typeof path === "string" ? path : path(1 as never));
  });

  describe.each(routes)("$method $path", (route) => {
    it("answers 401 without a token, 403 to a client, and lets the right staff through", async () => {
      const t = await makeTestApp();
      const { access: client } = await t.loginDemo();
      const reception = await staffMember(t, "reception");
      const admin = await staffMember(t, "admin");
      const before = await t.deps.db.selectFrom("creditRecords").select("id").execute();

      const anonymous = await call(t, route);
      expect(anonymous.status).toBe(401);
      const member = await call(t, route, client);
      expect(member.status).toBe(403);
      expect(member.data).toEqual({ detail: "Cet espace est réservé à l'équipe du centre." });
      expect(member.headers.get("Cache-Control")).toBe("no-store");
      // Nothing a refused call asked for was done.
      expect(await t.deps.db.selectFrom("creditRecords").select("id").execute()).toEqual(before);
      expect(await t.deps.db.selectFrom("staffAudit").select("id").execute()).toEqual([]);

      const desk = await call(t, route, reception.access);
      if (route.adminOnly) {
        expect(desk.status).toBe(403);
        expect(desk.data).toEqual({ detail: "Réservé aux administrateurs." });
      } else expect([401, 403]).not.toContain(desk.status);
      expect([401, 403]).not.toContain((await call(t, route, admin.access)).status);
    });
  });

  it("answers 401 once the login is over, and 403 once the role is taken away, at once", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const reception = await staffMember(t, "reception");
    const me = staffPaths.me;
    expect((await t.api.get(me, reception.access)).status).toBe(200);
    await t.deps.db.updateTable("users").set({ staffRole: null }).where("id", "=", reception.id).execute();
    expect((await t.api.get(me, reception.access)).status).toBe(403);
    // Every login of the admin revoked (a logout, a password changed).
    await t.deps.db.updateTable("tokenFamilies").set({ revokedAt: t.deps.clock.now() }).execute();
    const revoked = await t.api.get(me, admin.access);
    expect(revoked.status).toBe(401);
    // An access token of another account's login is refused too.
    const other = await staffMember(t, "admin", "autre@centre.example");
    await t.deps.db
      .updateTable("tokenFamilies")
      .set({ userId: admin.id })
      .where("userId", "=", other.id)
      .execute();
    expect((await t.api.get(me, other.access)).status).toBe(401);
  });
});
