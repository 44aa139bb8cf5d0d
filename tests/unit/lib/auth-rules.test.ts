import { describe, expect, it } from "vitest";
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  otpFormSchema,
  passwordCriteria,
  registerFormSchema,
  requiredCriteria,
  resetPasswordFormSchema,
} from "../../../src/contract/forms";
import { creditExpiryLabel } from "../../../src/lib/credit-expiry";
import { validateForm } from "../../../src/lib/form-errors";
import { registerStrength, resetStrength } from "../../../src/lib/password-strength";
import { pastedDigits } from "../../../src/lib/pasted-digits";

/** What a form shows: nothing when valid, else the first message of each field. */
const errorsOf = (schema: Parameters<typeof validateForm>[0], input: unknown) => {
  const checked = validateForm(schema, input);
  return checked.ok ? {} : checked.errors;
};

const register = {
  first_name: "Awa",
  last_name: "Diop",
  email: "awa@example.com",
  password: "Bonjour26",
  password2: "Bonjour26",
  terms: true,
};
const validateRegister = (input: typeof register) => errorsOf(registerFormSchema, input);

describe("register rules", () => {
  it("accepts a valid form, and sends the e-mail as the contract shapes it", () => {
    expect(validateRegister(register)).toEqual({});
    const checked = validateForm(registerFormSchema, { ...register, email: " Awa@Example.com " });
    expect(checked.ok && checked.value.email).toBe("awa@example.com");
  });

  it("gives the spec's messages", () => {
    expect(validateRegister({ ...register, terms: false }).terms).toBe(
      "Vous devez accepter les conditions d'utilisation pour vous inscrire",
    );
    expect(validateRegister({ ...register, password: "Abc1", password2: "Abc1" }).password).toBe(
      "Le mot de passe doit contenir au moins 8 caractères",
    );
    expect(validateRegister({ ...register, password: "Abcdefgh", password2: "Abcdefgh" }).password).toBe(
      "Le mot de passe doit contenir au moins un chiffre",
    );
    expect(validateRegister({ ...register, password: "abcdefg1", password2: "abcdefg1" }).password).toBe(
      "Le mot de passe doit contenir au moins une majuscule",
    );
    expect(validateRegister({ ...register, password2: "Bonjour27" }).password2).toBe(
      "Les mots de passe ne correspondent pas",
    );
    expect(validateRegister({ ...register, email: "awa@" }).email).toBe(
      "Veuillez entrer une adresse email valide",
    );
    expect(validateRegister({ ...register, email: "" }).email).toBe("Veuillez entrer votre adresse email");
    expect(validateRegister({ ...register, first_name: " " }).first_name).toBe("Ce champ est obligatoire.");
  });

  it("says a too-short password and a mismatch at once", () => {
    expect(validateRegister({ ...register, password: "court", password2: "autre" })).toEqual({
      password: "Le mot de passe doit contenir au moins 8 caractères",
      password2: "Les mots de passe ne correspondent pas",
    });
  });
});

describe("forgot, login, OTP and reset rules", () => {
  it("checks the e-mail", () => {
    expect(errorsOf(forgotPasswordFormSchema, { email: "" })).toEqual({
      email: "Veuillez entrer votre adresse email",
    });
    expect(errorsOf(forgotPasswordFormSchema, { email: "awa.example.com" })).toEqual({
      email: "Veuillez entrer une adresse email valide",
    });
    expect(errorsOf(forgotPasswordFormSchema, { email: " awa@example.com " })).toEqual({});
    expect(errorsOf(loginFormSchema, { username: "awa@example.com", password: "" })).toEqual({
      password: "Veuillez entrer votre mot de passe",
    });
  });

  it("needs exactly 4 digits", () => {
    const otp = (digits: string[]) => errorsOf(otpFormSchema, { otp: digits.join("") }).otp ?? null;
    expect(otp(["1", "2", "3"])).toBe("Veuillez entrer le code complet à 4 chiffres");
    expect(otp(["1", "2", "3", "a"])).toBe("Veuillez entrer le code complet à 4 chiffres");
    expect(otp(["1", "2", "3", "4"])).toBeNull();
  });

  it("pastes digits only, up to 4", () => {
    expect(pastedDigits("Votre code : 4 8-2 7 9")).toEqual(["4", "8", "2", "7"]);
    expect(pastedDigits("12")).toEqual(["1", "2"]);
    expect(pastedDigits("abc")).toEqual([]);
  });

  it("asks the reset password for 3 of 5 criteria and a match, with the e-mail present", () => {
    const reset = (email: string, new_password: string, new_password2: string) =>
      errorsOf(resetPasswordFormSchema, { email, new_password, new_password2 });
    expect(reset("a@b.sn", "", "")).toEqual({ new_password: "Veuillez entrer un nouveau mot de passe" });
    expect(reset("a@b.sn", "abcdefgh", "abcdefgh")).toEqual({
      new_password: "Votre mot de passe est trop faible",
    });
    expect(reset("a@b.sn", "Abcdefg1", "Abcdefg1")).toEqual({});
    expect(reset("a@b.sn", "Abcdefg1", "x").new_password2).toBe("Les mots de passe ne correspondent pas");
    expect(reset("", "Abcdefg1", "Abcdefg1").email).toBe(
      "L'adresse email est manquante. Veuillez retourner à l'étape précédente.",
    );
  });

  it("one list of what a password must contain: meeting it is enough, and each item of it is needed", () => {
    const meetsAll = "Abcdefg1";
    const fails = (password: string) =>
      errorsOf(resetPasswordFormSchema, { email: "a@b.sn", new_password: password, new_password2: password })
        .new_password;
    expect(requiredCriteria).toEqual(["length", "uppercase", "digit"]);
    expect(Object.values(passwordCriteria(meetsAll)).filter(Boolean)).toHaveLength(4);
    expect(fails(meetsAll)).toBeUndefined();
    expect(validateRegister({ ...register, password: meetsAll, password2: meetsAll })).toEqual({});
    // Each listed criterion missing alone: refused at registration and at reset alike.
    for (const missing of ["Abcdef1", "abcdefg1", "Abcdefgh"]) {
      expect(fails(missing), missing).toBeDefined();
      expect(
        validateRegister({ ...register, password: missing, password2: missing }).password,
        missing,
      ).toBeDefined();
    }
  });

  it("never lets through a new password the server's rules refuse", () => {
    // 3 of 5 criteria, strong enough for the meter, but the contract needs a capital letter.
    expect(
      errorsOf(resetPasswordFormSchema, {
        email: "a@b.sn",
        new_password: "abcdefg1",
        new_password2: "abcdefg1",
      }),
    ).toEqual({
      new_password: "Le mot de passe doit contenir au moins une majuscule",
    });
  });
});

describe("strength meters", () => {
  it.each([
    ["", 0, "Très faible"],
    ["abc", 1, "Faible"],
    ["abcdefgh", 2, "Moyen"],
    ["abcdefg1", 3, "Fort"],
    ["Abcdefg1", 4, "Très fort"],
    ["Abcdefg1!", 4, "Très fort"],
    ["ABC!", 2, "Moyen"],
  ])("register: %j scores %i (%s)", (password, score, label) => {
    expect(registerStrength(password)).toEqual({ score, label });
  });

  it.each([
    ["abc", 1, false],
    ["abcdefgh", 2, false],
    ["abcdefg!", 3, true],
    ["Abcdefg1!", 5, true],
  ])("reset: %j scores %i of 5", (password, score, strongEnough) => {
    expect(resetStrength(password)).toEqual({ score, strongEnough });
  });
});

describe("the credit expiry label", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();
  it.each([
    [0, "Expiration des crédits"],
    [-3, "Expiration des crédits"],
    [1, "Expiration imminente des crédits"],
    [7, "Expiration imminente des crédits"],
    [8, "Expire le 10 mars 2026"],
  ])("%i days left: %s", (days, label) => {
    expect(creditExpiryLabel(20, inDays(days), now)).toBe(label);
  });

  it("shows nothing without credits or date", () => {
    expect(creditExpiryLabel(0, inDays(3), now)).toBeNull();
    expect(creditExpiryLabel(10, null, now)).toBeNull();
    expect(creditExpiryLabel(10, "demain", now)).toBeNull();
  });
});
