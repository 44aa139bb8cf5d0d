import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeClock, renderWithRouter, settle } from "../support";

const api = vi.hoisted(() => ({ checkOtp: vi.fn(), loginWithCode: vi.fn(), requestOtp: vi.fn() }));
vi.mock("../../../src/api/accounts", async (original) => ({
  ...(await original<typeof import("../../../src/api/accounts")>()),
  ...api,
}));
vi.mock("../../../src/api/session", () => ({ fetchProfile: vi.fn(async () => ({ body: {} })) }));
const { OtpScreen } = await import("../../../src/features/auth/otp-screen");

type Props = Parameters<typeof OtpScreen>[0];
const open = (props: Partial<Props>) =>
  renderWithRouter(() => <OtpScreen email={undefined} purpose="register" autoVerify={false} {...props} />);
const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText("Chiffre 1 du code"), { target: { value: code } });

beforeAll(async () => {
  await import("../../../src/db/accessors");
});
beforeEach(() => {
  fakeClock(Date.parse("2026-03-02T08:00:00Z"));
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
});

describe("the code screen for a phone", () => {
  it("names the phone, as people read it, and the SMS the code went by", async () => {
    await open({ phone: "+221771234567", channel: "sms" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vérifiez votre numéro de téléphone");
    expect(
      screen.getByText("Saisissez le code à 4 chiffres envoyé par SMS au +221 77 123 45 67."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Renvoyer le code dans 60 s/ })).toBeTruthy();
  });

  it("says WhatsApp when the code went by WhatsApp", async () => {
    await open({ phone: "+221771234567", channel: "whatsapp" });
    expect(
      screen.getByText("Saisissez le code à 4 chiffres envoyé sur WhatsApp au +221 77 123 45 67."),
    ).toBeTruthy();
  });

  it("reads the phone and channel the flow kept when the page has none", async () => {
    localStorage.setItem("otp_email", "+221771234567");
    localStorage.setItem("otp_purpose", "register");
    localStorage.setItem("otp_channel", "whatsapp");
    await open({});
    expect(screen.getByText(/envoyé sur WhatsApp au \+221 77 123 45 67\./)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });

  it("keeps the e-mail's words for an e-mail", async () => {
    await open({ email: "awa@example.com" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vérifiez votre adresse e-mail");
    expect(screen.getByText("Saisissez le code à 4 chiffres envoyé à awa@example.com.")).toBeTruthy();
  });

  it("checks a sign-up code against the phone", async () => {
    api.checkOtp.mockResolvedValue({ message: "" });
    await open({ phone: "+221771234567", channel: "sms" });
    typeCode("1234");
    fireEvent.click(screen.getByRole("button", { name: "Vérifier" }));
    await settle();
    expect(api.checkOtp).toHaveBeenCalledWith({ phone: "+221771234567" }, "1234", "register");
  });

  it("signs in with a sign-in code, no password asked", async () => {
    api.loginWithCode.mockResolvedValue({ body: { access: "a", refresh: "r", role: null } });
    await open({ phone: "+221771234567", channel: "sms", purpose: "login" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Connexion par code");
    typeCode("4321");
    fireEvent.click(screen.getByRole("button", { name: "Vérifier" }));
    await settle();
    expect(api.loginWithCode).toHaveBeenCalledWith("+221771234567", "4321");
    expect(api.checkOtp).not.toHaveBeenCalled();
  });
});
