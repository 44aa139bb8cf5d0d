import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { creditRecordSchema } from "../../../src/contract/payments";
import {
  clientDetailSchema,
  clientPageSchema,
  ledgerWriteResponseSchema,
} from "../../../src/contract/staff/clients";
import { bookYoga, makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, staffMember } from "./staff-harness";

const DAY = 86_400_000;

const search = async (t: TestApp, token: string, q: string) =>
  v.parse(clientPageSchema, (await t.api.get(`staff/clients/?search=${encodeURIComponent(q)}`, token)).data);

describe("finding a client", () => {
  it("finds by name, e-mail or phone digits, any case, and lists balance and role", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const all = await search(t, staff.access, "");
    expect(all.count).toBe(2);
    for (const q of ["awa", "DIOP", "diop awa", "demo@ex", "77 123", "221771234567", "(77) 123-45"]) {
      const found = await search(t, staff.access, q);
      expect(
        found.results.map((r) => r.email),
        q,
      ).toEqual(["demo@example.com"]);
    }
    expect((await search(t, staff.access, "demo@example.com")).results[0]).toMatchObject({
      first_name: "Awa",
      total_credits: 150,
      role: null,
      is_verified: true,
    });
    expect((await search(t, staff.access, "moussa")).results[0]?.role).toBe("reception");
    // Renamed in the app, found by the new name, no longer by the old one; accents either way:
    // typed without them, or typed where the name has none.
    const member = await t.loginDemo();
    const renamed = await t.api.patch(
      "accounts/profile/",
      { first_name: "Ndèye Aïda", last_name: "Sène", telephone_number: "+221 70 999 88 77" },
      member.access,
    );
    expect(renamed.status).toBe(200);
    for (const q of ["ndeye", "AIDA SENE", "sène ndèye", "aïda", "70 999", "demo@ex"])
      expect(
        (await search(t, staff.access, q)).results.map((r) => r.email),
        q,
      ).toEqual(["demo@example.com"]);
    for (const q of ["awa", "diop", "77 123"]) expect((await search(t, staff.access, q)).count, q).toBe(0);
    // Typed characters are text: « % » matches nobody.
    expect((await search(t, staff.access, "%")).count).toBe(0);
    expect((await search(t, staff.access, "12")).count).toBe(0);
  });

  it("opens a client's page: profile, balance, ledger with expiry, bookings", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const res = await t.api.get(`staff/clients/${client.id}/`, staff.access);
    const page = v.parse(clientDetailSchema, res.data);
    expect(page.client).toMatchObject({ email: "demo@example.com", total_credits: 150 });
    expect(page.client.address.city).toBe("Dakar");
    expect(page.ledger.map((l) => [l.kind, l.label, l.credits, l.left_credits, l.amount])).toEqual([
      ["purchase", "Pack Essentiel", 50, 50, 50000],
      ["purchase", "Pack Découverte", 100, 100, 95000],
    ]);
    expect(page.ledger[0]?.expiration_date).not.toBeNull();
    expect(page.bookings).toEqual([]);
    expect((await t.api.get("staff/clients/999999/", staff.access)).status).toBe(404);
  });
});

describe("credits at the desk", () => {
  it("adjusts by hand with a reason, never below zero, and the client's history reads it", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const adjust = (delta: number, reason = "Geste commercial") =>
      t.api.post(`staff/clients/${client.id}/credits/`, { delta, reason }, staff.access);

    const plus = await adjust(10);
    expect(plus.status).toBe(200);
    const added = v.parse(ledgerWriteResponseSchema, plus.data);
    expect(added).toMatchObject({ detail: "+10 crédits : solde ajusté.", total_credits: 160 });
    expect(added.entry).toMatchObject({
      kind: "adjustment",
      credits: 10,
      reason: "Geste commercial",
      staff_name: "Moussa Fall",
      label: "Ajustement du centre",
    });
    expect(Date.parse(added.entry.expiration_date ?? "")).toBe(t.deps.clock.now().getTime() + 365 * DAY);

    const tooMuch = await adjust(-161, "Erreur de saisie");
    expect(tooMuch).toMatchObject({
      status: 400,
      data: { detail: "Le solde ne peut pas devenir négatif : ce client n'a que 160 crédits valables." },
    });
    const minus = await adjust(-160, "Erreur de saisie");
    expect(minus.data).toMatchObject({ total_credits: 0, entry: { kind: "adjustment", credits: -160 } });
    expect((await adjust(-1)).status).toBe(400);
    expect((await adjust(0)).data.delta).toEqual(["L'ajustement ne peut pas être nul."]);
    expect(
      (await t.api.post(`staff/clients/${client.id}/credits/`, { delta: 5 }, staff.access)).data.reason,
    ).toEqual(["Ce champ est obligatoire."]);

    // The member's own history still reads with the words its app knows; the reason stays inside.
    const records = (await t.api.get("payments/user-credit-records/", client.access)).data as unknown[];
    const mine = records.map((r) => v.parse(creditRecordSchema, r));
    expect(mine.slice(0, 2).map((r) => [r.origin, r.service_name, r.original_credit_number])).toEqual([
      ["booking", "Ajustement du centre", 160],
      ["refund", "Ajustement du centre", 10],
    ]);
    expect((await t.api.get("accounts/profile/", client.access)).data.body.total_credits).toBe(0);
    expect((await auditLines(t)).map((l) => l.summary)).toEqual([
      "Crédits de Awa Diop <demo@example.com> ajustés de +10 : Geste commercial",
      "Crédits de Awa Diop <demo@example.com> ajustés de -160 : Erreur de saisie",
    ]);
  });

  it("sells a pack at the desk: its credits, its price and how it was paid, in the ledger", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const sold = await t.api.post(
      `staff/clients/${client.id}/packs/`,
      { pack_id: 1, method: "orange_money", reference: "MP2603" },
      staff.access,
    );
    expect(sold.status).toBe(200);
    expect(v.parse(ledgerWriteResponseSchema, sold.data)).toMatchObject({
      detail: "Pack Essentiel vendu : 50 crédits ajoutés.",
      total_credits: 200,
      entry: { kind: "desk_sale", credits: 50, amount: 50000, method: "orange_money", reference: "MP2603" },
    });
    const records = (await t.api.get("payments/user-credit-records/", client.access)).data as unknown[];
    expect(v.parse(creditRecordSchema, records[0])).toMatchObject({
      origin: "purchase",
      service_name: "Pack Essentiel",
    });
    expect(
      (await t.api.post(`staff/clients/${client.id}/packs/`, { pack_id: 99, method: "cash" }, staff.access))
        .status,
    ).toBe(404);
    expect(
      (await t.api.post(`staff/clients/${client.id}/packs/`, { pack_id: 1, method: "bon" }, staff.access))
        .status,
    ).toBe(400);
    expect((await auditLines(t)).map((l) => l.action)).toEqual(["client.pack_sold"]);
  });
});

describe("a new verification code", () => {
  it("goes to an account not yet verified, under the app's limits, never to a verified one", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const verified = await t.api.post(
      `staff/clients/${client.id}/verification-code/`,
      undefined,
      staff.access,
    );
    expect(verified).toMatchObject({
      status: 400,
      data: { detail: "Ce compte est déjà vérifié : aucun code n'est envoyé." },
    });

    const email = "nouveau@example.com";
    await t.api.post("accounts/register/", {
      first_name: "Fatou",
      last_name: "Sow",
      email,
      password: "Thies2026x",
      password2: "Thies2026x",
    });
    const row = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    t.advance(61_000);
    const sent = await t.api.post(`staff/clients/${row.id}/verification-code/`, undefined, staff.access);
    expect(sent).toMatchObject({
      status: 200,
      data: { detail: `Un nouveau code de vérification a été envoyé à ${email}.` },
    });
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(2);
    const again = await t.api.post(`staff/clients/${row.id}/verification-code/`, undefined, staff.access);
    expect(again.status).toBe(429);
    expect((await auditLines(t)).map((l) => l.action)).toEqual(["client.verification_code_sent"]);
  });
});

describe("a staff member's own account", () => {
  it("takes no credits, no pack and no venue payment from its own hand", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const colleague = await staffMember(t, "admin");
    const own = await t.api.post(
      `staff/clients/${staff.id}/credits/`,
      { delta: 40, reason: "Geste" },
      staff.access,
    );
    expect(own.status).toBe(403);
    expect(own.data.detail).toBe(
      "Personne ne peut écrire de crédits sur son propre compte : demandez à un collègue.",
    );
    const pack = await t.api.post(
      `staff/clients/${staff.id}/packs/`,
      { pack_id: 1, method: "cash" },
      staff.access,
    );
    expect(pack.status).toBe(403);
    // A colleague may: the staff member is a client of the centre too.
    const byColleague = await t.api.post(
      `staff/clients/${staff.id}/credits/`,
      { delta: 40, reason: "Geste commercial" },
      colleague.access,
    );
    expect(byColleague.status).toBe(200);
    expect(byColleague.data.total_credits).toBe(40);

    const { id } = await bookYoga(t, staff.access, "2026-03-03", "10:00:00");
    const cash = { method: "cash" };
    const paidOwn = await t.api.post(`staff/bookings/${id}/pay/`, cash, staff.access);
    expect(paidOwn.status).toBe(403);
    expect(paidOwn.data.detail).toBe("Personne n'encaisse sa propre réservation : demandez à un collègue.");
    expect((await t.api.post(`staff/bookings/${id}/pay/`, cash, colleague.access)).status).toBe(200);
  });
});

describe("a desk write sent again after a lost answer", () => {
  it("is written once when it carries the same Idempotency-Key, a pack sale as an adjustment", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    const send = (path: string, json: unknown, key: string) =>
      t.api.raw("POST", `/api/staff/clients/${client.id}/${path}`, {
        json,
        token: staff.access,
        headers: { "Idempotency-Key": key },
      });
    const sale = { pack_id: 1, method: "cash", reference: "" };
    const first = await send("packs/", sale, "sale-1");
    const again = await send("packs/", sale, "sale-1");
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, data: first.data });
    const adjustment = { delta: 5, reason: "Geste commercial" };
    expect((await send("credits/", adjustment, "adjust-1")).status).toBe(200);
    expect((await send("credits/", adjustment, "adjust-1")).status).toBe(200);
    const page = (await t.api.get(`staff/clients/${client.id}/`, staff.access)).data;
    // 150 held, one pack of 50, one adjustment of 5: each once.
    expect(page.client.total_credits).toBe(205);
    // A new key is a new sale.
    expect((await send("packs/", sale, "sale-2")).data.total_credits).toBe(255);
  });
});
