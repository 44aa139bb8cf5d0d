import { describe, expect, it } from "vitest";
import {
  confirmationSearch,
  loginSearch,
  otpSearch,
  paymentCallbackSearch,
  reservationSearch,
  resetPasswordSearch,
  searchValidator,
  servicesSearch,
} from "../../../src/lib/search-params";

describe("route search params", () => {
  it("reads valid reservation params, from numbers or strings, and keeps only those four", () => {
    const parse = searchValidator(reservationSearch);
    expect(
      parse({ step: 2, service: "3", type: "custom", private: "true", _t: 123, date: "2026-03-04", slot: 9 }),
    ).toStrictEqual({ step: 2, service: 3, type: "custom", private: true });
  });

  it("falls back to defaults on invalid values, never throwing", () => {
    const parse = searchValidator(reservationSearch);
    expect(parse({ step: 9, service: "abc", type: "vip", private: "peut-être" })).toEqual({
      step: undefined,
      service: undefined,
      type: undefined,
      private: undefined,
    });
    expect(parse({ step: "2.5", service: -1 })).toMatchObject({ step: undefined, service: undefined });
    expect(searchValidator(servicesSearch)({ page: "0", q: 42 })).toEqual({ page: undefined, q: undefined });
    expect(searchValidator(confirmationSearch)({ status: "ok", message: "Merci" })).toEqual({
      status: undefined,
      message: "Merci",
    });
  });

  it("reads the wallet's return: a payment id of safe characters and a known purpose, else nothing", () => {
    const parse = searchValidator(paymentCallbackSearch);
    expect(
      parse({ payment: "3f1c2a9e-77b0-4d2e-9c1a-0b5e8d7f6a21", purpose: "pack", status: "SUCCESS" }),
    ).toStrictEqual({ payment: "3f1c2a9e-77b0-4d2e-9c1a-0b5e8d7f6a21", purpose: "pack" });
    expect(parse({ payment: "../../accounts/profile", purpose: "gift" })).toEqual({
      payment: undefined,
      purpose: undefined,
    });
    expect(parse({ payment: 42 })).toEqual({ payment: "42", purpose: undefined });
    expect(parse({ payment: { id: 1 } }).payment).toBeUndefined();
    expect(parse({ payment: "x".repeat(101) }).payment).toBeUndefined();
  });

  it("honours only same-origin paths as the login redirect", () => {
    const parse = searchValidator(loginSearch);
    expect(parse({ redirect: "/historique?page=2" }).redirect).toBe("/historique?page=2");
    expect(parse({ redirect: "/authentique" }).redirect).toBe("/authentique");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      12,
      // Back to an account page would nest redirects.
      "/auth/login?redirect=%2Fprofil",
      "/auth/login",
      "/auth",
    ]) {
      expect(parse({ redirect: bad }).redirect).toBeUndefined();
    }
    expect(parse({ verification: "success" }).verification).toBe("success");
    expect(parse({ verification: "yes" }).verification).toBeUndefined();
  });

  it("reads the OTP and reset params", () => {
    expect(
      searchValidator(otpSearch)({ email: "awa@example.com", purpose: "register", autoVerify: "true" }),
    ).toEqual({
      email: "awa@example.com",
      purpose: "register",
      autoVerify: true,
    });
    expect(searchValidator(otpSearch)({ email: "nope", purpose: "other", autoVerify: true })).toEqual({
      email: undefined,
      purpose: undefined,
      autoVerify: true,
    });
    expect(searchValidator(resetPasswordSearch)({ email: "<script>" }).email).toBeUndefined();
  });
});
