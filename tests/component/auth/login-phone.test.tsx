import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/api/errors";
import { fakeClock, renderWithRouter, settle } from "../support";
import { fetchChannelsOffered, offer, pressed, type } from "./phone-support";

const api = vi.hoisted(() => ({ login: vi.fn(), requestOtp: vi.fn(), loginWithCode: vi.fn() }));
vi.mock("../../../src/api/accounts", async (original) => ({
  ...(await original<typeof import("../../../src/api/accounts")>()),
  ...api,
}));
vi.mock("../../../src/api/channels", async (original) => ({
  ...(await original<typeof import("../../../src/api/channels")>()),
  fetchChannelsOffered,
}));
// The profile read once signed in.
vi.mock("../../../src/api/session", () => ({ fetchProfile: vi.fn(async () => ({ body: {} })) }));
const { LoginScreen } = await import("../../../src/features/auth/login-screen");

const open = () =>
  renderWithRouter(() => <LoginScreen redirect={undefined} verified={false} slider={null} />);
const phoneField = () => screen.getByLabelText("Numéro de téléphone") as HTMLInputElement;

beforeEach(() => {
  fakeClock(Date.parse("2026-03-02T08:00:00Z"));
  localStorage.clear();
  offer({ sms: true, whatsapp: false });
  for (const fn of Object.values(api)) fn.mockReset();
});

describe("sign-in: the « E-mail » / « Téléphone » switch", () => {
  it("starts on the e-mail form, unchanged, and switches to the phone's with a tap", async () => {
    await open();
    expect(pressed("E-mail")).toBe("true");
    expect(pressed("Téléphone")).toBe("false");
    expect(screen.getByLabelText("Adresse e-mail")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    expect(pressed("Téléphone")).toBe("true");
    expect(screen.queryByLabelText("Adresse e-mail")).toBeNull();
    const field = phoneField();
    expect(field.type).toBe("tel");
    expect(field.inputMode).toBe("tel");
    expect(field.getAttribute("autocomplete")).toBe("tel");
    expect(field.placeholder).toBe("77 123 45 67");
  });

  it("moves with the arrow keys, and keeps the phone typed when switching back and forth", async () => {
    await open();
    fireEvent.keyDown(screen.getByRole("button", { name: "E-mail" }), { key: "ArrowRight" });
    expect(pressed("Téléphone")).toBe("true");
    expect(document.activeElement?.textContent).toBe("Téléphone");
    type("Numéro de téléphone", "77 123 45 67");
    fireEvent.keyDown(screen.getByRole("button", { name: "Téléphone" }), { key: "ArrowLeft" });
    expect(pressed("E-mail")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    expect(phoneField().value).toBe("77 123 45 67");
  });

  it("says in French what is wrong with the phone, and sends nothing", async () => {
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    expect(screen.getByText("Veuillez entrer votre numéro de téléphone")).toBeTruthy();
    type("Numéro de téléphone", "12 34");
    fireEvent.click(screen.getByRole("button", { name: "Recevoir un code par SMS" }));
    expect(screen.getByText("Veuillez saisir un numéro de téléphone valide")).toBeTruthy();
    expect(phoneField().value).toBe("12 34");
    expect(api.login).not.toHaveBeenCalled();
    expect(api.requestOtp).not.toHaveBeenCalled();
  });
});

describe("sign-in with a phone", () => {
  it("signs in with the phone, in E.164, and the password", async () => {
    api.login.mockResolvedValue({ body: { access: "a", refresh: "r", role: null } });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    type("Numéro de téléphone", "77 123 45 67");
    type("Mot de passe", "Secret2026!");
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await settle();
    expect(api.login).toHaveBeenCalledWith({ username: "+221771234567", password: "Secret2026!" });
  });

  it("an account whose phone was never proven gets a code there, the password kept for this tab", async () => {
    api.login.mockRejectedValue(
      new ApiError("http", "Non vérifié", 403, { detail: "Votre compte n'est pas encore vérifié." }),
    );
    api.requestOtp.mockResolvedValue({ message: "" });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    type("Numéro de téléphone", "77 123 45 67");
    type("Mot de passe", "Secret2026!");
    fireEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await settle();
    expect(api.requestOtp).toHaveBeenCalledWith({ phone: "+221771234567" }, "register", "sms");
    expect(sessionStorage.getItem("temp_password")).toBe("Secret2026!");
    expect(localStorage.getItem("otp_email")).toBe("+221771234567");
  });

  it("asks for a sign-in code by SMS, the only channel offered", async () => {
    api.requestOtp.mockResolvedValue({ message: "" });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    expect(screen.queryByRole("button", { name: "Recevoir un code par WhatsApp" })).toBeNull();
    type("Numéro de téléphone", "77 123 45 67");
    fireEvent.click(screen.getByRole("button", { name: "Recevoir un code par SMS" }));
    await settle();
    expect(api.requestOtp).toHaveBeenCalledWith({ phone: "+221771234567" }, "login", "sms");
  });

  it("offers WhatsApp beside SMS when the centre does, and the code goes by the one tapped", async () => {
    offer({ sms: true, whatsapp: true });
    api.requestOtp.mockResolvedValue({ message: "" });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    await settle();
    type("Numéro de téléphone", "+221 77 123 45 67");
    fireEvent.click(screen.getByRole("button", { name: "Recevoir un code par WhatsApp" }));
    await settle();
    expect(api.requestOtp).toHaveBeenCalledWith({ phone: "+221771234567" }, "login", "whatsapp");
  });

  it("says the server's French reason when a code is asked too soon", async () => {
    api.requestOtp.mockRejectedValue(
      new ApiError("http", "Trop tôt", 429, { message: "Patientez une minute avant de redemander un code." }),
    );
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
    type("Numéro de téléphone", "77 123 45 67");
    fireEvent.click(screen.getByRole("button", { name: "Recevoir un code par SMS" }));
    await settle();
    expect(screen.getByText("Patientez une minute avant de redemander un code.")).toBeTruthy();
    expect(phoneField().value).toBe("77 123 45 67");
  });
});
