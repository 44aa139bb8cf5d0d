import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { auditPageSchema } from "../../../src/contract/staff/audit";
import { contactInboxSchema } from "../../../src/contract/staff/messages";
import { manualRefundListSchema } from "../../../src/contract/staff/money";
import { makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, later, staffMember } from "./staff-harness";

/** An Orange Money payment the provider took and the centre must give back by hand. */
async function manualRefund(
  t: TestApp,
  userId: number,
  id: string,
  received: number | null,
  at = t.deps.clock.now(),
) {
  await t.deps.db
    .insertInto("payments")
    .values({
      id,
      userId,
      purpose: "pack",
      objectId: 1,
      method: "PAY04",
      amount: 50000,
      status: "refunded",
      createdAt: at,
      expiresAt: at,
      settledAt: at,
      provider: "orange-money",
      refundState: "manual",
      refundAmount: received,
    })
    .execute();
}

describe("money to give back", () => {
  it("lists the manual refunds with what was received and the phone, and marks one done once", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    await manualRefund(t, client.id, "pay-old", 100);
    await later(t, 60_000, staff);
    await manualRefund(t, client.id, "pay-new", null);
    // A refund the provider's API makes is not the centre's to do.
    await t.deps.db.updateTable("payments").set({ refundState: "due" }).where("id", "=", "pay-new").execute();
    await manualRefund(t, client.id, "pay-odd", null);

    const todo = v.parse(manualRefundListSchema, (await t.api.get("staff/refunds/", staff.access)).data);
    expect(todo.map((r) => [r.payment_id, r.amount_requested, r.refund_amount])).toEqual([
      ["pay-old", 50000, 100],
      ["pay-odd", 50000, null],
    ]);
    expect(todo[0]).toMatchObject({
      method_name: "Orange Money",
      client: { telephone_number: "+221771234567", first_name: "Awa" },
      done_at: null,
    });

    const done = await t.api.post("staff/refunds/pay-old/done/", undefined, staff.access);
    expect(done.status).toBe(200);
    expect(done.data.refund).toMatchObject({ payment_id: "pay-old", done_by: "Moussa Fall" });
    const twice = await t.api.post("staff/refunds/pay-old/done/", undefined, staff.access);
    expect(twice.status).toBe(409);
    expect(twice.data.detail).toMatch(/^Ce remboursement est déjà marqué fait par Moussa Fall, le /);
    expect((await t.api.post("staff/refunds/pay-new/done/", undefined, staff.access)).status).toBe(404);

    const left = v.parse(manualRefundListSchema, (await t.api.get("staff/refunds/", staff.access)).data);
    expect(left.map((r) => r.payment_id)).toEqual(["pay-odd"]);
    const finished = (await t.api.get("staff/refunds/?state=done", staff.access)).data;
    expect(finished.map((r: { payment_id: string }) => r.payment_id)).toEqual(["pay-old"]);
    expect((await auditLines(t)).map((l) => l.summary)).toEqual([
      "Remboursement Orange Money pay-old fait : 100 XOF à Awa Diop (+221771234567).",
    ]);
  });
});

describe("contact messages", () => {
  it("lists them newest first, read or unread, with a reply link, and marks them read", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const send = (subject: string, email = "fatou@example.com") =>
      t.api.post("notifications/contact-us", {
        name: "Fatou Sow",
        email,
        telephone: "",
        subject,
        message: "Bonjour, est-ce ouvert le dimanche ?",
      });
    await send("Horaires");
    await later(t, 60_000, staff);
    await send("Tarifs & packs", "a&b@example.com");

    const inbox = v.parse(contactInboxSchema, (await t.api.get("staff/messages/", staff.access)).data);
    expect(inbox.count).toBe(2);
    expect(inbox.unread_count).toBe(2);
    expect(inbox.results.map((m) => m.subject)).toEqual(["Tarifs & packs", "Horaires"]);
    expect(inbox.results[0]?.reply_url).toBe("mailto:a%26b@example.com?subject=Re%3A%20Tarifs%20%26%20packs");
    const id = inbox.results[1]?.id ?? 0;

    const read = await t.api.post(`staff/messages/${id}/read/`, { read: true }, staff.access);
    expect(read.data).toMatchObject({ detail: "Message marqué lu.", message: { read_by: "Moussa Fall" } });
    // Marking it read again changes nothing and writes nothing.
    expect((await t.api.post(`staff/messages/${id}/read/`, { read: true }, staff.access)).status).toBe(200);
    const unread = v.parse(
      contactInboxSchema,
      (await t.api.get("staff/messages/?state=unread", staff.access)).data,
    );
    expect(unread.results.map((m) => m.subject)).toEqual(["Tarifs & packs"]);
    expect(unread.unread_count).toBe(1);
    const back = await t.api.post(`staff/messages/${id}/read/`, { read: false }, staff.access);
    expect(back.data.message.read_at).toBeNull();
    expect((await t.api.post("staff/messages/99999/read/", { read: true }, staff.access)).status).toBe(404);
    expect((await auditLines(t)).map((l) => l.action)).toEqual(["message.read", "message.unread"]);
  });
});

describe("the audit log", () => {
  it("is read by admins, newest first, filtered by booking or client; reception may not", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const reception = await staffMember(t, "reception");
    const client = await demoClient(t);
    await t.api.post(
      `staff/clients/${client.id}/credits/`,
      { delta: 5, reason: "Parrainage" },
      reception.access,
    );
    await t.api.post(`staff/clients/${client.id}/packs/`, { pack_id: 1, method: "cash" }, admin.access);

    expect((await t.api.get("staff/audit/", reception.access)).status).toBe(403);
    const page = v.parse(auditPageSchema, (await t.api.get("staff/audit/", admin.access)).data);
    expect([page.next, page.previous]).toEqual([null, null]);
    expect(page.results.map((e) => [e.action, e.staff?.name, e.client_id])).toEqual([
      ["client.pack_sold", "Aïda Ndiaye", client.id],
      ["client.credits_adjusted", "Moussa Fall", client.id],
    ]);
    expect(page.results[1]?.data).toEqual({ delta: 5, reason: "Parrainage" });
    const byStaff = (await t.api.get(`staff/audit/?staff_id=${reception.id}`, admin.access)).data;
    expect(byStaff.results.map((e: { action: string }) => e.action)).toEqual(["client.credits_adjusted"]);
    expect((await t.api.get("staff/audit/?client_id=99999", admin.access)).data.results).toEqual([]);
  });
});
