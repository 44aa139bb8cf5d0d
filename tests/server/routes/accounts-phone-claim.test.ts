import { describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { phoneMember, phoneSignUp, signUpByPhone, textsTo } from "../support/phone-members";

const registered = "Inscription réussie ! Saisissez le code reçu sur votre téléphone.";
const login = (t: TestApp, username: string, password: string) =>
  t.api.post("accounts/login/", { username, password });

/** A client the reception created with a phone only, and booked into Yoga hatha at the desk. */
async function deskClient(t: TestApp) {
  const desk = await staffMember(t, "reception");
  const made = await t.api.post(
    "staff/clients/",
    { first_name: "Moustapha", last_name: "Kane", telephone_number: "77 555 44 33" },
    desk.access,
  );
  expect(made.status, JSON.stringify(made.data)).toBe(201);
  const slots = await t.api.get("staff/slots/?service_id=4&date=2026-03-09", desk.access);
  const slot = slots.data.slots.find((s: { start_time: string }) => s.start_time === "10:00:00");
  const booked = await t.api.post(
    "staff/bookings/",
    { service: 4, slot: slot.id, number_person: 1, client_id: made.data.client.id, payment: "at_venue" },
    desk.access,
  );
  expect(booked.status, JSON.stringify(booked.data)).toBe(201);
  return { id: made.data.client.id as number, bookingId: booked.data.booking.booking_id as number };
}

describe("a number someone already holds", () => {
  it("lets a desk-created client claim the account: the password counts only once the code is back", async () => {
    const t = await makeTestApp({ demoMember: false });
    const phone = "+221775554433";
    const client = await deskClient(t);
    const res = await signUpByPhone(t, "77 555 44 33", { first_name: "Moussa", last_name: "K." });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe(registered);
    const codes = textsTo(t, phone).filter((m) => m.kind === "code");
    expect(codes.map((m) => m.channel)).toEqual(["sms"]);
    // Not before the code: whoever typed the number cannot set the password.
    expect((await login(t, phone, phoneSignUp.password)).status).toBe(400);
    const check = await t.api.post("accounts/checkOTP/", {
      phone,
      otp: t.lastCode(phone),
      purpose: "register",
    });
    expect(check.status).toBe(200);
    const signedIn = await login(t, phone, phoneSignUp.password);
    expect(signedIn.status, JSON.stringify(signedIn.data)).toBe(200);
    const access = signedIn.data.body.access as string;
    const profile = await t.api.get("accounts/profile/", access);
    expect(profile.data.body).toMatchObject({
      first_name: "Moustapha",
      last_name: "Kane",
      telephone_number: phone,
    });
    const mine = await t.api.get("booking/booking/validated?page_size=50", access);
    expect(mine.data.results.map((b: { booking_id: number }) => b.booking_id)).toEqual([client.bookingId]);
    const accounts = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where("staffRole", "is", null)
      .execute();
    expect(accounts).toEqual([{ id: client.id }]);
  });

  it("tells the owner of a proven number that someone signed up with it, and changes nothing", async () => {
    const t = await makeTestApp({ demoMember: false });
    const phone = "+221771234567";
    await phoneMember(t, phone);
    const before = await t.deps.db.selectFrom("users").selectAll().execute();
    t.advance(61_000);
    const res = await signUpByPhone(t, phone, {
      first_name: "Intrus",
      password: "Pirate2026x",
      password2: "Pirate2026x",
    });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe(registered);
    const notice = textsTo(t, phone).at(-1);
    expect(notice).toMatchObject({ channel: "sms", kind: "notice", params: ["Fatou"] });
    expect(notice?.text).toContain("ce numéro a déjà un compte");
    expect(await t.deps.db.selectFrom("users").selectAll().execute()).toEqual(before);
    expect((await login(t, phone, "Pirate2026x")).status).toBe(400);
    expect((await login(t, phone, phoneSignUp.password)).status).toBe(200);
  });

  it("does not hand over a member who only typed the number in their profile: a new account is made", async () => {
    const t = await makeTestApp();
    // The demo member typed +221771234567 in their profile, never proven.
    const phone = "+221771234567";
    const res = await signUpByPhone(t, "77 123 45 67");
    expect(res.status).toBe(201);
    expect(textsTo(t, phone).map((m) => m.kind)).toEqual(["code"]);
    await t.api.post("accounts/checkOTP/", { phone, otp: t.lastCode(phone), purpose: "register" });
    const signedIn = await login(t, phone, phoneSignUp.password);
    expect(signedIn.status).toBe(200);
    const profile = await t.api.get("accounts/profile/", signedIn.data.body.access);
    expect(profile.data.body).toMatchObject({ email: null, first_name: "Fatou", telephone_number: phone });
    // The demo member is untouched, and still signs in.
    const { access } = await t.loginDemo();
    const demo = await t.api.get("accounts/profile/", access);
    expect(demo.data.body).toMatchObject({ email: "demo@example.com", first_name: "Awa" });
    expect(demo.data.body.phone_verified).toBe(false);
    // One account proved the number: the new one.
    const holders = await t.deps.db
      .selectFrom("users")
      .select("email")
      .where("telephoneNumber", "=", phone)
      .where("phoneVerified", "=", true)
      .execute();
    expect(holders).toEqual([{ email: null }]);
  });
});
