import { describe, expect, it } from "vitest";
import { creditCapMessages } from "../../../server/domain/staff/credit-cap";
import { settingsPaths } from "../../../src/contract/staff/settings";
import { inParallel } from "../concurrency/parallel";
import { makeTestApp, type TestApp } from "../harness";
import { demoClient, later, staffMember } from "./staff-harness";

const adjust = (t: TestApp, clientId: number, delta: number, access: string) =>
  t.api.post(`staff/clients/${clientId}/credits/`, { delta, reason: "Geste commercial" }, access);

const rules = { cancel_cutoff_hours: 3, booking_lead_hours: 3, max_unpaid_bookings: 3 };

describe("credits added by hand at the desk", () => {
  it("caps what the desk adds to one client in a day, whoever of it adds; admins are not capped", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const colleague = await staffMember(t, "reception", "accueil2@centre.example");
    const admin = await staffMember(t, "admin");
    const client = await demoClient(t);
    expect((await adjust(t, client.id, 30, desk.access)).status).toBe(200);
    // The admin's additions are not the desk's: they take nothing from its allowance.
    expect((await adjust(t, client.id, 40, admin.access)).status).toBe(200);
    expect((await adjust(t, client.id, 20, colleague.access)).status).toBe(200);
    expect((await adjust(t, client.id, 1, colleague.access)).status).toBe(403);
    const over = await adjust(t, client.id, 1, desk.access);
    expect(over).toMatchObject({ status: 403, data: { detail: creditCapMessages.overCap(50, 0) } });
    expect(over.data.detail).toBe(
      "L'accueil peut ajouter au plus 50 crédits par jour à un même client (encore 0 aujourd'hui) : au-delà, un administrateur doit le faire.",
    );
    // Taking credits back is not capped; the admin adds what the desk may not.
    expect((await adjust(t, client.id, -10, desk.access)).status).toBe(200);
    expect((await adjust(t, client.id, 100_000, admin.access)).status).toBe(200);
    // Another day (UTC, as Dakar), another allowance.
    await later(t, 24 * 3_600_000, desk);
    expect((await adjust(t, client.id, 50, desk.access)).status).toBe(200);
    expect((await adjust(t, client.id, 51, desk.access)).status).toBe(403);
  });

  it("leaves a staff member's balance to an admin, and one's own to nobody", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const other = await staffMember(t, "reception", "accueil2@centre.example");
    const admin = await staffMember(t, "admin");
    for (const [whom, delta] of [
      [other.id, 5],
      [admin.id, 5],
      [admin.id, -5],
    ] as const)
      expect(await adjust(t, whom, delta, desk.access)).toMatchObject({
        status: 403,
        data: { detail: creditCapMessages.staffAccount },
      });
    expect((await adjust(t, desk.id, 5, desk.access)).status).toBe(403);
    expect((await adjust(t, admin.id, 5, admin.access)).status).toBe(403);
    expect((await adjust(t, other.id, 500, admin.access)).status).toBe(200);
  });

  it("reads the cap from the settings, which an admin changes", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const admin = await staffMember(t, "admin");
    const client = await demoClient(t);
    expect((await t.api.get(settingsPaths.all, admin.access)).data.rules.reception_daily_credits).toBe(50);
    const saved = await t.api.put(
      settingsPaths.rules,
      { ...rules, reception_daily_credits: 5 },
      admin.access,
    );
    expect(saved.status).toBe(200);
    expect(saved.data.settings.rules.reception_daily_credits).toBe(5);
    expect((await adjust(t, client.id, 6, desk.access)).data.detail).toBe(creditCapMessages.overCap(5, 5));
    // A screen that does not send it leaves it as it is.
    await t.api.put(settingsPaths.rules, rules, admin.access);
    expect((await adjust(t, client.id, 5, desk.access)).status).toBe(200);
    const wrong = await t.api.put(
      settingsPaths.rules,
      { ...rules, reception_daily_credits: -1 },
      admin.access,
    );
    expect(wrong).toMatchObject({
      status: 400,
      data: { reception_daily_credits: ["Crédits ajoutés par l'accueil : un nombre entier, de 0 à 10000."] },
    });
  });

  it("lets parallel additions through several servers pass the cap together never", {
    timeout: 60_000,
  }, async () => {
    const t = await makeTestApp({ dbFile: true });
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const answers = await inParallel(
      t,
      Array.from({ length: 6 }, () => ({
        tag: "add",
        method: "POST" as const,
        path: `/api/staff/clients/${client.id}/credits/`,
        token: desk.access,
        json: { delta: 20, reason: "Geste commercial" },
      })),
      3,
      undefined,
      // A slow disk: reading the day's total and writing the line are far apart.
      { statementDelayMs: 3 },
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    const added = await t.deps.db
      .selectFrom("creditRecords")
      .select("originalCreditNumber")
      .where("staffEntry", "=", "adjustment")
      .execute();
    expect(added.map((r) => r.originalCreditNumber)).toEqual([20, 20]);
  });
});
