import { describe, expect, it } from "vitest";
import { brand } from "../../../src/brand";
import { makeTestApp } from "../harness";

const HOUR = 3_600_000;

const member = {
  first_name: "Moussa",
  last_name: "Sow",
  email: "moussa@example.com",
  password: "Dakar2026x",
  password2: "Dakar2026x",
};

async function registered() {
  const t = await makeTestApp();
  await t.api.post("accounts/register/", member);
  return t;
}

describe("OTP for registration", () => {
  it("a right code verifies the account, once", async () => {
    const t = await registered();
    const code = t.lastCode(member.email);
    const ok = await t.api.post("accounts/checkOTP/", {
      email: member.email,
      otp: code,
      purpose: "register",
    });
    expect(ok.status).toBe(200);
    expect(ok.data.message).toBe("Votre compte a été vérifié avec succès.");
    const login = await t.api.post("accounts/login/", { username: member.email, password: member.password });
    expect(login.status).toBe(200);
    const again = await t.api.post("accounts/checkOTP/", {
      email: member.email,
      otp: code,
      purpose: "register",
    });
    expect(again.status).toBe(400);
  });

  it("is exactly 4 digits", async () => {
    const t = await registered();
    for (const otp of ["123", "12345", "12a4", 1234]) {
      const res = await t.api.post("accounts/checkOTP/", { email: member.email, otp, purpose: "register" });
      expect(res.status).toBe(400);
      expect(res.data.body.otp).toEqual(["Veuillez entrer le code complet à 4 chiffres"]);
    }
  });

  it("expires after 10 minutes", async () => {
    const t = await registered();
    const code = t.lastCode(member.email);
    t.advance(10 * 60_000);
    const res = await t.api.post("accounts/checkOTP/", {
      email: member.email,
      otp: code,
      purpose: "register",
    });
    expect(res.status).toBe(400);
    expect(res.data.body.detail).toEqual([
      "Code incorrect ou expiré. Veuillez réessayer ou demander un nouveau code.",
    ]);
  });

  it("dies after 5 wrong tries, even for the right code", async () => {
    const t = await registered();
    const code = t.lastCode(member.email);
    const wrong = code === "0000" ? "1111" : "0000";
    for (let i = 1; i <= 5; i++) {
      const res = await t.api.post("accounts/checkOTP/", {
        email: member.email,
        otp: wrong,
        purpose: "register",
      });
      expect(res.status).toBe(400);
      expect(res.data.message).toBe(
        "Code incorrect ou expiré. Veuillez réessayer ou demander un nouveau code.",
      );
    }
    const right = await t.api.post("accounts/checkOTP/", {
      email: member.email,
      otp: code,
      purpose: "register",
    });
    expect(right.status).toBe(400);
  });

  it("allows at most 10 wrong tries per account in 24 h, across codes and purposes, then none for 24 h", async () => {
    const t = await registered();
    const check = (otp: string, purpose: "register" | "reset_password") =>
      t.api.post("accounts/checkOTP/", { email: member.email, otp, purpose });
    const newCode = async (purpose: "register" | "reset_password") => {
      await t.api.post("accounts/OTP-request/", { email: member.email, purpose });
      return t.lastCode(member.email);
    };
    const wrongFor = (code: string) => (code === "0000" ? "1111" : "0000");
    // 4 wrong tries now, 3 on a reset code 3 hours later, 3 on a new code 3 hours after that:
    // never more than 4 in an hour, 10 in the day.
    let code = t.lastCode(member.email);
    for (let i = 0; i < 4; i++) expect((await check(wrongFor(code), "register")).status).toBe(400);
    t.advance(3 * HOUR);
    code = await newCode("reset_password");
    for (let i = 0; i < 3; i++) expect((await check(wrongFor(code), "reset_password")).status).toBe(400);
    t.advance(3 * HOUR);
    code = await newCode("register");
    for (let i = 0; i < 3; i++) expect((await check(wrongFor(code), "register")).status).toBe(400);
    // An hour and a half later, even the right code of a new code is not checked, and the answer
    // says when to come back: 24 h after the last wrong try.
    t.advance(90 * 60_000);
    code = await newCode("register");
    const blocked = await check(code, "register");
    expect(blocked.status).toBe(429);
    expect(blocked.data.message).toBe("Trop de tentatives. Veuillez réessayer dans 23 heures.");
    expect(blocked.data.body.detail).toEqual([blocked.data.message]);
    // A minute before the 24 h are over: still closed.
    t.advance(22 * HOUR + 29 * 60_000);
    code = await newCode("register");
    const late = await check(code, "register");
    expect(late.status).toBe(429);
    expect(late.data.message).toBe("Trop de tentatives. Veuillez réessayer dans 1 minute.");
    t.advance(60_000);
    const ok = await check(code, "register");
    expect(ok.status).toBe(200);
    expect(ok.data.message).toBe("Votre compte a été vérifié avec succès.");
  });

  it("warns the owner once, in French, when the day's wrong tries are used up; their password still works", async () => {
    const t = await makeTestApp();
    const demo = "demo@example.com";
    const warnings = () => t.mails.filter((m) => m.to === demo && m.subject.startsWith("Codes erronés"));
    const check = (email: string, otp: string) =>
      t.api.post("accounts/checkOTP/", { email, otp, purpose: "reset_password" });
    // The same tries on the demo account and on an address without one, at the same moments.
    const both = async (otp: string) => {
      const known = await check(demo, otp);
      const unknown = await check("personne@example.com", otp);
      expect({ status: unknown.status, data: unknown.data }).toEqual({
        status: known.status,
        data: known.data,
      });
      return known;
    };
    await t.api.post("accounts/OTP-request/", { email: demo, purpose: "reset_password" });
    const wrong = t.lastCode(demo) === "0000" ? "1111" : "0000";
    for (let i = 0; i < 9; i++) {
      expect((await both(wrong)).status).toBe(400);
      t.advance(20 * 60_000);
    }
    expect(warnings()).toHaveLength(0);
    expect((await both(wrong)).status).toBe(400);
    expect(warnings()).toHaveLength(1);
    const [warning] = warnings();
    expect(warning?.subject).toBe(`Codes erronés sur votre compte — ${brand.name}`);
    expect(warning?.text).toContain(
      `Quelqu'un a saisi 10 codes de vérification erronés pour votre compte ${brand.name}.`,
    );
    expect(warning?.text).toContain(
      "Votre mot de passe n'a pas changé et fonctionne toujours : vous pouvez vous connecter normalement.",
    );
    for (let i = 0; i < 5; i++) {
      const refused = await both(wrong);
      expect(refused.status).toBe(429);
      expect(refused.data.message).toBe("Trop de tentatives. Veuillez réessayer dans 24 heures.");
    }
    // One warning, not one per try; nobody is written to for an address without an account.
    expect(warnings()).toHaveLength(1);
    expect(t.mails.filter((m) => m.to === "personne@example.com")).toHaveLength(0);
    // The code guesses never close the owner's password login.
    const login = await t.api.post("accounts/login/", { username: demo, password: "Demo2026!" });
    expect(login.status).toBe(200);
    // The next day's guesses are limited, and warned about, again.
    t.advance(24 * HOUR);
    await t.api.post("accounts/OTP-request/", { email: demo, purpose: "reset_password" });
    const again = t.lastCode(demo) === "0000" ? "1111" : "0000";
    for (let i = 0; i < 10; i++) expect((await both(again)).status).toBe(400);
    expect((await both(again)).status).toBe(429);
    expect(warnings()).toHaveLength(2);
  });

  it("sends a new code no sooner than 60 s after the last, and at most 5 an hour", async () => {
    const t = await registered();
    const early = await t.api.post("accounts/OTP-request/", { email: member.email, purpose: "register" });
    expect(early.status).toBe(429);
    expect(early.data.message).toBe("Veuillez patienter 60 secondes avant de demander un nouveau code.");
    for (let i = 0; i < 4; i++) {
      t.advance(60_000);
      expect(
        (await t.api.post("accounts/OTP-request/", { email: member.email, purpose: "register" })).status,
      ).toBe(200);
    }
    t.advance(60_000);
    const sixth = await t.api.post("accounts/OTP-request/", { email: member.email, purpose: "register" });
    expect(sixth.status).toBe(429);
    expect(sixth.data.message).toBe("Trop de codes demandés. Veuillez réessayer dans une heure.");
  });

  it("a new code replaces the previous one", async () => {
    const t = await registered();
    const old = t.lastCode(member.email);
    t.advance(60_000);
    await t.api.post("accounts/OTP-request/", { email: member.email, purpose: "register" });
    const fresh = t.lastCode(member.email);
    if (old !== fresh) {
      const res = await t.api.post("accounts/checkOTP/", {
        email: member.email,
        otp: old,
        purpose: "register",
      });
      expect(res.status).toBe(400);
    }
    const ok = await t.api.post("accounts/checkOTP/", {
      email: member.email,
      otp: fresh,
      purpose: "register",
    });
    expect(ok.status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for known and unknown e-mails, and mails only the known", async () => {
    const t = await makeTestApp();
    const known = await t.api.post("accounts/OTP-request/", {
      email: "demo@example.com",
      purpose: "reset_password",
    });
    const unknown = await t.api.post("accounts/OTP-request/", {
      email: "qui@example.com",
      purpose: "reset_password",
    });
    expect(known.status).toBe(unknown.status);
    expect(known.data).toEqual(unknown.data);
    expect(t.mails.map((m) => m.to)).toEqual(["demo@example.com"]);
  });

  it("a checked reset code allows one password change, which ends every session", async () => {
    const t = await makeTestApp();
    const session = await t.loginDemo();
    await t.api.post("accounts/OTP-request/", { email: "demo@example.com", purpose: "reset_password" });
    const early = await t.api.post("accounts/password-reset/confirm/", {
      email: "demo@example.com",
      new_password: "Nouveau2026",
      new_password2: "Nouveau2026",
    });
    expect(early.status).toBe(400);
    expect(early.data.body.error).toEqual(["Veuillez d'abord valider le code reçu par email."]);
    const check = await t.api.post("accounts/checkOTP/", {
      email: "demo@example.com",
      otp: t.lastCode("demo@example.com"),
      purpose: "reset_password",
    });
    expect(check.status).toBe(200);
    const reset = await t.api.post("accounts/password-reset/confirm/", {
      email: "demo@example.com",
      new_password: "Nouveau2026",
      new_password2: "Nouveau2026",
    });
    expect(reset.status).toBe(200);
    expect(reset.data.message).toBe("Votre mot de passe a été réinitialisé avec succès.");
    expect((await t.api.get("accounts/profile/", session.access)).status).toBe(401);
    const oldLogin = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Demo2026!",
    });
    expect(oldLogin.status).toBe(400);
    const newLogin = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Nouveau2026",
    });
    expect(newLogin.status).toBe(200);
    // The grant is single use.
    const twice = await t.api.post("accounts/password-reset/confirm/", {
      email: "demo@example.com",
      new_password: "Encore2026x",
      new_password2: "Encore2026x",
    });
    expect(twice.status).toBe(400);
  });

  it("validates the new password with the French rules", async () => {
    const t = await makeTestApp();
    const res = await t.api.post("accounts/password-reset/confirm/", {
      email: "demo@example.com",
      new_password: "abc",
      new_password2: "abd",
    });
    expect(res.status).toBe(400);
    expect(res.data.body.new_password[0]).toBe("Le mot de passe doit contenir au moins 8 caractères");
    expect(res.data.body.new_password2).toEqual(["Les mots de passe ne correspondent pas"]);
  });
});

describe("the 60 s between codes", () => {
  it("applies per purpose: a reset code may follow a registration code at once", async () => {
    const t = await registered();
    const reset = await t.api.post("accounts/OTP-request/", {
      email: member.email,
      purpose: "reset_password",
    });
    expect(reset.status).toBe(200);
    const again = await t.api.post("accounts/OTP-request/", {
      email: member.email,
      purpose: "reset_password",
    });
    expect(again.status).toBe(429);
  });
});
