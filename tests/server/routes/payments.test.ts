import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ensureSlots } from "../../../server/domain/schedule";
import { bookingMethodSchema, creditPackSchema, creditRecordSchema } from "../../../src/contract/payments";
import { findSlot, makeTestApp, otherMember, type TestApp } from "../harness";

async function methodId(t: TestApp, code: string) {
  const methods = await t.api.get("configs/bookingmethod/");
  return methods.data.find((m: { code: string }) => m.code === code).id as number;
}

/** A pending booking of Yoga hatha (id 4, 8 000 XOF / 8 crédits a person). */
async function pendingBooking(
  t: TestApp,
  token: string,
  persons = 1,
  date = "2026-03-03",
  start = "10:00:00",
) {
  const slot = await findSlot(t, 4, date, start);
  const res = await t.api.post(
    "booking/booking/create/",
    {
      service: 4,
      slot: slot.id,
      price: 8000 * persons,
      credit_price: 8 * persons,
      private_option: false,
      number_person: persons,
    },
    token,
  );
  expect(res.status).toBe(201);
  return res.data.booking_id as number;
}

const movementsSum = async (t: TestApp, userId = 1) =>
  (await t.deps.db.selectFrom("creditMovements").selectAll().execute())
    .filter((m) => m.userId === userId)
    .reduce((sum, m) => sum + m.delta, 0);

describe("paying a booking", () => {
  it("at the venue confirms it with the payment pending", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    const res = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY01") },
      access,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ booking_id: id, status: "confirmed", payment_status: "pending" });
    const list = await t.api.get("booking/booking/validated", access);
    expect(list.data.results[0]).toMatchObject({
      booking_id: id,
      payment_status: "pending",
      payment_method: "PAY01",
    });
  });

  it("with credits debits at once, from the credits that expire first", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access, 2);
    const res = await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(res.data).toMatchObject({
      status: "paid",
      payment_status: "paid",
      message: "Paiement confirmé avec succès!",
    });
    const records = await t.api.get("payments/user-credit-records/?origin=purchase", access);
    const decouverte = records.data.find(
      (r: { service_name: string }) => r.service_name === "Pack Découverte",
    );
    expect(decouverte).toMatchObject({ used_credits: 16, left_credits: 84 });
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(134);
    expect(await movementsSum(t)).toBe(134);
  });

  it("with credits is refused when the balance is short", async () => {
    const t = await makeTestApp();
    await otherMember(t, "pauvre@example.com");
    const token = (
      await t.api.post("accounts/login/", { username: "pauvre@example.com", password: "Mbour2026x" })
    ).data.body.access;
    const id = await pendingBooking(t, token);
    const res = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY02") },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe("Solde insuffisant. Veuillez recharger vos crédits.");
  });

  it("replayed with the same Idempotency-Key debits once", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    const body = { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY02") };
    const send = () =>
      t.api.raw("POST", "/api/payments/payment/", {
        json: body,
        token: access,
        headers: { "Idempotency-Key": "pay-1" },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(142);
    // Without the key, a second payment of a paid booking is refused.
    const third = await t.api.post("payments/payment/", body, access);
    expect(third.data.detail).toBe("Cette réservation est déjà payée.");
  });

  it("refuses an unknown method and malformed bodies", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    const unknown = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: 99 },
      access,
    );
    expect(unknown.data.detail).toBe("Méthode de paiement non reconnue");
    const missing = await t.api.post("payments/payment/", { booking_method: 1 }, access);
    expect(missing.data.booking_on_payment_waiting).toEqual(["Ce champ est obligatoire."]);
    for (const path of [
      "/api/payments/payment/",
      "/api/payments/paiement/orange-money/",
      "/api/payments/pack/checkout/",
      `/api/booking/booking/${id}/confirm-payment/`,
    ]) {
      const res = await t.api.raw("POST", path, {
        body: "[",
        token: access,
        headers: { "Content-Type": "application/json" },
      });
      expect(res.status, path).toBe(400);
    }
  });
});

describe("Orange Money and the wallet, through the sandbox", () => {
  it("answers a real PNG QR code whose page approves the booking, once", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    expect(qr.status).toBe(200);
    expect(qr.data).toMatchObject({ qrId: expect.any(String), validity: 300 });
    expect(Buffer.from(qr.data.qrCode, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(qr.data.deepLinks.OM).toContain(`/sandbox/orange-money/${qr.data.qrId}`);
    const status = () => t.api.get(`payments/paiement/orange-money/get-status/${qr.data.qrId}/`, access);
    // What was paid and how, for the pages the wallet returns to.
    expect((await status()).data).toEqual({
      status: "PENDING",
      method: "PAY04",
      method_name: "Orange Money",
      purpose: "booking",
      amount: 8000,
    });
    const confirmEarly = await t.api.post(
      `booking/booking/${id}/confirm-payment/`,
      { booking_method: await methodId(t, "PAY04") },
      access,
    );
    expect(confirmEarly.data.detail).toBe(
      "Le paiement n'a pas pu être finalisé. Veuillez contacter notre service client.",
    );

    const page = await t.app.request(`/sandbox/orange-money/${qr.data.qrId}`);
    expect(await page.text()).toContain("8 000 XOF");
    const approve = await t.app.request(`/sandbox/orange-money/${qr.data.qrId}/approve`, { method: "POST" });
    expect(approve.status).toBe(303);
    expect((await status()).data).toMatchObject({ status: "SUCCESS" });
    await t.app.request(`/sandbox/orange-money/${qr.data.qrId}/refuse`, { method: "POST" });
    expect((await status()).data).toMatchObject({ status: "SUCCESS" });
    const confirm = await t.api.post(
      `booking/booking/${id}/confirm-payment/`,
      { booking_method: await methodId(t, "PAY04") },
      access,
    );
    expect(confirm.data).toMatchObject({ status: "paid", payment_status: "paid" });
    const list = await t.api.get("booking/booking/validated", access);
    expect(list.data.results[0]).toMatchObject({
      booking_id: id,
      payment_status: "paid",
      payment_method: "PAY04",
    });
  });

  it("buys a pack: its credits are added once, however often approved or polled", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const packs = await t.api.get("configs/credit/");
    const pack = packs.data.find((p: { name: string }) => p.name === "Pack Essentiel");
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: pack.credit_id, payment_purpose: "pack" },
      access,
    );
    await Promise.all(
      [1, 2, 3].map(() => t.app.request(`/sandbox/orange-money/${qr.data.qrId}/approve`, { method: "POST" })),
    );
    for (let i = 0; i < 3; i++)
      await t.api.get(`payments/paiement/orange-money/get-status/${qr.data.qrId}/`, access);
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(200);
    expect(await movementsSum(t)).toBe(200);
    const records = await t.api.get("payments/user-credit-records/?origin=purchase", access);
    expect(records.data[0]).toMatchObject({
      service_name: "Pack Essentiel",
      credit_number: 50,
      credit_real_price: 50000,
    });
  });

  it("lets a QR code expire after its validity", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    // The QR code's 5 minutes, and the minute its payment stays open to settle.
    t.advance(361_000);
    await t.app.request(`/sandbox/orange-money/${qr.data.qrId}/approve`, { method: "POST" });
    const token = (await t.loginDemo()).access;
    expect(
      (await t.api.get(`payments/paiement/orange-money/get-status/${qr.data.qrId}/`, token)).data.status,
    ).toBe("FAILED");
  });

  it("a new QR code replaces the open one: only the latest can be paid", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    const first = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    const second = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    await t.app.request(`/sandbox/orange-money/${first.data.qrId}/approve`, { method: "POST" });
    expect(
      (await t.api.get(`payments/paiement/orange-money/get-status/${first.data.qrId}/`, access)).data.status,
    ).toBe("FAILED");
    expect(
      (await t.api.get(`payments/paiement/orange-money/get-status/${second.data.qrId}/`, access)).data.status,
    ).toBe("PENDING");
  });

  it("pays through the wallet's hosted checkout and returns to the callback pages", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    const res = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY03") },
      access,
    );
    expect(res.data).toMatchObject({
      status: "redirect",
      checkout_url: expect.stringMatching(/^\/sandbox\/checkout\//),
    });
    const page = await t.app.request(res.data.checkout_url);
    expect(page.status).toBe(200);
    const paid = await t.app.request(`${res.data.checkout_url}/pay`, { method: "POST" });
    expect(paid.headers.get("Location")).toMatch(/^\/callbacksuccessurl\?payment=/);
    const replay = await t.app.request(`${res.data.checkout_url}/cancel`, { method: "POST" });
    expect(replay.headers.get("Location")).toMatch(/^\/callbacksuccessurl/);
    const list = await t.api.get("booking/booking/validated", access);
    expect(list.data.results[0]).toMatchObject({ payment_status: "paid", payment_method: "PAY03" });

    const pack = await t.api.post("payments/pack/checkout/", { pack_id: 1 }, access);
    const cancelled = await t.app.request(`${pack.data.checkout_url}/cancel`, { method: "POST" });
    expect(cancelled.headers.get("Location")).toMatch(/^\/callbackcancelurl/);
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(150);
  });
});

describe("credit records, packs and methods", () => {
  it("lists every field of a credit record, with filters", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await pendingBooking(t, access);
    await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY02") },
      access,
    );
    const all = await t.api.get("payments/user-credit-records/", access);
    expect(v.safeParse(v.array(creditRecordSchema), all.data).success).toBe(true);
    expect(all.data.map((r: { origin: string }) => r.origin)).toEqual(["booking", "purchase", "purchase"]);
    expect(all.data[0]).toMatchObject({
      service_name: "Yoga hatha",
      original_credit_number: 8,
      left_credits: 0,
    });
    const bookings = await t.api.get("payments/user-credit-records/?origin=booking", access);
    expect(bookings.data).toHaveLength(1);
    const dated = await t.api.get(
      "payments/user-credit-records/?date_from=2026-02-25&date_to=2026-02-28",
      access,
    );
    expect(dated.data.map((r: { service_name: string }) => r.service_name)).toEqual(["Pack Essentiel"]);
    expect((await t.api.get("payments/user-credit-records/?is_expired=true", access)).data).toEqual([]);
  });

  it("neither counts nor spends expired credits", async () => {
    const t = await makeTestApp();
    t.advance(81 * 86_400_000); // the 100 credits of Pack Découverte have expired
    await ensureSlots(t.deps); // as the server does every few hours
    const { access } = await t.loginDemo();
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(50);
    const expired = await t.api.get("payments/user-credit-records/?is_expired=true", access);
    expect(expired.data).toHaveLength(1);
    expect(expired.data[0]).toMatchObject({
      service_name: "Pack Découverte",
      left_credits: 0,
      is_expired: true,
    });
    const id = await pendingBooking(t, access, 5, "2026-05-26");
    await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: await methodId(t, "PAY02") },
      access,
    );
    const essentiel = (
      await t.api.get("payments/user-credit-records/?origin=purchase&is_expired=false", access)
    ).data[0];
    expect(essentiel).toMatchObject({ service_name: "Pack Essentiel", used_credits: 40, left_credits: 10 });
  });

  it("serves packs as an array or a page, and one pack", async () => {
    const t = await makeTestApp();
    const all = await t.api.get("configs/credit/");
    expect(v.parse(v.array(creditPackSchema), all.data).map((p) => p.credit_number)).toEqual([
      50, 100, 250, 1000,
    ]);
    const page = await t.api.get("configs/credit/?page=2&page_size=3");
    expect(page.data).toMatchObject({ count: 4, results: [{ credit_number: 1000 }] });
    expect((await t.api.get(`configs/credit/${all.data[0].credit_id}/`)).data.name).toBe("Pack Essentiel");
    expect((await t.api.get("configs/credit/99/")).status).toBe(404);
  });

  it("serves the four methods, with the member's balance on the credit one", async () => {
    const t = await makeTestApp();
    const anonymous = await t.api.get("configs/bookingmethod/");
    const methods = v.parse(v.array(bookingMethodSchema), anonymous.data);
    expect(methods.map((m) => m.code)).toEqual(["PAY01", "PAY02", "PAY03", "PAY04"]);
    expect(methods.find((m) => m.code === "PAY02")?.user_total_credits).toBeNull();
    expect(methods.filter((m) => m.display_on_pack).map((m) => m.code)).toEqual(["PAY03", "PAY04"]);
    const { access } = await t.loginDemo();
    const mine = await t.api.get("configs/bookingmethod/", access);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mine.data.find((m: { code: string }) => m.code === "PAY02").user_total_credits).toBe(150);
  });
});
