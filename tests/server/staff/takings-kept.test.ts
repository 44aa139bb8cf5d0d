import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { deskVersion } from "../../../server/domain/staff/desk-version";
import { heavyJobs } from "../../../server/heavy-reads/jobs";
import { takingsSchema } from "../../../src/contract/staff/money";
import { bookYoga, makeTestApp, type TestApp } from "../harness";
import { demoClient, staffMember } from "./staff-harness";

const TOMORROW = new Date(Date.parse("2026-03-03T10:00:00Z"));

const total = async (t: TestApp, token: string) =>
  v.parse(takingsSchema, (await t.api.get("staff/takings/", token)).data).total_amount;
const file = async (t: TestApp, token: string) =>
  (
    await t.app.request("/api/staff/takings/export.csv", { headers: { Authorization: `Bearer ${token}` } })
  ).text();

describe("takings kept between reloads", () => {
  it("show at once a write to the ledger or to online payments, made by any process, in the file too", async () => {
    const t = await makeTestApp();
    const { db } = t.deps;
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    expect(await total(t, staff.access)).toBe(0);

    // A pack sold at the desk, by card: on the day's takings and in its file.
    const emptyFile = await file(t, staff.access);
    await t.api.post(`staff/clients/${client.id}/packs/`, { pack_id: 1, method: "card" }, staff.access);
    expect(await total(t, staff.access)).toBe(50_000);
    const withPack = await file(t, staff.access);
    expect(withPack).not.toBe(emptyFile);
    // The sale moved to the next day straight in the ledger, as another server would write it.
    await db
      .updateTable("creditRecords")
      .set({ createdAt: TOMORROW })
      .where("userId", "=", client.id)
      .execute();
    expect(await total(t, staff.access)).toBe(0);
    expect(await file(t, staff.access)).not.toBe(withPack);

    // Paid online with Orange Money (the sandbox approves it), then its settlement moved likewise.
    const { id } = await bookYoga(t, client.access, "2026-03-02", "17:00:00");
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      client.access,
    );
    expect((await t.api.raw("POST", `/sandbox/orange-money/${qr.data.qrId}/approve`)).status).toBeLessThan(
      400,
    );
    expect(await total(t, staff.access)).toBe(8_000);
    await db.updateTable("payments").set({ settledAt: TOMORROW }).where("status", "=", "success").execute();
    expect(await total(t, staff.access)).toBe(0);
  });

  it("are not thrown away by a provider's poll of an open payment", async () => {
    const t = await makeTestApp();
    const { db } = t.deps;
    const client = await demoClient(t);
    const { id } = await bookYoga(t, client.access, "2026-03-02", "17:00:00");
    await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      client.access,
    );
    const before = await deskVersion(db);
    // What a poll writes, and what starting a payment writes once the provider answered.
    await db.updateTable("payments").set({ checkedAt: t.deps.clock.now() }).execute();
    await db.updateTable("payments").set({ providerRef: "qr-2", launchUrl: null }).execute();
    // A statement that changes no row, as the minute's upkeep mostly runs.
    await db.updateTable("bookings").set({ cancelledAt: null }).where("id", "=", -1).execute();
    expect(await deskVersion(db)).toBe(before);
    await db.updateTable("payments").set({ status: "failed" }).execute();
    expect(await deskVersion(db)).toBeGreaterThan(before);
  });

  it("read once for a period, whichever of its days is asked", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "admin");
    const reads = vi.spyOn(heavyJobs, "takings");
    const files = vi.spyOn(heavyJobs, "takingsExport");
    const month = (day: string) => t.api.get(`staff/takings/?period=month&date=${day}`, staff.access);
    const first = await month("2026-03-02");
    expect(first.status).toBe(200);
    expect((await month("2026-03-31")).data).toEqual(first.data);
    expect(reads).toHaveBeenCalledTimes(1);
    // Another month is another answer.
    await month("2026-04-01");
    expect(reads).toHaveBeenCalledTimes(2);
    for (const day of ["2026-03-02", "2026-03-20"]) {
      const csv = await t.app.request(`/api/staff/takings/export.csv?period=month&date=${day}`, {
        headers: { Authorization: `Bearer ${staff.access}` },
      });
      expect(csv.status).toBe(200);
    }
    expect(files).toHaveBeenCalledTimes(1);
  });
});
