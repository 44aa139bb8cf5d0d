import { describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { otherThan, phoneMember, phoneSignUp } from "../support/phone-members";

const PHONE = "+221776665544";
const EMAIL = "awa.sarr@example.com";
const HOUR = 3_600_000;

const check = (
  t: TestApp,
  who: { phone?: string; email?: string },
  otp: string,
  purpose = "reset_password",
) => t.api.post("accounts/checkOTP/", { ...who, otp, purpose });
const ask = (t: TestApp, who: { phone?: string; email?: string }, purpose = "reset_password") =>
  t.api.post("accounts/OTP-request/", { ...who, purpose });
const row = (t: TestApp) =>
  t.deps.db.selectFrom("users").selectAll().where("telephoneNumber", "=", PHONE).executeTakeFirstOrThrow();

describe("a code proves only the address it was sent to", () => {
  it("a code sent to the e-mail does not prove the phone, nor the reverse", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const made = await t.api.post(
      "staff/clients/",
      { first_name: "Awa", last_name: "Sarr", telephone_number: PHONE, email: EMAIL },
      desk.access,
    );
    expect(made.status).toBe(201);
    // A sign-up with the e-mail: its code goes to the e-mail, and is no code of the phone's.
    await t.api.post("accounts/register/", { ...phoneSignUp, email: EMAIL });
    const mailed = t.lastCode(EMAIL);
    expect((await check(t, { phone: PHONE }, mailed, "register")).status).toBe(400);
    expect(await row(t)).toMatchObject({ phoneVerified: false, isVerified: false });
    expect((await check(t, { email: EMAIL }, mailed, "register")).status).toBe(200);
    expect(await row(t)).toMatchObject({ phoneVerified: false, isVerified: true });
  });

  it("10 wrong codes in 24 h close the account's codes on all its addresses, not 10 on each", async () => {
    const t = await makeTestApp();
    await phoneMember(t, PHONE);
    await t.deps.db
      .updateTable("users")
      .set({ email: EMAIL, emailVerified: true })
      .where("telephoneNumber", "=", PHONE)
      .execute();
    await ask(t, { phone: PHONE });
    const code = t.lastCode(PHONE);
    for (let i = 0; i < 10; i++) expect((await check(t, { phone: PHONE }, otherThan(code))).status).toBe(400);
    expect((await check(t, { phone: PHONE }, code)).status).toBe(429);
    t.advance(2 * HOUR);
    await ask(t, { email: EMAIL });
    const mailed = t.lastCode(EMAIL);
    expect((await check(t, { email: EMAIL }, mailed)).status).toBe(429);
  });
});

describe("a sign-up onto a number someone else began", () => {
  it("takes the names and password of whoever proves the number, not those typed first", async () => {
    const t = await makeTestApp({ demoMember: false });
    const squatter = { ...phoneSignUp, first_name: "Faux", last_name: "Nom", phone: PHONE };
    expect((await t.api.post("accounts/register/", squatter)).status).toBe(201);
    t.advance(2 * 60_000);
    const owner = {
      first_name: "Awa",
      last_name: "Sarr",
      phone: PHONE,
      password: "Teranga2026",
      password2: "Teranga2026",
    };
    expect((await t.api.post("accounts/register/", owner)).status).toBe(201);
    expect((await check(t, { phone: PHONE }, t.lastCode(PHONE), "register")).status).toBe(200);
    expect(await row(t)).toMatchObject({ firstName: "Awa", lastName: "Sarr", phoneVerified: true });
    expect((await t.api.post("accounts/login/", { username: PHONE, password: "Teranga2026" })).status).toBe(
      200,
    );
    expect(
      (await t.api.post("accounts/login/", { username: PHONE, password: phoneSignUp.password })).status,
    ).toBe(400);
  });
});

describe("codes to one number in a day", () => {
  it("are 10 at most, whatever the purpose, then refused until the next day", async () => {
    const t = await makeTestApp({ demoMember: false });
    for (let i = 0; i < 10; i++) {
      expect((await ask(t, { phone: PHONE }, i % 2 ? "login" : "reset_password")).status).toBe(200);
      t.advance(HOUR / 2);
    }
    const refused = await ask(t, { phone: PHONE });
    expect(refused.status).toBe(429);
    expect(refused.data.message).toBe(
      "Trop de codes demandés pour ce numéro aujourd'hui. Veuillez réessayer demain.",
    );
    t.advance(20 * HOUR);
    expect((await ask(t, { phone: PHONE })).status).toBe(200);
  });
});
