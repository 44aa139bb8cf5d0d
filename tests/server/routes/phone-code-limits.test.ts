import { describe, expect, it } from "vitest";
import { phoneCodeRules } from "../../../server/domain/code-admission";
import { settingsPaths } from "../../../src/contract/staff/settings";
import { makeTestApp, type TestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { otherThan, phoneMember, signUpByPhone, textsTo } from "../support/phone-members";

const SECOND = 1000;
const HOUR = 3_600_000;
const PHONE = "+221781234567";
const UNKNOWN = "+221761234567";
const patience = (seconds: number) =>
  `Veuillez patienter ${seconds} secondes avant de demander un nouveau code.`;
const fromHere = (wait: string) =>
  `Trop de codes demandés depuis cette connexion. Veuillez réessayer dans ${wait}.`;
const nearby = (wait: string) =>
  `Trop de codes demandés vers des numéros proches. Veuillez réessayer dans ${wait}.`;

/** A code request for `phone` from `address` (none: the rule per address does not apply). */
async function ask(t: TestApp, phone: string, address = "", purpose = "reset_password") {
  const res = await t.api.raw("POST", "/api/accounts/OTP-request/", { json: { phone, purpose }, address });
  return res.status === 200 ? 200 : `${res.status} ${res.data.message}`;
}

describe("codes to one number", () => {
  it("wait twice as long each time, 5 an hour, known number or not alike", async () => {
    const t = await makeTestApp({ demoMember: false });
    await phoneMember(t, PHONE);
    t.advance(HOUR);
    const both = async () => {
      const answers = [await ask(t, PHONE), await ask(t, UNKNOWN)];
      expect(answers[1]).toEqual(answers[0]);
      return answers[0];
    };
    expect(await both()).toBe(200);
    expect(await both()).toBe(`429 ${patience(60)}`);
    t.advance(30 * SECOND);
    expect(await both()).toBe(`429 ${patience(30)}`);
    t.advance(30 * SECOND);
    expect(await both()).toBe(200);
    expect(await both()).toBe(`429 ${patience(120)}`);
    t.advance(120 * SECOND);
    expect(await both()).toBe(200);
    expect(await both()).toBe(`429 ${patience(240)}`);
    t.advance(240 * SECOND);
    expect(await both()).toBe(200);
    t.advance(480 * SECOND);
    expect(await both()).toBe(200);
    // Five in the hour.
    t.advance(960 * SECOND);
    expect(await both()).toBe("429 Trop de codes demandés. Veuillez réessayer dans une heure.");
    const resets = textsTo(t, PHONE).filter((m) => m.text.includes("mot de passe"));
    expect(resets).toHaveLength(5);
    expect(textsTo(t, UNKNOWN)).toEqual([]);
    // The hour past, the first wait again.
    t.advance(HOUR);
    expect(await both()).toBe(200);
  });
});

describe("phone codes from one connection", () => {
  it("are free 20 an hour (a mobile operator's shared address), then wait longer each time; another connection and e-mail codes go on", async () => {
    const t = await makeTestApp();
    const here = "203.0.113.7";
    // Numbers of as many ranges: only the connection is common.
    const numbers = Array.from(
      { length: phoneCodeRules.freePerAddress },
      (_, i) => `+22177${String(i).padStart(3, "0")}0001`,
    );
    for (const phone of numbers) expect(await ask(t, phone, here, "register")).toBe(200);
    expect(await ask(t, "+221775000001", here, "register")).toBe(`429 ${fromHere("60 secondes")}`);
    expect(await ask(t, "+221775000001", "203.0.113.8", "register")).toBe(200);
    const email = await t.api.raw("POST", "/api/accounts/OTP-request/", {
      json: { email: "demo@example.com", purpose: "reset_password" },
      address: here,
    });
    expect(email.status).toBe(200);
    expect(t.mails.filter((m) => m.to === "demo@example.com")).toHaveLength(1);
    t.advance(60 * SECOND);
    expect(await ask(t, "+221776000001", here, "register")).toBe(200);
    expect(await ask(t, "+221777000001", here, "register")).toBe(`429 ${fromHere("2 minutes")}`);
    t.advance(90 * SECOND);
    expect(await ask(t, "+221777000001", here, "register")).toBe(`429 ${fromHere("30 secondes")}`);
    t.advance(30 * SECOND);
    expect(await ask(t, "+221777000001", here, "register")).toBe(200);
    expect(await ask(t, "+221778000001", here, "register")).toBe(`429 ${fromHere("4 minutes")}`);
  });
});

describe("codes to numbers of one range", () => {
  it("are free 10 an hour from any connections, then wait longer each time", async () => {
    const t = await makeTestApp({ demoMember: false });
    const range = (i: number) => `+22177123${String(i).padStart(4, "0")}`;
    const from = (i: number) => `198.51.100.${i + 1}`;
    for (let i = 0; i < 10; i++) expect(await ask(t, range(i), from(i), "register")).toBe(200);
    expect(await ask(t, range(10), from(10), "register")).toBe(`429 ${nearby("60 secondes")}`);
    // Another range is not held up.
    expect(await ask(t, "+221771240000", from(10), "register")).toBe(200);
    t.advance(60 * SECOND);
    expect(await ask(t, range(10), from(10), "register")).toBe(200);
    expect(await ask(t, range(11), from(11), "register")).toBe(`429 ${nearby("2 minutes")}`);
    // E-mail codes are not counted by range or connection.
    const email = await t.api.raw("POST", "/api/accounts/OTP-request/", {
      json: { email: "quelqu.un@example.com", purpose: "register" },
      address: from(11),
    });
    expect(email.status).toBe(200);
  });
});

describe("wrong codes for one number", () => {
  it("are checked 10 in 24 h, then refused for known and unknown numbers alike", async () => {
    const t = await makeTestApp({ demoMember: false });
    await phoneMember(t, PHONE);
    await t.api.post("accounts/OTP-request/", { phone: PHONE, purpose: "reset_password" });
    const code = t.lastCode(PHONE);
    const check = (phone: string, otp: string) =>
      t.api.post("accounts/checkOTP/", { phone, otp, purpose: "reset_password" });
    for (let i = 0; i < 10; i++) {
      expect((await check(PHONE, otherThan(code))).status).toBe(400);
      expect((await check(UNKNOWN, "1234")).status).toBe(400);
    }
    const refused = "Trop de tentatives. Veuillez réessayer dans 24 heures.";
    for (const phone of [PHONE, UNKNOWN]) {
      const res = await check(phone, phone === PHONE ? code : "1234");
      expect(res.status, phone).toBe(429);
      expect(res.data.message).toBe(refused);
    }
  });
});

describe("the day's SMS budget", () => {
  const rules = { cancel_cutoff_hours: 3, booking_lead_hours: 3, max_unpaid_bookings: 3 };
  const budgetMails = (t: TestApp) => t.mails.filter((m) => m.subject.startsWith("Budget de SMS du jour"));

  it("once spent, sends codes by WhatsApp and warns each admin once that day", async () => {
    const t = await makeTestApp({ demoMember: false });
    const admin = await staffMember(t, "admin");
    await staffMember(t, "admin", "admin2@centre.example");
    const set = await t.api.put(settingsPaths.rules, { ...rules, phone_messages_per_day: 2 }, admin.access);
    expect(set.status, JSON.stringify(set.data)).toBe(200);
    const signUps = async (first: number) => {
      const numbers = [0, 1, 2, 3].map((i) => `+22170${first}00000${i}`);
      for (const phone of numbers) expect((await signUpByPhone(t, phone)).status).toBe(201);
      return numbers.map((phone) =>
        textsTo(t, phone)
          .map((m) => m.channel)
          .join(),
      );
    };
    expect(await signUps(1)).toEqual(["sms", "sms", "whatsapp", "whatsapp"]);
    expect(
      budgetMails(t)
        .map((m) => m.to)
        .sort(),
    ).toEqual(["admin2@centre.example", "admin@centre.example"]);
    expect(budgetMails(t)[0]?.text).toContain(
      "Vous pouvez changer ce nombre dans Réglages, « SMS par jour ».",
    );
    // The next day: two SMS again, then WhatsApp, and a new warning.
    t.advance(24 * HOUR);
    expect(await signUps(2)).toEqual(["sms", "sms", "whatsapp", "whatsapp"]);
    expect(budgetMails(t)).toHaveLength(4);
  });

  it("with SMS alone offered, sends the code of a member with an e-mail by e-mail, and others none", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    await t.api.put(settingsPaths.rules, { ...rules, phone_messages_per_day: 2 }, admin.access);
    t.deps.messengers = { sms: t.deps.messengers?.sms };
    const { access } = await t.loginDemo();
    const demoPhone = "+221771234567";
    // SMS 1 proves the demo member's number, SMS 2 goes to a phone-only sign-up.
    await t.api.post("accounts/phone/change/", { new_phone: demoPhone, password: "Demo2026!" }, access);
    const otp = t.lastCode(demoPhone);
    expect((await t.api.post("accounts/phone/confirm/", { new_phone: demoPhone, otp }, access)).status).toBe(
      200,
    );
    expect((await signUpByPhone(t, PHONE)).status).toBe(201);
    expect(t.texts.map((m) => m.channel)).toEqual(["sms", "sms"]);
    expect(await ask(t, demoPhone, "", "login")).toBe(200);
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({
      to: "demo@example.com",
      subject: expect.stringMatching(/^Votre code de connexion/),
    });
    expect(await ask(t, UNKNOWN, "", "register")).toBe(200);
    t.advance(61 * SECOND);
    expect(await ask(t, PHONE, "", "register")).toBe(200);
    expect(t.texts).toHaveLength(2);
    expect(budgetMails(t).map((m) => m.to)).toEqual(["admin@centre.example"]);
  });
});
