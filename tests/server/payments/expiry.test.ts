import { afterEach, describe, expect, it } from "vitest";
import { occupancy } from "../../../server/domain/capacity";
import { PROVIDER_TIMEOUT_MS } from "../../../server/payments/accounts";
import { ASK_AGAIN_AFTER_MS, GIVE_UP_AFTER_MS, reconcileExpired } from "../../../server/payments/reconcile";
import { bookYoga, findSlot, quickMembers, yogaBooking } from "../harness";
import { makeProviderApp, type ProviderApp } from "./provider-harness";

let t: ProviderApp;
afterEach(async () => {
  await t?.close();
});

/** Wave's session lookup (not its refund or expiry). */
const WAVE_LOOKUP = /^\/v1\/checkout\/sessions\/[^/]+$/;
const OM_SEARCH = /^\/api\/eWallet\/v1\/transactions$/;

/** A pending booking of Yoga hatha (8 000 XOF) on 3 March at 10:00, paid with Wave. */
async function bookAndCheckout(app: ProviderApp, token: string) {
  const { id } = await bookYoga(app, token, "2026-03-03", "10:00:00");
  const answer = await app.api.raw("POST", "/api/payments/payment/", {
    json: { booking_on_payment_waiting: id, booking_method: 3 },
    token,
  });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  const paymentId = answer.data.payment_id as string;
  return { bookingId: id, paymentId, sessionId: (await app.paymentRow(paymentId))?.providerRef ?? "" };
}

/** What the member's app reads when it asks about the payment. */
async function memberReads(app: ProviderApp, paymentId: string) {
  const { access } = await app.loginDemo();
  return (await app.api.get(`payments/paiement/orange-money/get-status/${paymentId}/`, access)).data
    .status as string;
}

/** Moves the clock just past the payment's validity. */
async function pastValidity(app: ProviderApp, paymentId: string) {
  const row = await app.paymentRow(paymentId);
  if (!row) throw new Error("no payment");
  app.advance(row.expiresAt.getTime() - app.deps.clock.now().getTime() + 1_000);
}

/** One reconciliation pass while the provider hangs on `paths`: each call runs into its limit. */
async function reconcileWhileStalled(
  app: ProviderApp,
  fake: ProviderApp["wave"] | ProviderApp["om"],
  paths: RegExp,
) {
  fake.stall(paths);
  const pass = reconcileExpired(app.deps);
  await fake.stalledCall();
  app.advance(PROVIDER_TIMEOUT_MS);
  await pass;
  fake.stall(null);
  await fake.answerLate();
}

const slotPersons = async (app: ProviderApp, slotId: number) =>
  (await occupancy(app.deps.db, slotId, app.deps.clock.now())).persons;

describe("a payment's end of validity and the provider's last word", { timeout: 30_000 }, () => {
  it("keeps a Wave payment pending while Wave does not answer at its expiry, and applies it once Wave says it was paid in time", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const slot = await findSlot(t, 4, "2026-03-03", "10:00:00");
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    t.advance(5 * 60_000);
    await t.wave.pay(sessionId, { deliver: false });
    await pastValidity(t, paymentId);
    await reconcileWhileStalled(t, t.wave, WAVE_LOOKUP);
    // No answer is no word on the money: the payment stays open and its places held.
    expect((await t.paymentRow(paymentId))?.status).toBe("pending");
    expect((await t.booking(bookingId))?.paymentStatus).toBe("pending");
    expect(await slotPersons(t, slot.id)).toBe(1);
    expect(t.logs.some((l) => l.includes(`Paiement ${paymentId} : état non obtenu`))).toBe(true);
    // Another tab polling at once does not decide in the asker's place.
    expect(await memberReads(t, paymentId)).toBe("PENDING");
    // The next pass asks again, and Wave's answer settles it.
    t.advance(ASK_AGAIN_AFTER_MS);
    expect(await reconcileExpired(t.deps)).toBe(1);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
    expect((await t.paymentRow(paymentId))?.status).toBe("success");
    await t.settled();
    expect(t.wave.state.refunds).toEqual([]);
  });

  it("keeps an Orange Money payment pending while Sonatel does not answer at its expiry, so the callback paid in time is applied", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00");
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    const paymentId = qr.data.qrId as string;
    t.advance(4 * 60_000);
    const paid = await t.om.pay((await t.paymentRow(paymentId))?.providerRef ?? "", { deliver: false });
    await pastValidity(t, paymentId);
    await reconcileWhileStalled(t, t.om, OM_SEARCH);
    expect(await memberReads(t, paymentId)).toBe("PENDING");
    // Sonatel's callback, delayed, arrives now.
    expect(await t.om.deliver(paid)).toBe(200);
    expect((await t.booking(id))?.paymentStatus).toBe("paid");
    expect(await t.paymentRow(paymentId)).toMatchObject({ status: "success", refundState: null });
  });

  it("expires a payment the provider never answers about after a day, and still applies its success paid in time while the places are free", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    t.advance(5 * 60_000);
    await t.wave.pay(sessionId, { deliver: false });
    await pastValidity(t, paymentId);
    await reconcileWhileStalled(t, t.wave, WAVE_LOOKUP);
    expect((await t.paymentRow(paymentId))?.status).toBe("pending");
    t.advance(GIVE_UP_AFTER_MS);
    await reconcileWhileStalled(t, t.wave, WAVE_LOOKUP);
    expect(await memberReads(t, paymentId)).toBe("FAILED");
    // Wave's webhook at last: paid 10 minutes before the payment's end, the places still free.
    const { event, headers } = t.wave.signedEvent(sessionId);
    const res = await fetch(`${t.publicUrl}/api/webhooks/wave/`, {
      method: "POST",
      headers,
      body: JSON.stringify(event),
    });
    expect(res.status).toBe(200);
    await t.settled();
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
    expect(await t.paymentRow(paymentId)).toMatchObject({ status: "success", refundState: null });
    expect(t.wave.state.refunds).toEqual([]);
  });

  it("refunds a success paid in time but applied after the booking's hold lapsed, when others took its places: the slot is never overbooked", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const slot = await findSlot(t, 4, "2026-03-03", "10:00:00");
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    t.advance(14 * 60_000);
    await t.wave.pay(sessionId, { deliver: false });
    // Nobody asked in time (the upkeep was late): the hold lapses, and others book every place.
    const holdUntil = (await t.booking(bookingId))?.holdUntil ?? new Date(0);
    t.advance(holdUntil.getTime() - t.deps.clock.now().getTime() + 1_000);
    let taken = 0;
    for (const member of await quickMembers(t, slot.remaining_capacity)) {
      const booked = await t.api.post("booking/booking/create/", yogaBooking(slot), member.access);
      if (booked.status === 201) taken++;
    }
    expect(taken).toBe(slot.remaining_capacity);
    await reconcileExpired(t.deps);
    await t.settled();
    expect(await slotPersons(t, slot.id)).toBe(slot.remaining_capacity);
    expect((await t.booking(bookingId))?.paymentStatus).not.toBe("paid");
    expect(await t.paymentRow(paymentId)).toMatchObject({ status: "refunded", refundState: "sent" });
    expect(t.wave.state.refunds).toEqual([sessionId]);
    expect(t.logs).toContain(
      `Paiement ${paymentId} remboursé (places reprises entre-temps) : 8000 XOF, rendu par l'API du prestataire.`,
    );
  });
});

describe("a booking's places while its payment's last word is awaited", { timeout: 30_000 }, () => {
  it("holds the places of a payment made in time until the upkeep has asked about it, even a few minutes late", async () => {
    t = await makeProviderApp();
    const { access } = await t.loginDemo();
    const slot = await findSlot(t, 4, "2026-03-03", "10:00:00");
    const others = await quickMembers(t, slot.remaining_capacity);
    // Every place but one taken (to be paid at the venue); the member books the last one, with Wave.
    for (const member of others.slice(1)) {
      const booked = await t.api.post("booking/booking/create/", yogaBooking(slot), member.access);
      const atVenue = await t.api.put(
        `booking/booking/update_payment/${booked.data.booking_id}/`,
        { booking_method: 1 },
        member.access,
      );
      expect(atVenue.data.status).toBe("confirmed");
    }
    const { bookingId, paymentId, sessionId } = await bookAndCheckout(t, access);
    t.advance(10 * 60_000);
    await t.wave.pay(sessionId, { deliver: false });
    // Two and a half minutes past its validity (the upkeep's pass was late, then Wave was slow).
    await pastValidity(t, paymentId);
    t.advance(150_000);
    const [late] = await quickMembers(t, 1, "retard");
    const refused = await t.api.post("booking/booking/create/", yogaBooking(slot), late?.access ?? "");
    expect(refused.status).toBe(400);
    await reconcileExpired(t.deps);
    expect((await t.booking(bookingId))?.paymentStatus).toBe("paid");
    expect(await slotPersons(t, slot.id)).toBe(slot.remaining_capacity);
  });
});
