import { describe, expect, it } from "vitest";
import { channelMessages } from "../../../server/domain/message-channel";
import { accountSettingsMessages as settings } from "../../../src/contract/account-settings";
import { makeTestApp, type TestApp } from "../harness";
import { otherThan, phoneMember, phoneSignUp, textsTo } from "../support/phone-members";

const PHONE = "+221781234567";
const wrongCode = "Code incorrect ou expiré. Veuillez réessayer ou demander un nouveau code.";
const login = (t: TestApp, username: string, password: string) =>
  t.api.post("accounts/login/", { username, password });
const profile = async (t: TestApp, access: string) =>
  (await t.api.get("accounts/profile/", access)).data.body;

describe("a phone-only member's password", () => {
  it("is reset with a code sent to the number", async () => {
    const t = await makeTestApp({ demoMember: false });
    await phoneMember(t, PHONE);
    const asked = await t.api.post("accounts/OTP-request/", {
      phone: "78 123 45 67",
      purpose: "reset_password",
    });
    expect(asked.status).toBe(200);
    const sms = textsTo(t, PHONE).at(-1);
    expect(sms).toMatchObject({ channel: "sms", kind: "code" });
    expect(sms?.text).toContain("pour changer votre mot de passe");
    // No password change without the code.
    const early = await t.api.post("accounts/password-reset/confirm/", {
      phone: PHONE,
      new_password: "Ndar2026x",
      new_password2: "Ndar2026x",
    });
    expect(early.status).toBe(400);
    const check = await t.api.post("accounts/checkOTP/", {
      phone: PHONE,
      otp: t.lastCode(PHONE),
      purpose: "reset_password",
    });
    expect(check.status).toBe(200);
    expect(check.data.message).toBe("Code vérifié avec succès.");
    const reset = await t.api.post("accounts/password-reset/confirm/", {
      phone: PHONE,
      new_password: "Ndar2026x",
      new_password2: "Ndar2026x",
    });
    expect(reset.status).toBe(200);
    expect(reset.data).toMatchObject({
      message: "Votre mot de passe a été réinitialisé avec succès.",
      body: { phone: PHONE },
    });
    expect((await login(t, PHONE, "Ndar2026x")).status).toBe(200);
    expect((await login(t, PHONE, phoneSignUp.password)).status).toBe(400);
  });

  it("is changed from the account, the current one checked", async () => {
    const t = await makeTestApp({ demoMember: false });
    const access = await phoneMember(t, PHONE);
    const change = (current_password: string) =>
      t.api.post(
        "accounts/password/change/",
        { current_password, new_password: "Ndar2026x", new_password2: "Ndar2026x" },
        access,
      );
    const wrong = await change("Faux2026xx");
    expect(wrong.status).toBe(400);
    expect(wrong.data.body).toEqual({ current_password: [settings.wrongPassword] });
    const ok = await change(phoneSignUp.password);
    expect(ok.status).toBe(200);
    expect(ok.data.message).toBe(settings.passwordChanged);
    expect((await login(t, PHONE, "Ndar2026x")).status).toBe(200);
  });
});

describe("proving a number from the profile", () => {
  it("sends a code to the number and proves it only once the code comes back", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    // The demo member typed +221771234567, not proven.
    const demoPhone = "+221771234567";
    const asked = await t.api.post(
      "accounts/phone/change/",
      { new_phone: "77 123 45 67", password: "Demo2026!", channel: "whatsapp" },
      access,
    );
    expect(asked.status).toBe(200);
    expect(asked.data.message).toBe(settings.phoneCodeSent);
    expect(textsTo(t, demoPhone).map((m) => [m.channel, m.kind])).toEqual([["whatsapp", "code"]]);
    expect((await profile(t, access)).phone_verified).toBe(false);
    const wrong = await t.api.post(
      "accounts/phone/confirm/",
      { new_phone: demoPhone, otp: otherThan(t.lastCode(demoPhone)) },
      access,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.body).toEqual({ otp: [wrongCode] });
    const ok = await t.api.post(
      "accounts/phone/confirm/",
      { new_phone: demoPhone, otp: t.lastCode(demoPhone) },
      access,
    );
    expect(ok.status).toBe(200);
    expect(ok.data.message).toBe(settings.phoneChanged);
    expect(ok.data.body).toMatchObject({ telephone_number: demoPhone, phone_verified: true });
    // Proven: the same number again is refused.
    const same = await t.api.post(
      "accounts/phone/change/",
      { new_phone: demoPhone, password: "Demo2026!" },
      access,
    );
    expect(same.status).toBe(400);
    expect(same.data.body).toEqual({ new_phone: [settings.samePhone] });
  });

  it("refuses a number another account proved only after the right code, and numbers from abroad", async () => {
    const t = await makeTestApp();
    await phoneMember(t, PHONE);
    const { access } = await t.loginDemo();
    const asked = await t.api.post(
      "accounts/phone/change/",
      { new_phone: PHONE, password: "Demo2026!" },
      access,
    );
    // Sent all the same: the answer tells nobody the number is a member's.
    expect(asked.status).toBe(200);
    expect(asked.data.message).toBe(settings.phoneCodeSent);
    const code = t.lastCode(PHONE);
    const wrong = await t.api.post(
      "accounts/phone/confirm/",
      { new_phone: PHONE, otp: otherThan(code) },
      access,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.data.body).toEqual({ otp: [wrongCode] });
    const right = await t.api.post("accounts/phone/confirm/", { new_phone: PHONE, otp: code }, access);
    expect(right.status).toBe(400);
    expect(right.data.body).toEqual({ new_phone: [settings.phoneTaken] });
    expect(await profile(t, access)).toMatchObject({
      telephone_number: "+221771234567",
      phone_verified: false,
    });
    const abroad = await t.api.post(
      "accounts/phone/change/",
      { new_phone: "+33612345678", password: "Demo2026!" },
      access,
    );
    expect(abroad.status).toBe(400);
    expect(abroad.data.body).toEqual({ new_phone: [settings.phoneCountry] });
    expect(textsTo(t, "+33612345678")).toEqual([]);
  });
});

describe("the channel messages go by", () => {
  it("takes SMS only once the number is proven", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const sms = await t.api.patch("accounts/profile/", { preferred_channel: "sms" }, access);
    expect(sms.status).toBe(400);
    expect(sms.data.body).toEqual({ preferred_channel: [channelMessages.phoneFirst] });
    expect(channelMessages.phoneFirst).toBe(
      "Vérifiez d'abord votre numéro de téléphone pour recevoir vos messages par SMS ou WhatsApp.",
    );
    await t.api.post("accounts/phone/change/", { new_phone: "+221771234567", password: "Demo2026!" }, access);
    const otp = t.lastCode("+221771234567");
    await t.api.post("accounts/phone/confirm/", { new_phone: "+221771234567", otp }, access);
    const after = await t.api.patch("accounts/profile/", { preferred_channel: "sms" }, access);
    expect(after.status).toBe(200);
    expect(after.data.body.preferred_channel).toBe("sms");
  });

  it("refuses e-mail without an address, and a change of the sign-in number by the profile", async () => {
    const t = await makeTestApp({ demoMember: false });
    const access = await phoneMember(t, PHONE);
    expect((await profile(t, access)).preferred_channel).toBe("sms");
    const email = await t.api.patch("accounts/profile/", { preferred_channel: "email" }, access);
    expect(email.status).toBe(400);
    expect(email.data.body).toEqual({ preferred_channel: [channelMessages.emailFirst] });
    const number = await t.api.patch("accounts/profile/", { telephone_number: "77 000 11 22" }, access);
    expect(number.status).toBe(400);
    expect(number.data.body).toEqual({ telephone_number: [channelMessages.signInPhone] });
    expect(await profile(t, access)).toMatchObject({ telephone_number: PHONE, phone_verified: true });
    // The same number typed otherwise is no change.
    expect(
      (await t.api.patch("accounts/profile/", { telephone_number: "78 123 45 67" }, access)).status,
    ).toBe(200);
    expect((await t.api.patch("accounts/profile/", { preferred_channel: "whatsapp" }, access)).status).toBe(
      200,
    );
  });
});
