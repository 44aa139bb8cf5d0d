import { describe, expect, it } from "vitest";
import { smsParts } from "../../../server/messaging/sms-parts";
import { makeTestApp, type TestApp } from "../harness";
import { otherThan, phoneMember, phoneSignUp, signUpByPhone, textsTo } from "../support/phone-members";

const PHONE = "+221771234567";
const otpSent = "Si un compte correspond à ce numéro, un code vient d'y être envoyé.";
const wrongCode = "Code incorrect ou expiré. Veuillez réessayer ou demander un nouveau code.";
const login = (t: TestApp, username: string, password: string = phoneSignUp.password) =>
  t.api.post("accounts/login/", { username, password });

describe("sign-up and sign-in by phone", () => {
  it("signs up with a number typed the local way: one SMS code, short enough for one SMS", async () => {
    const t = await makeTestApp({ demoMember: false });
    const res = await signUpByPhone(t, "77 123 45 67");
    expect(res.status).toBe(201);
    expect(res.data.message).toBe("Inscription réussie ! Saisissez le code reçu sur votre téléphone.");
    expect(res.data.body).toEqual({ phone: PHONE, first_name: "Fatou", last_name: "Ndiaye" });
    expect(t.texts).toHaveLength(1);
    const [sms] = t.texts;
    expect(sms).toMatchObject({ channel: "sms", to: PHONE, kind: "code" });
    expect(sms?.text).toContain(sms?.params[0]);
    expect(smsParts(sms?.text ?? "")).toBe(1);
    expect(t.mails).toEqual([]);
  });

  it("sends the code by WhatsApp when asked", async () => {
    const t = await makeTestApp({ demoMember: false });
    expect((await signUpByPhone(t, PHONE, { channel: "whatsapp" })).status).toBe(201);
    expect(t.texts.map((m) => [m.channel, m.to, m.kind])).toEqual([["whatsapp", PHONE, "code"]]);
  });

  it("refuses the password before the code, then signs in with the number however it is typed", async () => {
    const t = await makeTestApp({ demoMember: false });
    await signUpByPhone(t, "77 123 45 67");
    const early = await login(t, "77 123 45 67");
    expect(early.status).toBe(403);
    expect(early.data.message).toBe("Votre compte n'est pas encore vérifié.");
    // Nor a login code: the number is not proven yet.
    const loginCode = await t.api.post("accounts/OTP-request/", { phone: PHONE, purpose: "login" });
    expect(loginCode.status).toBe(200);
    expect(textsTo(t, PHONE).map((m) => m.text.includes("de connexion"))).toEqual([false]);
    const wrong = await t.api.post("accounts/checkOTP/", {
      phone: PHONE,
      otp: otherThan(t.lastCode(PHONE)),
      purpose: "register",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.message).toBe(wrongCode);
    const check = await t.api.post("accounts/checkOTP/", {
      phone: "77 123 45 67",
      otp: t.lastCode(PHONE),
      purpose: "register",
    });
    expect(check.status).toBe(200);
    expect(check.data.message).toBe("Votre compte a été vérifié avec succès.");
    for (const username of ["77 123 45 67", PHONE, "00221 77 123 45 67"]) {
      const res = await login(t, username);
      expect(res.status, username).toBe(200);
      expect(res.data.body.access).toEqual(expect.any(String));
      expect(res.data.body.refresh).toEqual(expect.any(String));
    }
    expect((await login(t, PHONE, "Autre2026x")).status).toBe(400);
  });

  it("signs in with a login code instead of the password; a wrong code is refused", async () => {
    const t = await makeTestApp({ demoMember: false });
    await phoneMember(t, PHONE);
    t.advance(60_000);
    const asked = await t.api.post("accounts/OTP-request/", { phone: "77 123 45 67", purpose: "login" });
    expect(asked.status).toBe(200);
    expect(asked.data.message).toBe(otpSent);
    const code = t.lastCode(PHONE);
    expect(textsTo(t, PHONE).at(-1)?.text).toContain("de connexion");
    const wrong = await t.api.post("accounts/login/code/", { phone: PHONE, otp: otherThan(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.data.message).toBe(wrongCode);
    const ok = await t.api.post("accounts/login/code/", { phone: PHONE, otp: code });
    expect(ok.status).toBe(200);
    expect(ok.data.body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      role: null,
    });
    // Spent.
    expect((await t.api.post("accounts/login/code/", { phone: PHONE, otp: code })).status).toBe(400);
  });

  it("answers an unknown number the same and sends it nothing", async () => {
    const t = await makeTestApp({ demoMember: false });
    for (const purpose of ["login", "reset_password", "register"]) {
      const res = await t.api.post("accounts/OTP-request/", { phone: "78 000 11 22", purpose });
      expect(res.status, purpose).toBe(200);
      expect(res.data.message).toBe(otpSent);
    }
    expect(t.texts).toEqual([]);
    const code = await t.api.post("accounts/login/code/", { phone: "78 000 11 22", otp: "1234" });
    expect(code.status).toBe(400);
    expect(code.data.message).toBe(wrongCode);
    expect((await login(t, "78 000 11 22")).status).toBe(400);
  });

  it("keeps the e-mail sign-up as it was: a mailed code, then the password", async () => {
    const t = await makeTestApp({ demoMember: false });
    const email = "moussa@example.com";
    const res = await t.api.post("accounts/register/", { ...phoneSignUp, email });
    expect(res.status).toBe(201);
    expect(res.data.message).toBe("Inscription réussie ! Veuillez vérifier votre email.");
    expect(res.data.body).toEqual({ email, first_name: "Fatou", last_name: "Ndiaye" });
    expect(t.texts).toEqual([]);
    expect((await login(t, email)).status).toBe(403);
    const check = await t.api.post("accounts/checkOTP/", {
      email,
      otp: t.lastCode(email),
      purpose: "register",
    });
    expect(check.status).toBe(200);
    expect((await login(t, email)).status).toBe(200);
    const asked = await t.api.post("accounts/OTP-request/", { email, purpose: "reset_password" });
    expect(asked.data.message).toBe(
      "Si un compte correspond à cette adresse, un code de vérification vient d'être envoyé.",
    );
  });
});

describe("numbers the centre does not accept", () => {
  const foreign = "+33612345678";
  const fixedLine = "+221338211234";

  it("answers a foreign or fixed-line number the same, and sends it nothing", async () => {
    const t = await makeTestApp({ demoMember: false });
    for (const phone of [foreign, fixedLine]) {
      const made = await signUpByPhone(t, phone);
      expect(made.status, phone).toBe(201);
      expect(made.data.message).toBe("Inscription réussie ! Saisissez le code reçu sur votre téléphone.");
      const asked = await t.api.post("accounts/OTP-request/", { phone, purpose: "register" });
      expect(asked.status).toBe(200);
      expect(asked.data.message).toBe(otpSent);
    }
    expect(t.texts).toEqual([]);
    expect(t.mails).toEqual([]);
    const accounts = await t.deps.db.selectFrom("users").select("id").execute();
    expect(accounts).toEqual([]);
  });

  it("takes the countries the centre lists: a French mobile once France is listed", async () => {
    const t = await makeTestApp({ demoMember: false });
    t.deps.config.phoneCountries = ["SN", "FR"];
    expect((await signUpByPhone(t, "+33 6 12 34 56 78")).status).toBe(201);
    expect(t.texts.map((m) => [m.channel, m.to])).toEqual([["sms", foreign]]);
    await t.api.post("accounts/checkOTP/", { phone: foreign, otp: t.lastCode(foreign), purpose: "register" });
    expect((await login(t, foreign)).status).toBe(200);
    // Senegal still, and its fixed lines still not.
    expect((await signUpByPhone(t, fixedLine)).status).toBe(201);
    expect(textsTo(t, fixedLine)).toEqual([]);
  });
});
