import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { reportSchemas } from "../../../src/contract/staff/reports";
import { makeTestApp, type TestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { knownWeek } from "./reports-data";

const WEEK = "from=2025-06-02&to=2025-06-08";

async function setUp() {
  const t = await makeTestApp();
  const admin = await staffMember(t, "admin");
  const { b1 } = await knownWeek(t);
  return { t, admin, b1 };
}
const report = async <K extends keyof typeof reportSchemas>(
  t: TestApp,
  token: string,
  name: K,
  query = WEEK,
) => {
  const res = await t.api.get(`staff/reports/${name}/?${query}`, token);
  expect(res.status).toBe(200);
  return v.parse(reportSchemas[name], res.data);
};

describe("the owner's reports, on a known week", () => {
  it("occupancy: places booked over places offered, by service and hour; a practitioner's sessions", async () => {
    const { t, admin, b1 } = await setUp();
    const practitioner = await t.deps.db
      .insertInto("practitioners")
      .values({ firstName: "Awa", lastName: "Diop", createdAt: t.deps.clock.now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto("bookingPractitioners")
      .values({ bookingId: b1, practitionerId: practitioner.id })
      .execute();
    const r = await report(t, admin.access, "occupancy");
    // Monday: 2 + 1 + 1 persons; Tuesday: the private booking holds the 10 places, the cancelled ones none.
    expect({ offered: r.offered, booked: r.booked }).toEqual({ offered: 20, booked: 14 });
    expect(r.services).toEqual([{ id: 4, name: expect.any(String), offered: 20, booked: 14 }]);
    expect(r.hours).toEqual([
      { weekday: 0, hour: 10, offered: 10, booked: 4 },
      { weekday: 1, hour: 18, offered: 10, booked: 10 },
    ]);
    const awa = r.practitioners.find((p) => p.id === practitioner.id);
    const yoga = await t.deps.db
      .selectFrom("services")
      .select("duration")
      .where("id", "=", 4)
      .executeTakeFirstOrThrow();
    expect(awa).toMatchObject({ name: "Awa Diop", sessions: 1, booked_minutes: yoga.duration });
    expect(awa?.working_minutes).toBeGreaterThan(0);
  });

  it("revenue: money taken by day, method and service, as the takings count it", async () => {
    const { t, admin } = await setUp();
    const r = await report(t, admin.access, "revenue");
    expect(r.total).toBe(44000);
    expect(r.methods).toEqual([
      { method: "cash", count: 1, amount: 16000 },
      { method: "card", count: 1, amount: 20000 },
      { method: "orange_money", count: 0, amount: 0 },
      { method: "wave", count: 1, amount: 8000 },
    ]);
    expect(r.services.map((s) => [s.id, s.count, s.amount])).toEqual([
      [4, 2, 24000],
      [null, 1, 20000],
    ]);
    expect(r.bars).toHaveLength(7);
    expect(r.bars[0]).toEqual({
      start: "2025-06-02",
      amounts: { cash: 16000, card: 0, orange_money: 0, wave: 8000 },
    });
    expect(r.bars[2]?.amounts.card).toBe(20000);
    // The same week in one bar, and the month holding it.
    const weekly = await report(t, admin.access, "revenue", `${WEEK}&by=week`);
    expect(weekly.bars).toEqual([
      { start: "2025-06-02", amounts: { cash: 16000, card: 20000, orange_money: 0, wave: 8000 } },
    ]);
    const monthly = await report(t, admin.access, "revenue", "from=2025-05-15&to=2025-06-30&by=month");
    expect(monthly.bars.map((b) => [b.start, b.amounts.cash])).toEqual([
      ["2025-05-01", 0],
      ["2025-06-01", 16000],
    ]);
  });

  it("credits: sold, given back, spent, expired, and held at the start and the end", async () => {
    const { t, admin } = await setUp();
    const r = await report(t, admin.access, "credits");
    expect({
      sold: r.sold,
      given: r.given,
      spent: r.spent,
      expired: r.expired,
      start: r.outstanding_start,
      end: r.outstanding_end,
    }).toEqual({ sold: 20, given: 3, spent: 9, expired: 15, start: 10, end: 9 });
    expect(r.outstanding_start + r.sold + r.given - r.spent - r.expired).toBe(r.outstanding_end);
    expect(r.bars.map((b) => b.expired)).toEqual([0, 0, 0, 0, 15, 0, 0]);
  });

  it("clients: new and returning, and who came back within 30 and 90 days", async () => {
    const { t, admin } = await setUp();
    const r = await report(t, admin.access, "clients");
    expect({ active: r.active, new: r.new, returning: r.returning }).toEqual({
      active: 3,
      new: 2,
      returning: 1,
    });
    expect(r.bars.slice(0, 2)).toEqual([
      { start: "2025-06-02", active: 3, new: 2, returning: 1 },
      { start: "2025-06-03", active: 1, new: 0, returning: 1 },
    ]);
    // One new client is back 43 days after their first session, the other never.
    expect(r.retention).toEqual([
      { days: 30, eligible: 2, returned: 0 },
      { days: 90, eligible: 2, returned: 1 },
    ]);
  });

  it("attendance: bookings, no-shows, cancellations and the late ones inside the cut-off", async () => {
    const { t, admin } = await setUp();
    const r = await report(t, admin.access, "attendance");
    expect({
      bookings: r.bookings,
      no_shows: r.no_shows,
      cancellations: r.cancellations,
      late_cancels: r.late_cancels,
      cutoff: r.cutoff_hours,
    }).toEqual({ bookings: 4, no_shows: 1, cancellations: 2, late_cancels: 1, cutoff: 3 });
    expect(r.services).toEqual([
      { id: 4, name: expect.any(String), bookings: 4, no_shows: 1, cancellations: 2, late_cancels: 1 },
    ]);
  });

  it("exports each report as the takings' CSV: BOM, `;`, CRLF, one table", async () => {
    const { t, admin } = await setUp();
    const res = await t.app.request(`/api/staff/reports/revenue/export.csv?${WEEK}&by=week`, {
      headers: { Authorization: `Bearer ${admin.access}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toContain(
      "rapport-chiffre-affaires-2025-06-02-2025-06-08.csv",
    );
    // Read as bytes: a text decoder would drop the byte-order mark.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.slice(0, text.indexOf("\r\n") + 2)).toBe(
      "\ufeffLigne;Libellé;Espèces (XOF);Carte (XOF);Orange Money (XOF);Wave (XOF);Nombre;Total (XOF)\r\n",
    );
    expect(text).toContain("Période;02/06/2025;16000;20000;0;8000;;44000\r\n");
    expect(text).toContain("Service;Packs de crédits;;;;;1;20000\r\n");
    expect(text.endsWith("Total;Du 02/06/2025 au 08/06/2025;16000;20000;0;8000;3;44000\r\n")).toBe(true);
  });

  it("keeps a report until a write changes what it counts", async () => {
    const { t, admin, b1 } = await setUp();
    expect((await report(t, admin.access, "attendance")).no_shows).toBe(1);
    await t.deps.db.updateTable("bookings").set({ attendance: "absent" }).where("id", "=", b1).execute();
    expect((await report(t, admin.access, "attendance")).no_shows).toBe(2);
  });

  it("is for admins only, and refuses a period it cannot draw", async () => {
    const { t, admin } = await setUp();
    const desk = await staffMember(t, "reception", "accueil@centre.example");
    expect((await t.api.get(`staff/reports/revenue/?${WEEK}`, desk.access)).status).toBe(403);
    expect(
      (await t.api.raw("GET", `/api/staff/reports/credits/export.csv?${WEEK}`, { token: desk.access }))
        .status,
    ).toBe(403);
    const backwards = await t.api.get("staff/reports/revenue/?from=2025-06-08&to=2025-06-02", admin.access);
    expect(backwards.status).toBe(400);
    expect(backwards.data).toEqual({ to: ["La date de fin doit suivre la date de début."] });
    const daily = await t.api.get(
      "staff/reports/revenue/?from=2024-01-01&to=2025-06-30&by=day",
      admin.access,
    );
    expect(daily.data).toEqual({ by: [expect.stringContaining("Trop de colonnes")] });
    // A year still being typed (0002) is no period's: refused in words, not read as two thousand years.
    const typing = await t.api.get("staff/reports/revenue/?from=0002-06-02&to=2025-06-08", admin.access);
    expect(typing.status).toBe(400);
    expect(typing.data).toEqual({ from: ["Année invalide : choisissez une date entre 2000 et 2100."] });
    expect((await t.api.get("staff/reports/other/", admin.access)).status).toBe(404);
  });
});
