import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { auditEntrySchema } from "../../../src/contract/staff/audit";
import { clientEditResponseSchema, clientRecordMessages } from "../../../src/contract/staff/client-record";
import { clientDetailSchema } from "../../../src/contract/staff/clients";
import { deskBookingMessages } from "../../../src/contract/staff/desk-booking";
import { makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, staffMember } from "./staff-harness";

/** The demo member: Awa Diop, demo@example.com, +221771234567, verified. */
const edit = (t: TestApp, id: number, json: unknown, token: string, version?: string) =>
  t.api.raw("PATCH", `/api/staff/clients/${id}/`, {
    json,
    token,
    headers: version === undefined ? {} : { "If-Match": `"${version}"` },
  });

const record = async (t: TestApp, id: number, token: string) =>
  v.parse(clientDetailSchema, (await t.api.get(`staff/clients/${id}/`, token)).data);

/** A phone-only client made at the desk. */
async function walkIn(t: TestApp, token: string, phone = "70 111 22 33") {
  const res = await t.api.post(
    "staff/clients/",
    { first_name: "Moustapha", last_name: "Kane", telephone_number: phone },
    token,
  );
  expect(res.status).toBe(201);
  return res.data.client.id as number;
}

describe("a client's record edited at the desk", { timeout: 30_000 }, () => {
  it("lets the reception change names, phone (kept canonical) and address, audited old → new", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const res = await edit(
      t,
      client.id,
      {
        first_name: "Awa Marie",
        telephone_number: "78 123 45 67",
        address: { city: "Thiès", address: "Rue 10" },
      },
      desk.access,
    );
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const answer = v.parse(clientEditResponseSchema, res.data);
    expect(answer).toMatchObject({
      detail: clientRecordMessages.saved,
      code_sent: false,
      client: {
        first_name: "Awa Marie",
        last_name: "Diop",
        telephone_number: "+221781234567",
        email: "demo@example.com",
        is_verified: true,
        address: { city: "Thiès", address: "Rue 10" },
      },
    });
    // The client's own profile reads the same record.
    const profile = (await t.api.get("accounts/profile/", client.access)).data.body;
    expect(profile).toMatchObject({ first_name: "Awa Marie", telephone_number: "+221781234567" });
    // Found by the new phone and name.
    const found = await t.api.get("staff/clients/?search=78 123 45 67", desk.access);
    expect(found.data.results.map((c: { id: number }) => c.id)).toEqual([client.id]);

    const lines = await auditLines(t);
    const line = lines.find((l) => l.action === "client.updated");
    expect(line?.staffId).toBe(desk.id);
    expect(line?.clientId).toBe(client.id);
    expect(line?.summary).toBe(
      "Fiche de Awa Marie Diop modifiée : Prénom : Awa → Awa Marie ; Téléphone : +221 77 123 45 67 → +221 78 123 45 67 ; " +
        "Adresse : — → Rue 10 ; Ville : Dakar → Thiès.",
    );
    expect(JSON.parse(line?.data ?? "{}")).toEqual({
      before: { first_name: "Awa", telephone_number: "+221771234567", address: null, city: "Dakar" },
      after: { first_name: "Awa Marie", telephone_number: "+221781234567", address: "Rue 10", city: "Thiès" },
    });
  });

  it("writes nothing and no audit line when nothing changed", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const res = await edit(
      t,
      client.id,
      { first_name: "Awa", telephone_number: "+221 77 123 45 67" },
      desk.access,
    );
    expect(res.data.detail).toBe(clientRecordMessages.nothingChanged);
    expect((await auditLines(t)).filter((l) => l.action === "client.updated")).toEqual([]);
  });

  it("refuses a phone or e-mail that is another client's (409, naming them), in French per field", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const other = await walkIn(t, desk.access);
    const phone = await edit(t, other, { telephone_number: "77 123 45 67" }, desk.access);
    expect(phone).toMatchObject({
      status: 409,
      data: { telephone_number: [deskBookingMessages.phoneTaken("Awa Diop")], existing_client_id: client.id },
    });
    const email = await edit(t, other, { email: "DEMO@example.com" }, desk.access);
    expect(email).toMatchObject({
      status: 409,
      data: { email: [deskBookingMessages.emailTaken("Awa Diop")], existing_client_id: client.id },
    });
    const bad = await edit(t, other, { telephone_number: "12", email: "pas-un-mail" }, desk.access);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data).sort()).toEqual(["email", "telephone_number"]);
    // The client's own phone again is no clash.
    expect((await edit(t, client.id, { telephone_number: "771234567" }, desk.access)).status).toBe(200);
    expect((await record(t, other, desk.access)).client.telephone_number).toBe("+221701112233");
  });

  it("a new e-mail makes the account unverified and sends it a code; removed only with a phone left", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const other = await walkIn(t, desk.access);
    const added = await edit(t, other, { email: "Moustapha.Kane@example.com" }, desk.access);
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    expect(added.data).toMatchObject({
      code_sent: true,
      detail: clientRecordMessages.savedCodeSent("moustapha.kane@example.com"),
      client: { email: "moustapha.kane@example.com", is_verified: false },
    });
    const code = t.lastCode("moustapha.kane@example.com");
    expect(code).toMatch(/^\d{4}$/);
    // The code verifies the account, as the app's own does.
    const checked = await t.api.post("accounts/checkOTP/", {
      email: "moustapha.kane@example.com",
      otp: code,
      purpose: "register",
    });
    expect(checked.status).toBe(200);
    expect((await record(t, other, desk.access)).client.is_verified).toBe(true);

    // Phone taken away with an e-mail left: kept; then the e-mail too: refused.
    expect((await edit(t, other, { telephone_number: "" }, desk.access)).status).toBe(200);
    const none = await edit(t, other, { email: "" }, desk.access);
    expect(none).toMatchObject({ status: 400, data: { email: [clientRecordMessages.oneContact] } });
    expect((await record(t, other, desk.access)).client.email).toBe("moustapha.kane@example.com");
  });

  it("the e-mail a client signs in with: only an admin changes it (unverified again), nobody clears it", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const admin = await staffMember(t, "admin");
    const client = await demoClient(t);
    // Reception cannot hand the account to another address (a password reset would follow it).
    const byDesk = await edit(t, client.id, { email: "awa.diop@example.com" }, desk.access);
    expect(byDesk).toMatchObject({
      status: 403,
      data: { email: [clientRecordMessages.signInEmailAdminOnly] },
    });
    expect((await record(t, client.id, desk.access)).client.email).toBe("demo@example.com");
    const cleared = await edit(t, client.id, { email: "" }, admin.access);
    expect(cleared).toMatchObject({ status: 400, data: { email: [clientRecordMessages.signInEmailKept] } });
    // Reception still edits the rest of the record.
    expect((await edit(t, client.id, { address: { city: "Thiès" } }, desk.access)).status).toBe(200);

    t.advance(61_000);
    const moved = await edit(t, client.id, { email: "awa.diop@example.com" }, admin.access);
    expect(moved.data.client).toMatchObject({ email: "awa.diop@example.com", is_verified: false });
    expect(t.mails.filter((m) => m.to === "awa.diop@example.com")).toHaveLength(1);
  });

  it("does not edit a staff account, from reception or admin", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const admin = await staffMember(t, "admin");
    for (const [who, target] of [
      [desk, admin],
      [admin, desk],
      [admin, admin],
    ] as const) {
      const res = await edit(t, target.id, { first_name: "Autre" }, who.access);
      expect(res).toMatchObject({ status: 403, data: { detail: clientRecordMessages.staffAccount } });
    }
    const client = await demoClient(t);
    expect((await edit(t, client.id, { first_name: "Awa" }, client.access)).status).toBe(403);
    expect((await edit(t, 999_999, { first_name: "Awa" }, desk.access)).status).toBe(404);
  });

  it("refuses an edit made on an older version (412) rather than write over a colleague's", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const admin = await staffMember(t, "admin");
    const client = await demoClient(t);
    const seen = (await record(t, client.id, desk.access)).version;
    expect(seen).not.toBe("");
    const first = await edit(t, client.id, { last_name: "Ndiaye" }, admin.access, seen);
    expect(first.status).toBe(200);
    const second = await edit(t, client.id, { telephone_number: "78 000 00 00" }, desk.access, seen);
    expect(second).toMatchObject({ status: 412, data: { detail: clientRecordMessages.changedMeanwhile } });
    const now = await record(t, client.id, desk.access);
    expect(now.client).toMatchObject({ last_name: "Ndiaye", telephone_number: "+221771234567" });
    expect(now.version).toBe(first.data.version);
    // Made again on the version now read: written.
    expect(
      (await edit(t, client.id, { telephone_number: "78 000 00 00" }, desk.access, now.version)).status,
    ).toBe(200);
    expect((await auditLines(t)).filter((l) => l.action === "client.updated")).toHaveLength(2);
  });

  it("shows an old catalogue line of the Journal with its values (« modifié (real_price) »)", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const { immediate } = await import("../../../server/deps");
    const { writeAudit } = await import("../../../server/domain/staff/audit");
    await immediate(t.deps, (tx) =>
      writeAudit(tx, {
        staffId: admin.id,
        action: "pack.updated",
        summary: "Pack « Pack Tabaski » modifié (credit_number, real_price).",
        data: {
          pack_id: 1,
          before: { credit_number: 40, real_price: 36000 },
          after: { credit_number: 80, real_price: 70000 },
        },
      }),
    );
    const res = await t.api.get("staff/audit/", admin.access);
    const line = v.parse(auditEntrySchema, res.data.results[0]);
    expect(line.summary).toBe("Pack « Pack Tabaski » modifié (credit_number, real_price).");
    expect(line.changes?.replace(/\u00a0|\u202f/g, " ")).toBe(
      "crédits 40 → 80 ; prix 36 000 XOF → 70 000 XOF",
    );
  });
});
