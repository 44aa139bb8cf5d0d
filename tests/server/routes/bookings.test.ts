import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { bookingHistoryPageSchema } from "../../../src/contract/booking";
import { findSlot, makeTestApp, otherMember, type TestApp } from "../harness";

const HOUR = 3_600_000;

/** Massage suédois (id 1): 25 000 XOF / 25 crédits a person, private option +10 000 / +10. */
async function book(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  slotDate = "2026-03-03",
) {
  const slot = await findSlot(t, 1, slotDate);
  return t.api.post(
    "booking/booking/create/",
    {
      service: 1,
      slot: slot.id,
      price: 25000,
      credit_price: 25,
      private_option: false,
      number_person: 1,
      ...overrides,
    },
    token,
  );
}

describe("POST booking/booking/create/", () => {
  it("creates a booking with the price computed on the server", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const res = await book(t, access, { number_person: 2, price: 50000, credit_price: 50 });
    expect(res.status).toBe(201);
    // No one is mapped to the service: nobody named.
    expect(res.data).toEqual({
      booking_id: expect.any(Number),
      message: "Réservation créée avec succès.",
      practitioner: null,
    });
  });

  it("applies the private option and the slot's discount, rounded", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    // Wednesday's first slot carries 20 %: (25 000 + 10 000) × 0.8.
    const slot = await findSlot(t, 1, "2026-03-04", "09:00:00");
    expect(slot.pct_discount).toBe(20);
    const wrong = await t.api.post(
      "booking/booking/create/",
      { service: 1, slot: slot.id, price: 35000, credit_price: 35, private_option: true, number_person: 1 },
      access,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.price).toEqual(["Le prix ne correspond pas au tarif en vigueur (28 000 XOF)."]);
    const right = await t.api.post(
      "booking/booking/create/",
      { service: 1, slot: slot.id, price: 28000, credit_price: 28, private_option: true, number_person: 1 },
      access,
    );
    expect(right.status).toBe(201);
    // The private option took the whole slot.
    const after = await t.api.get(`booking/slots/${slot.id}/check-availability/?persons=1`);
    expect(after.data).toEqual({
      available: false,
      remaining_capacity: 0,
      can_have_private_option: false,
      reason:
        "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
    });
  });

  it("refuses each broken rule with the spec's French meaning", async () => {
    const t = await makeTestApp();
    const today = await findSlot(t, 1, "2026-03-02", "11:00:00");
    t.advance(HOUR);
    const { access } = await t.loginDemo();
    const late = await t.api.post(
      "booking/booking/create/",
      { service: 1, slot: today.id, price: 25000, credit_price: 25, number_person: 1 },
      access,
    );
    expect(late.data.non_field_errors).toEqual([
      "La réservation doit être effectuée au moins 3 heures avant le début du créneau.",
    ]);
    const tooMany = await book(t, access, { number_person: 3, price: 75000, credit_price: 75 });
    expect(tooMany.data.number_person).toEqual([
      "Le nombre de personnes dépasse le maximum autorisé pour ce service (2).",
    ]);
    const credits = await book(t, access, { credit_price: 20 });
    expect(credits.data.credit_price).toEqual([
      "Le prix ne correspond pas au tarif en vigueur (25 crédits).",
    ]);
    expect((await book(t, access)).status).toBe(201);
    const privateLate = await book(t, access, { private_option: true, price: 35000, credit_price: 35 });
    expect(privateLate.data.non_field_errors).toEqual([
      "L'option privée a été désactivée pour ce créneau car il existe déjà des réservations.",
    ]);
    expect((await book(t, access)).status).toBe(201);
    const full = await book(t, access);
    expect(full.data.non_field_errors).toEqual([
      "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
    ]);
    // Massage sportif (id 3) has no private option at all.
    const sport = await findSlot(t, 3, "2026-03-03", "09:45:00");
    const noPrivate = await t.api.post(
      "booking/booking/create/",
      { service: 3, slot: sport.id, price: 22000, credit_price: 22, private_option: true, number_person: 1 },
      access,
    );
    expect(noPrivate.data.private_option).toEqual(["L'option privée n'est pas disponible pour ce créneau."]);
  });

  it("replays the first answer for the same Idempotency-Key and books once", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const slot = await findSlot(t, 4, "2026-03-03");
    const body = {
      service: 4,
      slot: slot.id,
      price: 8000,
      credit_price: 8,
      private_option: false,
      number_person: 1,
    };
    const send = (b: unknown) =>
      t.api.raw("POST", "/api/booking/booking/create/", {
        json: b,
        token: access,
        headers: { "Idempotency-Key": "resa-123" },
      });
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect(first.status).toBe(201);
    expect(second.data).toEqual(first.data);
    const availability = await t.api.get(`booking/slots/${slot.id}/check-availability/?persons=1`);
    expect(availability.data.remaining_capacity).toBe(9);
    const other = await send({ ...body, number_person: 2, price: 16000, credit_price: 16 });
    expect(other.status).toBe(422);
  });

  it("rejects malformed JSON, missing and wrongly typed fields, and needs a token", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const malformed = await t.api.raw("POST", "/api/booking/booking/create/", {
      body: "{",
      token: access,
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.data.detail).toBe("Requête invalide : le corps doit être un JSON valide.");
    const wrong = await t.api.post("booking/booking/create/", { service: "un", number_person: 0 }, access);
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      service: ["Un nombre entier est attendu."],
      slot: ["Ce champ est obligatoire."],
      number_person: ["Le nombre de personnes doit être d'au moins 1."],
    });
    expect((await t.api.post("booking/booking/create/", {})).status).toBe(401);
  });
});

describe("GET booking/booking/validated and cancel", () => {
  async function paidWithCredits(t: TestApp, token: string, date = "2026-03-03") {
    const created = await book(t, token, {}, date);
    const methods = await t.api.get("configs/bookingmethod/");
    const credits = methods.data.find((m: { code: string }) => m.code === "PAY02");
    const paid = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: created.data.booking_id, booking_method: credits.id },
      token,
    );
    expect(paid.status).toBe(200);
    return created.data.booking_id as number;
  }

  it("lists validated bookings with the history fields", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const held = await book(t, access); // never paid: listed while its hold runs
    const id = await paidWithCredits(t, access);
    const res = await t.api.get("booking/booking/validated?page=1&page_size=100", access);
    const page = v.parse(bookingHistoryPageSchema, res.data);
    expect(page.count).toBe(2);
    expect(page.results.find((b) => b.booking_id === held.data.booking_id)?.hold_until).not.toBeNull();
    expect(page.results.find((b) => b.booking_id === id)).toMatchObject({
      booking_id: id,
      service_name: "Massage suédois",
      booking_state: "upcoming",
      payment_status: "paid",
      payment_method: "PAY02",
      reserved_for: "2026-03-03",
      start_time: "10:00:00",
      price: 25000,
      credit_price: 25,
      cancelation_delay: "",
      refund_credits: 25,
      refunded_credits: 0,
    });
    t.advance(26 * HOUR + 30 * 60_000);
    const ongoing = await t.api.get("booking/booking/validated", (await t.loginDemo()).access);
    expect(ongoing.data.results[0].booking_state).toBe("ongoing");
    expect(ongoing.data.results[0].cancelation_delay).toBe(
      "Seule une réservation à venir peut être annulée.",
    );
  });

  it("cancels outside the cut-off and refunds exactly the credits paid", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await paidWithCredits(t, access);
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(125);
    const res = await t.api.post(`booking/booking/${id}/cancel/`, undefined, access);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      detail: "Réservation annulée avec succès",
      refunded_credits: 25,
      penalty_credits: 0,
    });
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(150);
    const again = await t.api.post(`booking/booking/${id}/cancel/`, undefined, access);
    expect(again.status).toBe(400);
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(150);
    const list = await t.api.get("booking/booking/validated", access);
    expect(list.data.results[0]).toMatchObject({
      booking_state: "cancelled",
      refund_credits: 0,
      refunded_credits: 25,
    });
    // The place is free again.
    const slot = await findSlot(t, 1, "2026-03-03");
    expect(slot.remaining_capacity).toBe(2);
  });

  it("refuses to cancel inside the cut-off", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await paidWithCredits(t, access);
    t.advance(23 * HOUR); // 03/03 07:00, the slot starts at 10:00
    const token = (await t.loginDemo()).access;
    const res = await t.api.post(`booking/booking/${id}/cancel/`, undefined, token);
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe("Impossible d'annuler une réservation qui commence dans moins de 3 heures.");
    expect((await t.api.get("accounts/profile/", token)).data.body.total_credits).toBe(125);
  });

  it("keeps each member's bookings, payments and records to themselves (404)", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await paidWithCredits(t, access);
    const pending = (await book(t, access)).data.booking_id;
    const intruder = await otherMember(t);
    expect((await t.api.post(`booking/booking/${id}/cancel/`, undefined, intruder)).status).toBe(404);
    expect(
      (
        await t.api.post(
          "payments/payment/",
          { booking_on_payment_waiting: pending, booking_method: 1 },
          intruder,
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.api.put(`booking/booking/update_payment/${pending}/`, { booking_method: 1 }, intruder)).status,
    ).toBe(404);
    expect((await t.api.get("booking/booking/validated", intruder)).data.count).toBe(0);
    expect((await t.api.get("payments/user-credit-records/", intruder)).data).toEqual([]);
    const om = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: pending, payment_purpose: "booking" },
      intruder,
    );
    expect(om.status).toBe(404);
    const mine = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: pending, payment_purpose: "booking" },
      access,
    );
    expect(
      (await t.api.get(`payments/paiement/orange-money/get-status/${mine.data.qrId}/`, intruder)).status,
    ).toBe(404);
  });
});
