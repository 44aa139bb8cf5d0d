import { expect } from "vitest";
import type { TestApp } from "../harness";

/** A sign-up by phone, as the app sends it. */
export const phoneSignUp = {
  first_name: "Fatou",
  last_name: "Ndiaye",
  password: "Saly2026x",
  password2: "Saly2026x",
} as const;

/** Signs up with `phone` (typed any way) and answers the registration's answer. */
export const signUpByPhone = (t: TestApp, phone: string, extra: Record<string, unknown> = {}) =>
  t.api.post("accounts/register/", { ...phoneSignUp, phone, ...extra });

/** Signs up with `phone` (E.164), proves it with the code and signs in: answers the access token. */
export async function phoneMember(t: TestApp, phone: string, address?: string): Promise<string> {
  const made = await t.api.raw("POST", "/api/accounts/register/", {
    json: { ...phoneSignUp, phone },
    address,
  });
  expect(made.status).toBe(201);
  const check = await t.api.post("accounts/checkOTP/", {
    phone,
    otp: t.lastCode(phone),
    purpose: "register",
  });
  expect(check.status).toBe(200);
  const login = await t.api.post("accounts/login/", { username: phone, password: phoneSignUp.password });
  expect(login.status).toBe(200);
  return login.data.body.access as string;
}

/** A code that is not `code`. */
export const otherThan = (code: string) => (code === "0000" ? "1111" : "0000");

/** What the phone providers were handed for `to`. */
export const textsTo = (t: TestApp, to: string) => t.texts.filter((m) => m.to === to);
