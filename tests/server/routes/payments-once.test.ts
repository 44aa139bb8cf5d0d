import { describe, expect, it } from "vitest";
import { bookYoga, findSlot, makeTestApp, methodId, type TestApp, yogaBooking } from "../harness";

/** A pending booking of Yoga hatha on 3 March. */
const pendingBooking = (t: TestApp, token: string, start = "10:00:00") =>
  bookYoga(t, token, "2026-03-03", start);

async function openQr(t: TestApp, token: string, id: number) {
  const qr = await t.api.post(
    "payments/paiement/orange-money/",
    { object_id: id, payment_purpose: "booking" },
    token,
  );
  expect(qr.status).toBe(200);
  return qr.data.qrId as string;
}

const approve = (t: TestApp, qrId: string) =>
  t.app.request(`/sandbox/orange-money/${qrId}/approve`, { method: "POST" });
const paymentStatus = async (t: TestApp, id: string) =>
  (await t.deps.db.selectFrom("payments").select("status").where("id", "=", id).executeTakeFirst())?.status;
const balance = async (t: TestApp, token: string) =>
  (await t.api.get("accounts/profile/", token)).data.body.total_credits as number;

describe("a booking is paid once", () => {
  it("paid by credits while its QR code is open: the QR's later approval is refunded", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id, credits } = await pendingBooking(t, access);
    const qrId = await openQr(t, access, id);
    const paid = await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(paid.data.payment_status).toBe("paid");
    expect(await paymentStatus(t, qrId)).toBe("voided");
    await approve(t, qrId);
    expect(await paymentStatus(t, qrId)).toBe("refunded");
    const status = await t.api.get(`payments/paiement/orange-money/get-status/${qrId}/`, access);
    expect(status.data).toMatchObject({ status: "FAILED" });
    expect(await balance(t, access)).toBe(150 - credits);
    const list = await t.api.get("booking/booking/validated", access);
    expect(list.data.results[0]).toMatchObject({
      booking_id: id,
      payment_method: "PAY02",
      payment_status: "paid",
    });
    // The sandbox says what happened to the money.
    expect(await (await t.app.request(`/sandbox/orange-money/${qrId}`)).text()).toContain(
      "Paiement remboursé",
    );
  });

  it("paid by its QR code: paying it again by credits is refused and nothing is debited", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await pendingBooking(t, access);
    const qrId = await openQr(t, access, id);
    await approve(t, qrId);
    expect(await paymentStatus(t, qrId)).toBe("success");
    const again = await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(again.data.detail).toBe("Cette réservation est déjà payée.");
    expect(await balance(t, access)).toBe(150);
  });

  it("chosen to be paid at the venue: an open QR code's approval is refunded", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await pendingBooking(t, access);
    const qrId = await openQr(t, access, id);
    await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY01") },
      access,
    );
    await approve(t, qrId);
    expect(await paymentStatus(t, qrId)).toBe("refunded");
    const list = await t.api.get("booking/booking/validated", access);
    expect(list.data.results[0]).toMatchObject({ payment_method: "PAY01", payment_status: "pending" });
  });

  it("cancelled with its QR code open: the approval is refunded, never applied", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await pendingBooking(t, access);
    const qrId = await openQr(t, access, id);
    await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY01") },
      access,
    );
    const cancel = await t.api.post(`booking/booking/${id}/cancel/`, {}, access);
    expect(cancel.status).toBe(200);
    expect(cancel.data.refunded_credits).toBe(0);
    await approve(t, qrId);
    expect(await paymentStatus(t, qrId)).toBe("refunded");
    const list = await t.api.get("booking/booking/validated", access);
    expect(list.data.results[0]).toMatchObject({ booking_state: "cancelled", payment_status: "pending" });
    expect(await balance(t, access)).toBe(150);
  });

  it("paid by Orange Money then cancelled: its credit price comes back as a refund record", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id, credits } = await pendingBooking(t, access);
    const qrId = await openQr(t, access, id);
    await approve(t, qrId);
    const cancel = await t.api.post(`booking/booking/${id}/cancel/`, {}, access);
    expect(cancel.data.refunded_credits).toBe(credits);
    expect(await balance(t, access)).toBe(150 + credits);
    const refunds = await t.api.get("payments/user-credit-records/?origin=refund", access);
    expect(refunds.data).toHaveLength(1);
    expect(refunds.data[0]).toMatchObject({
      origin: "refund",
      service_name: "Yoga hatha",
      left_credits: credits,
    });
    // Cancelling twice gives nothing more.
    const twice = await t.api.post(`booking/booking/${id}/cancel/`, {}, access);
    expect(twice.status).toBe(400);
    expect(await balance(t, access)).toBe(150 + credits);
  });

  it("paid by the wallet then cancelled: its credit price comes back too", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id, credits } = await pendingBooking(t, access);
    const wallet = await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY03") },
      access,
    );
    await t.app.request(`/sandbox/checkout/${wallet.data.payment_id}/pay`, { method: "POST" });
    const cancel = await t.api.post(`booking/booking/${id}/cancel/`, {}, access);
    expect(cancel.data.refunded_credits).toBe(credits);
    expect(await balance(t, access)).toBe(150 + credits);
  });
});

describe("holding places without paying", () => {
  it("counts bookings to be paid at the venue in the cap of 3 unpaid bookings", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const venue = await methodId(t, "PAY01");
    for (const start of ["09:00:00", "11:00:00", "13:00:00"]) {
      const { id } = await pendingBooking(t, access, start);
      await t.api.put(`booking/booking/update_payment/${id}/`, { booking_method: venue }, access);
    }
    const slot = await findSlot(t, 4, "2026-03-03", "15:00:00");
    const fourth = await t.api.post("booking/booking/create/", yogaBooking(slot), access);
    expect(fourth.status).toBe(400);
    expect(fourth.data.non_field_errors).toEqual([
      "Vous avez déjà 3 réservations non payées. Réglez-en une ou annulez-la avant d'en créer une nouvelle.",
    ]);
  });

  it("does not revive a lapsed hold past the cap", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const first = await pendingBooking(t, access, "09:00:00");
    await pendingBooking(t, access, "10:00:00");
    await pendingBooking(t, access, "11:00:00");
    t.advance(16 * 60_000); // the three holds lapse
    const { access: fresh } = await t.loginDemo();
    for (const start of ["12:00:00", "13:00:00", "14:00:00"]) await pendingBooking(t, fresh, start);
    const revive = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: first.id, payment_purpose: "booking" },
      fresh,
    );
    expect(revive.status).toBe(400);
    expect(revive.data.detail).toBe(
      "Vous avez déjà 3 réservations non payées. Réglez-en une ou annulez-la avant d'en créer une nouvelle.",
    );
  });

  it("lets one booking open 3 provider payments, not a fourth that would renew its hold again", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await pendingBooking(t, access);
    for (let i = 0; i < 3; i++) await openQr(t, access, id);
    const fourth = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    expect(fourth.status).toBe(400);
    expect(fourth.data.detail).toBe(
      "Trop de tentatives de paiement pour cette réservation. Choisissez un autre moyen de paiement ou réservez à nouveau.",
    );
    // Credits still pay it.
    const paid = await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(paid.data.payment_status).toBe("paid");
  });

  it("refunds a provider's approval that arrives after the payment expired", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await pendingBooking(t, access);
    const qrId = await openQr(t, access, id);
    // The QR code's 5 minutes, and the minute its payment stays open to settle.
    t.advance(361_000);
    await approve(t, qrId);
    expect(await paymentStatus(t, qrId)).toBe("refunded");
  });
});
