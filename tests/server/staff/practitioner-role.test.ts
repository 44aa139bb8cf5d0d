import { describe, expect, it } from "vitest";
import { staffMessages } from "../../../src/contract/staff/common";
import { weekMessages } from "../../../src/contract/staff/week";
import { makeTestApp, methodId, type TestApp } from "../harness";
import { staffMember } from "./staff-harness";
import { MONDAY, scene, week } from "./week-harness";

/** A « praticien » account, linked to a practitioner row when given one. */
async function practitionerAccount(t: TestApp, practitionerId?: number) {
  const who = await staffMember(t, "practitioner", `praticien${practitionerId ?? 0}@centre.example`);
  if (practitionerId !== undefined)
    await t.deps.db
      .updateTable("practitioners")
      .set({ userId: who.id })
      .where("id", "=", practitionerId)
      .execute();
  return who;
}

/** What a practitioner may call: who they are, their week, one of their bookings, its arrival. */
const allowed = [
  "GET /api/staff/me/",
  "GET /api/staff/week/",
  "GET /api/staff/bookings/:id/",
  "POST /api/staff/bookings/:id/attendance/",
];

describe("the « praticien » role", () => {
  it("sees only their own sessions, whatever they ask", async () => {
    const t = await makeTestApp();
    const s = await scene(t);
    const awa = await practitionerAccount(t, s.awa);
    const mine = await week(t, awa.access);
    expect(mine.own_practitioner).toBe(s.awa);
    expect(mine.columns.map((c) => c.id)).toEqual([s.awa]);
    expect(mine.blocks.map((b) => b.booking_id)).toEqual([s.massage]);
    // Asking for someone else's, or by room, still gives their own.
    const asked = await week(t, awa.access, `from=${MONDAY}&practitioner=${s.binta}&by=room`);
    expect(asked.blocks.map((b) => b.booking_id)).toEqual([s.massage]);
    expect(asked.columns.map((c) => c.id)).toEqual([s.awa]);

    expect((await t.api.get(`staff/bookings/${s.massage}/`, awa.access)).status).toBe(200);
    const other = await t.api.get(`staff/bookings/${s.yoga1}/`, awa.access);
    expect(other.status).toBe(403);
    expect(other.data).toEqual({ detail: weekMessages.notYours });
  });

  it("marks the arrival of their own clients only", async () => {
    const t = await makeTestApp();
    const s = await scene(t);
    const binta = await practitionerAccount(t, s.binta);
    // Confirmed to pay at the venue: an arrival may be marked from the session's day.
    const venue = await methodId(t, "PAY01");
    for (const [id, member] of [
      [s.yoga1, s.members[2]],
      [s.massage, s.members[0]],
    ] as const) {
      const res = await t.api.put(
        `booking/booking/update_payment/${id}/`,
        { booking_method: venue },
        member?.access,
      );
      expect(res.status).toBe(200);
    }
    const own = await t.api.post(
      `staff/bookings/${s.yoga1}/attendance/`,
      { attendance: "present" },
      binta.access,
    );
    expect(own.status).toBe(200);
    const theirs = await t.api.post(
      `staff/bookings/${s.massage}/attendance/`,
      { attendance: "present" },
      binta.access,
    );
    expect(theirs.status).toBe(403);
    const row = await t.deps.db
      .selectFrom("bookings")
      .select("attendance")
      .where("id", "=", s.massage)
      .executeTakeFirst();
    expect(row?.attendance).toBeNull();
  });

  it("answers 403 on every other staff route", async () => {
    const t = await makeTestApp();
    const s = await scene(t);
    const awa = await practitionerAccount(t, s.awa);
    const routes = t.app.routes
      .filter((r) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(r.method))
      .filter((r) => r.path.startsWith("/api/staff/"));
    const seen = new Set<string>();
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      if (seen.has(name)) continue;
      seen.add(name);
      const path = route.path.replace(/:id\b/, String(s.massage)).replace(/:[a-z]+/g, "1");
      const json = route.method === "GET" ? undefined : {};
      const res = await t.api.raw(route.method, path, { json, token: awa.access });
      if (allowed.includes(name)) expect([401, 403], name).not.toContain(res.status);
      else {
        expect(res.status, name).toBe(403);
        expect(res.data, name).toEqual({ detail: staffMessages.practitionerOnly });
      }
    }
    // Every route of the contract was walked (more than the four allowed).
    expect(seen.size).toBeGreaterThan(40);
    for (const name of allowed) expect(seen).toContain(name);
  });

  it("without a practitioner row, says to ask an admin", async () => {
    const t = await makeTestApp();
    const lone = await practitionerAccount(t);
    const me = await t.api.get("staff/me/", lone.access);
    expect(me.status).toBe(200);
    expect(me.data.role).toBe("practitioner");
    const res = await t.api.get(`staff/week/?from=${MONDAY}`, lone.access);
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ detail: weekMessages.noPractitioner });
  });
});
