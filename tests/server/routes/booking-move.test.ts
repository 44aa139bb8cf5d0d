import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { brand } from "../../../src/brand";
import { moveBookingResponseSchema } from "../../../src/contract/booking";
import {
  bookYoga,
  findSlot,
  makeTestApp,
  methodId,
  otherMember,
  type TestApp,
  yogaBooking,
} from "../harness";

const HOUR = 3_600_000;

/** Confirms a booking: paid with the demo member's credits, or to be paid at the venue. */
async function confirm(t: TestApp, token: string, id: number, code = "PAY02") {
  const res = await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: await methodId(t, code) },
    token,
  );
  if (res.status !== 200) throw new Error(`not confirmed: ${JSON.stringify(res.data)}`);
}

async function confirmedYoga(t: TestApp, token: string, date: string, start: string, persons = 1) {
  const { id } = await bookYoga(t, token, date, start, persons);
  await confirm(t, token, id, "PAY01");
  return id;
}

const move = (t: TestApp, token: string, id: number, slot: number, key?: string) =>
  t.api.raw("POST", `/api/booking/booking/${id}/reschedule/`, {
    token,
    json: { slot },
    headers: key ? { "Idempotency-Key": key } : {},
  });

const remaining = async (t: TestApp, date: string, start: string) =>
  (await findSlot(t, 4, date, start)).remaining_capacity;

const moveMails = (t: TestApp) => t.mails.filter((m) => m.subject.startsWith("Réservation déplacée"));

describe("POST booking/booking/{id}/reschedule/", () => {
  it("moves a paid booking to a discounted slot, keeping its price and payment, and mails the new time", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-03", "10:00:00", 2);
    await confirm(t, access, id, "PAY02");
    // Wednesday's first slot carries 20 %: the booking keeps what it was paid, 16 000 XOF / 16 crédits.
    const to = await findSlot(t, 4, "2026-03-04", "09:00:00");
    expect(to.pct_discount).toBe(20);
    const res = await move(t, access, id, to.id);
    expect(res.status).toBe(200);
    const body = v.parse(moveBookingResponseSchema, res.data);
    expect(body.detail).toBe("Réservation déplacée avec succès.");
    expect(body.booking).toMatchObject({
      booking_id: id,
      reserved_for: "2026-03-04",
      start_time: "09:00:00",
      number_person: 2,
      price: 16000,
      credit_price: 16,
      payment_status: "paid",
      payment_method: "PAY02",
      booking_state: "upcoming",
      cancelation_delay: "",
    });
    // The old places are free again, the new ones taken.
    expect(await remaining(t, "2026-03-03", "10:00:00")).toBe(10);
    expect(await remaining(t, "2026-03-04", "09:00:00")).toBe(8);
    const history = await t.api.get("booking/booking/validated", access);
    expect(history.data.results).toEqual([body.booking]);
    const [mail, ...others] = moveMails(t);
    expect(others).toEqual([]);
    expect(mail?.to).toBe("demo@example.com");
    expect(mail?.subject).toBe(`Réservation déplacée : Yoga hatha — ${brand.name}`);
    expect(mail?.text).toContain("elle n'a plus lieu le mardi 3 mars 2026 à 10h00");
    expect(mail?.text.split("\n")).toContain("Date et heure : mercredi 4 mars 2026 à 09h00 (heure de Dakar)");
    expect(mail?.text).toContain("Total : 16 crédits (payé)");
  });

  it("runs once per Idempotency-Key: a replay answers the same and mails nothing more", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await confirmedYoga(t, access, "2026-03-03", "10:00:00");
    const to = await findSlot(t, 4, "2026-03-03", "15:00:00");
    const first = await move(t, access, id, to.id, "deplacer-1");
    const again = await move(t, access, id, to.id, "deplacer-1");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(moveMails(t)).toHaveLength(1);
    expect(await remaining(t, "2026-03-03", "15:00:00")).toBe(9);
  });

  it("refuses in French, changing nothing: another's booking, a pending one, the cut-off, a cancelled one", async () => {
    const t = await makeTestApp();
    let { access } = await t.loginDemo();
    const intruder = await otherMember(t);
    const id = await confirmedYoga(t, access, "2026-03-02", "14:00:00");
    const to = await findSlot(t, 4, "2026-03-03", "10:00:00");
    expect((await move(t, intruder, id, to.id)).data).toEqual({ detail: "Réservation introuvable." });
    expect((await move(t, access, 999, to.id)).status).toBe(404);
    const pending = await bookYoga(t, access, "2026-03-03", "11:00:00");
    expect((await move(t, access, pending.id, to.id)).data).toEqual({
      detail: "Seule une réservation à venir et confirmée peut être déplacée.",
    });
    expect((await move(t, access, id, 0)).status).toBe(400);
    const back = await findSlot(t, 4, "2026-03-02", "13:00:00");
    // 14:00 today: at 11:00 it is exactly 3 h away, inside the cut-off.
    t.advance(3 * HOUR - 1);
    ({ access } = await t.loginDemo());
    expect((await move(t, access, id, to.id)).status).toBe(200);
    t.advance(1);
    ({ access } = await t.loginDemo());
    const late = await move(t, access, id, back.id);
    expect(late.status).toBe(400);
    // The booking now starts tomorrow 10:00; 13:00 today is 2 h ahead, too soon to book.
    expect(late.data.non_field_errors).toEqual([
      "La réservation doit être effectuée au moins 3 heures avant le début du créneau.",
    ]);
    const soon = await confirmedYoga(t, access, "2026-03-02", "16:00:00");
    t.advance(2 * HOUR);
    ({ access } = await t.loginDemo());
    expect((await move(t, access, soon, to.id)).data).toEqual({
      detail: "Impossible de déplacer une réservation qui commence dans moins de 3 heures.",
    });
    await t.api.post(`booking/booking/${id}/cancel/`, {}, access);
    expect((await move(t, access, id, (await findSlot(t, 4, "2026-03-04", "10:00:00")).id)).data).toEqual({
      detail: "Seule une réservation à venir et confirmée peut être déplacée.",
    });
    expect(await remaining(t, "2026-03-04", "10:00:00")).toBe(10);
  });

  it("refuses a slot of another service, the same slot, and a slot without the places", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const id = await confirmedYoga(t, access, "2026-03-03", "10:00:00", 3);
    const massage = await findSlot(t, 1, "2026-03-03", "11:00:00");
    expect((await move(t, access, id, massage.id)).data).toEqual({
      slot: ["Ce créneau n'appartient pas à ce service."],
    });
    const same = await findSlot(t, 4, "2026-03-03", "10:00:00");
    expect((await move(t, access, id, same.id)).data).toEqual({
      slot: ["Votre réservation est déjà sur ce créneau."],
    });
    // 8 of 10 places taken at 12:00: 3 persons do not fit.
    const others = await otherMember(t);
    await confirmedYoga(t, others, "2026-03-03", "12:00:00", 8);
    const full = await findSlot(t, 4, "2026-03-03", "12:00:00");
    expect((await move(t, access, id, full.id)).data.non_field_errors).toEqual([
      "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
    ]);
    expect(await remaining(t, "2026-03-03", "10:00:00")).toBe(7);
    expect(await remaining(t, "2026-03-03", "12:00:00")).toBe(2);
  });

  it("keeps the private option's rules: a private booking needs an empty slot, and takes no slot's last places", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const slot = await findSlot(t, 4, "2026-03-03", "10:00:00");
    const create = await t.api.post(
      "booking/booking/create/",
      { ...yogaBooking(slot), price: 38000, credit_price: 38, private_option: true },
      access,
    );
    expect(create.status).toBe(201);
    const privateId = create.data.booking_id as number;
    await confirm(t, access, privateId, "PAY01");
    const others = await otherMember(t);
    const taken = await confirmedYoga(t, others, "2026-03-03", "11:00:00");
    const busy = await findSlot(t, 4, "2026-03-03", "11:00:00");
    expect((await move(t, access, privateId, busy.id)).data.non_field_errors).toEqual([
      "L'option privée a été désactivée pour ce créneau car il existe déjà des réservations.",
    ]);
    // Nobody joins a private slot.
    expect((await move(t, others, taken, slot.id)).data.non_field_errors).toEqual([
      "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
    ]);
    const empty = await findSlot(t, 4, "2026-03-03", "13:00:00");
    expect((await move(t, access, privateId, empty.id)).status).toBe(200);
    expect(await remaining(t, "2026-03-03", "13:00:00")).toBe(0);
    expect((await move(t, others, taken, slot.id)).status).toBe(200);
  });
});
