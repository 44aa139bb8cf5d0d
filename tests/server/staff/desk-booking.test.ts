import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { deliverDueMail } from "../../../server/domain/mail-queue";
import { queueDueReminders } from "../../../server/domain/reminders";
import { backgroundSettled } from "../../../server/lib/background";
import {
  createClientResponseSchema,
  deskBookingMessages,
  deskBookingResponseSchema,
  deskSlotsSchema,
  duplicateClientSchema,
} from "../../../src/contract/staff/desk-booking";
import { bookingPrice } from "../../../src/lib/price";
import { findSlot, makeTestApp, type TestApp } from "../harness";
import { auditLines, demoClient, later, staffMember } from "./staff-harness";

const TODAY = "2026-03-02"; // the test clock: Monday 08:00 in Dakar
const yogaPrices = {
  price: 8000,
  credit_price: 8,
  private_option_price: 30000,
  private_option_credit_price: 30,
};
const walkIn = { first_name: "Moustapha", last_name: "Kane", telephone_number: "77 555 44 33" };

/** The desk's slots of Yoga hatha (id 4, 8 000 XOF / 8 crédits a person) on a day, by start time. */
async function deskSlot(t: TestApp, token: string, start: string, date = TODAY) {
  const res = await t.api.get(`staff/slots/?service_id=4&date=${date}`, token);
  expect(res.status).toBe(200);
  v.parse(deskSlotsSchema, res.data);
  const slot = res.data.slots.find((s: { start_time: string }) => s.start_time === start);
  if (!slot) throw new Error(`no desk slot at ${start}`);
  return slot as { id: number; pct_discount: number; remaining_capacity: number; started: boolean };
}

const book = (t: TestApp, token: string, json: Record<string, unknown>, key?: string) =>
  t.api.raw("POST", "/api/staff/bookings/", {
    json,
    token,
    headers: key ? { "Idempotency-Key": key } : {},
  });

const yoga = (slot: { id: number }, extra: Record<string, unknown> = {}) => ({
  service: 4,
  slot: slot.id,
  number_person: 1,
  ...extra,
});

describe("the desk books for a client", { timeout: 30_000 }, () => {
  it("books a new phone-only client into the next session, cash taken, counted in the takings; with no phone channel offered, the desk is told to tell them", async () => {
    const t = await makeTestApp();
    // A centre without SMS nor WhatsApp: nothing can reach a client without an e-mail.
    t.deps.messengers = {};
    const desk = await staffMember(t, "reception");
    // 09:00 starts in an hour: inside the clients' 3 hours, hidden from the app.
    const slot = await deskSlot(t, desk.access, "09:00:00");
    await expect(findSlot(t, 4, TODAY, "09:00:00")).rejects.toThrow();
    const res = await book(
      t,
      desk.access,
      yoga(slot, { new_client: walkIn, payment: "cash", reference: "R-12", price: 8000, credit_price: 8 }),
    );
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({
      detail: deskBookingMessages.booked(false),
      notified: false,
      client_created: true,
      booking: {
        slot_id: slot.id,
        number_person: 1,
        price: 8000,
        payment_status: "paid",
        status: "confirmed",
        venue_payment: { method: "cash", amount: 8000, reference: "R-12" },
        client: {
          first_name: "Moustapha",
          last_name: "Kane",
          email: null,
          telephone_number: "+221775554433",
        },
      },
    });
    expect(deskBookingMessages.booked(false)).toContain(deskBookingMessages.noEmailNotice);
    // The answers as the back-office's contract reads them.
    expect(v.parse(deskBookingResponseSchema, res.data).booking.client.email).toBeNull();
    const clientId = res.data.booking.client.id as number;
    // No mail to anyone: the client has none.
    expect(t.mails).toEqual([]);
    // The money is the desk's: in the day's takings, in cash.
    const takings = await t.api.get(`staff/takings/?period=day&date=${TODAY}`, desk.access);
    const cash = takings.data.received.find((r: { method: string }) => r.method === "cash");
    expect(cash?.amount).toBe(8000);
    // Who, for whom, what, how paid.
    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toEqual(["client.created", "booking.desk_created"]);
    expect(lines[1]?.summary).toMatch(
      /^Réservation n° \d+ \(Moustapha Kane, Yoga hatha, .+\) faite à l'accueil pour 1 personne, payée 8 000 XOF, Espèces, réf\. R-12\.$/,
    );
    expect(lines.every((l) => l.staffId === desk.id && l.clientId === clientId)).toBe(true);
    // Found by the phone however typed; its page says it has no e-mail.
    for (const typed of ["77 555 44 33", "+221775554433", "00221 77.555.44.33", "555 44"]) {
      const found = await t.api.get(`staff/clients/?search=${encodeURIComponent(typed)}`, desk.access);
      expect(
        found.data.results.map((c: { id: number }) => c.id),
        typed,
      ).toEqual([clientId]);
    }
    const page = await t.api.get(`staff/clients/${clientId}/`, desk.access);
    expect(page.status).toBe(200);
    expect(page.data.client.email).toBeNull();
    // No login is possible: no e-mail, no usable password.
    const row = await t.deps.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", clientId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, isVerified: false, passwordHash: "!no-password-yet" });
  });

  it("books an existing client for next week to pay at the session: places held, the app's confirmation mailed", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const slot = await deskSlot(t, desk.access, "10:00:00", "2026-03-09");
    const res = await book(
      t,
      desk.access,
      yoga(slot, { client_id: client.id, number_person: 3, payment: "at_venue" }),
    );
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({
      notified: true,
      client_created: false,
      detail: deskBookingMessages.booked(true),
      booking: {
        number_person: 3,
        price: 24000,
        payment_status: "pending",
        payment_method: "PAY01",
        venue_payment: null,
      },
    });
    const mail = t.mails.find((m) => m.to === "demo@example.com");
    expect(mail?.subject).toMatch(/^Réservation confirmée : Yoga hatha/);
    // Its places are held as an app booking's at the venue: 7 left.
    expect((await deskSlot(t, desk.access, "10:00:00", "2026-03-09")).remaining_capacity).toBe(7);
    expect((await findSlot(t, 4, "2026-03-09", "10:00:00")).remaining_capacity).toBe(7);
    // The client sees it in their own bookings.
    const mine = await t.api.get("booking/booking/validated?page_size=50", client.access);
    expect(mine.data.results.map((b: { booking_id: number }) => b.booking_id)).toContain(
      res.data.booking.booking_id,
    );
  });

  it("takes the client's credits, and refuses when they do not cover it, leaving nothing", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "admin");
    const client = await demoClient(t);
    const before = (await t.api.get("accounts/profile/", client.access)).data.body.total_credits as number;
    const slot = await deskSlot(t, desk.access, "11:00:00");
    const paid = await book(
      t,
      desk.access,
      yoga(slot, { client_id: client.id, number_person: 2, payment: "credits" }),
    );
    expect(paid.status, JSON.stringify(paid.data)).toBe(201);
    expect(paid.data.booking).toMatchObject({
      payment_status: "paid",
      payment_method: "PAY02",
      credit_price: 16,
    });
    const after = (await t.api.get("accounts/profile/", client.access)).data.body.total_credits as number;
    expect(after).toBe(before - 16);
    // More than the balance: refused, and a new client asked with it is not created either.
    await t.api.post(
      `staff/clients/${client.id}/credits/`,
      { delta: -(after - 5), reason: "Essai" },
      desk.access,
    );
    const tooMuch = await book(t, desk.access, yoga(slot, { client_id: client.id, payment: "credits" }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.data.payment).toEqual(["Solde insuffisant. Veuillez recharger vos crédits."]);
    const newcomer = await book(t, desk.access, yoga(slot, { new_client: walkIn, payment: "credits" }));
    expect(newcomer.status).toBe(400);
    const kane = await t.deps.db.selectFrom("users").select("id").where("lastName", "=", "Kane").execute();
    expect(kane).toEqual([]);
    const count = await t.deps.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("holds the app's rules: capacity, private option, the one price, a session not over, the unpaid cap", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const slot = await deskSlot(t, desk.access, "12:00:00");
    const ask = (extra: Record<string, unknown>) =>
      book(t, desk.access, yoga(slot, { client_id: client.id, payment: "cash", ...extra }));
    // 11 persons on 10 places: more than a booking may hold.
    expect((await ask({ number_person: 11 })).data.number_person).toEqual([
      "Le nombre de personnes dépasse le maximum autorisé pour ce service (10).",
    ]);
    expect((await ask({ number_person: 6 })).status).toBe(201);
    const full = await ask({ number_person: 5 });
    expect(full.status).toBe(400);
    expect(full.data.non_field_errors[0]).toMatch(/^Capacité maximale du créneau atteinte/);
    // The slot has a booking: no private option.
    expect((await ask({ private_option: true })).status).toBe(400);
    // The price is the server's, from the one function: a stale figure is refused.
    const wrong = await ask({ price: 7000 });
    expect(wrong.status).toBe(400);
    expect(wrong.data.price).toEqual(["Le prix ne correspond pas au tarif en vigueur (8 000 XOF)."]);
    // Private on an empty slot: the private price.
    const empty = await deskSlot(t, desk.access, "13:00:00");
    const priv = await book(
      t,
      desk.access,
      yoga(empty, { client_id: client.id, payment: "card", private_option: true }),
    );
    expect(priv.status, JSON.stringify(priv.data)).toBe(201);
    expect(priv.data.booking).toMatchObject({
      private_option: true,
      ...bookingPrice(yogaPrices, empty.pct_discount, 1, true),
    });
    // A session under way takes a walk-in; one over does not.
    await later(t, 90 * 60_000, desk, client); // 09:30
    const started = await deskSlot(t, desk.access, "09:00:00");
    expect(started.started).toBe(true);
    expect(
      (await book(t, desk.access, yoga(started, { client_id: client.id, payment: "cash" }))).status,
    ).toBe(201);
    await later(t, 60 * 60_000, desk, client); // 10:30: 09:00–10:00 is over
    const res = await t.api.get(`staff/slots/?service_id=4&date=${TODAY}`, desk.access);
    expect(res.data.slots.map((s: { start_time: string }) => s.start_time)).not.toContain("09:00:00");
    const over = await book(t, desk.access, yoga(started, { client_id: client.id, payment: "cash" }));
    expect(over.status).toBe(400);
    expect(over.data.slot).toEqual([deskBookingMessages.sessionOver]);
    // At the session: the member's cap of 3 unpaid bookings holds at the desk too.
    const afternoon = ["14:00:00", "15:00:00", "16:00:00", "17:00:00"];
    const answers = [];
    for (const start of afternoon) {
      const s = await deskSlot(t, desk.access, start);
      answers.push(
        (await book(t, desk.access, yoga(s, { client_id: client.id, payment: "at_venue" }))).status,
      );
    }
    expect(answers).toEqual([201, 201, 201, 400]);
  });

  it("books once per Idempotency-Key, and is for the desk only", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const slot = await deskSlot(t, desk.access, "15:00:00");
    const json = yoga(slot, { new_client: walkIn, payment: "wave", reference: "W-1" });
    const first = await book(t, desk.access, json, "k-1");
    const again = await book(t, desk.access, json, "k-1");
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, data: first.data });
    const rows = await t.deps.db.selectFrom("bookings").select("id").execute();
    expect(rows).toHaveLength(1);
    // Without a key, the same client again is a duplicate.
    const twice = await book(t, desk.access, json);
    expect(twice.status).toBe(409);
    expect(twice.data).toEqual({
      "new_client.telephone_number": [deskBookingMessages.phoneTaken("Moustapha Kane")],
      existing_client_id: first.data.booking.client.id,
    });
    // A client's token, or none: refused.
    expect((await book(t, client.access, json)).status).toBe(403);
    expect((await book(t, "", json)).status).toBe(401);
    // Nobody books for themselves, nor for a staff account.
    const admin = await staffMember(t, "admin");
    const own = await book(t, desk.access, yoga(slot, { client_id: desk.id, payment: "cash" }));
    expect(own.status).toBe(403);
    const forStaff = await book(t, desk.access, yoga(slot, { client_id: admin.id, payment: "cash" }));
    expect(forStaff.data.client_id).toEqual([deskBookingMessages.notAClient]);
    // One client, existing or new, never both or neither.
    const both = await book(
      t,
      desk.access,
      yoga(slot, { client_id: client.id, new_client: walkIn, payment: "cash" }),
    );
    expect(both.data.non_field_errors).toEqual([deskBookingMessages.oneClient]);
    const none = await book(t, desk.access, yoga(slot, { payment: "cash" }));
    expect(none.data.non_field_errors).toEqual([deskBookingMessages.noClient]);
    expect(
      (await book(t, desk.access, yoga(slot, { client_id: client.id, payment: "cheque" }))).data.payment,
    ).toEqual([deskBookingMessages.payment]);
  });
});

describe("a client created at the desk", { timeout: 30_000 }, () => {
  it("without an e-mail gets the confirmation, the reminder and the cancellation by SMS, or nothing where no phone channel is offered", async () => {
    for (const offered of [true, false]) {
      const t = await makeTestApp();
      if (!offered) t.deps.messengers = {};
      const desk = await staffMember(t, "reception");
      const slot = await deskSlot(t, desk.access, "10:00:00", "2026-03-03");
      const res = await book(t, desk.access, yoga(slot, { new_client: walkIn, payment: "at_venue" }));
      expect(res.status).toBe(201);
      // The day before, when reminders go.
      t.advance(20 * 3_600_000);
      expect(await queueDueReminders(t.deps)).toBe(offered ? 1 : 0);
      const again = await staffMember(t, "admin");
      const cancelled = await t.api.post(
        `staff/bookings/${res.data.booking.booking_id}/cancel/`,
        { refund: true, reason: "Fermeture" },
        again.access,
      );
      expect(cancelled.status).toBe(200);
      await backgroundSettled(t.deps);
      await deliverDueMail(t.deps);
      expect(t.mails).toEqual([]);
      expect(t.texts.map((m) => [m.channel, m.to, m.kind])).toEqual(
        offered
          ? [
              ["sms", "+221775554433", "booking_confirmed"],
              ["sms", "+221775554433", "reminder"],
              ["sms", "+221775554433", "booking_cancelled"],
            ]
          : [],
      );
    }
  });

  it("needs names and a phone, refuses the same phone or e-mail as another client with their id", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const client = await demoClient(t);
    const create = (json: Record<string, unknown>) => t.api.post("staff/clients/", json, desk.access);
    const made = await create({ ...walkIn, email: "" });
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    v.parse(createClientResponseSchema, made.data);
    expect(made.data.client).toMatchObject({
      email: null,
      telephone_number: "+221775554433",
      is_verified: false,
    });
    // The same number typed otherwise.
    const again = await create({
      first_name: "M.",
      last_name: "Kane",
      telephone_number: "+221 77-555-44-33",
    });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({
      telephone_number: [deskBookingMessages.phoneTaken("Moustapha Kane")],
      existing_client_id: made.data.client.id,
    });
    // The demo member's phone, and e-mail in capitals.
    const phone = await create({ ...walkIn, telephone_number: "77 123 45 67" });
    expect(v.parse(duplicateClientSchema, phone.data).existing_client_id).toBe(client.id);
    const email = await create({ ...walkIn, telephone_number: "70 111 22 33", email: "DEMO@example.com" });
    expect(email.status).toBe(409);
    expect(email.data.email).toEqual([deskBookingMessages.emailTaken("Awa Diop")]);
    expect(email.data.existing_client_id).toBe(client.id);
    // Bad input: French, per field.
    const bad = await create({
      first_name: " ",
      last_name: "Kane",
      telephone_number: "12 34",
      email: "pas-un-email",
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      first_name: ["Ce champ est obligatoire."],
      telephone_number: [deskBookingMessages.phone],
      email: ["Veuillez entrer une adresse email valide"],
    });
  });

  it("with an e-mail, claims the account by « Mot de passe oublié », then signs in", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const email = "moustapha.kane@example.com";
    const made = await t.api.post(
      "staff/clients/",
      { ...walkIn, email: "Moustapha.Kane@example.com" },
      desk.access,
    );
    expect(made.data.client.email).toBe(email);
    // Not before: no usable password.
    const before = await t.api.post("accounts/login/", { username: email, password: "Ndar2026x" });
    expect(before.status).toBe(400);
    await t.api.post("accounts/OTP-request/", { email, purpose: "reset_password" });
    const check = await t.api.post("accounts/checkOTP/", {
      email,
      otp: t.lastCode(email),
      purpose: "reset_password",
    });
    expect(check.status).toBe(200);
    const reset = await t.api.post("accounts/password-reset/confirm/", {
      email,
      new_password: "Ndar2026x",
      new_password2: "Ndar2026x",
    });
    expect(reset.status).toBe(200);
    const login = await t.api.post("accounts/login/", { username: email, password: "Ndar2026x" });
    expect(login.status, JSON.stringify(login.data)).toBe(200);
  });
});
