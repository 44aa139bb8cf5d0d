import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/api/errors";
import { fakeClock, renderWithRouter, settle } from "../support";
import { fetchChannelsOffered, offer, pressed, type } from "./phone-support";

const api = vi.hoisted(() => ({ register: vi.fn() }));
vi.mock("../../../src/api/accounts", async (original) => ({
  ...(await original<typeof import("../../../src/api/accounts")>()),
  ...api,
}));
vi.mock("../../../src/api/channels", async (original) => ({
  ...(await original<typeof import("../../../src/api/channels")>()),
  fetchChannelsOffered,
}));
const { RegisterScreen } = await import("../../../src/features/auth/register-screen");

const open = async () => {
  const view = await renderWithRouter(() => <RegisterScreen slider={null} />);
  fireEvent.click(screen.getByRole("button", { name: "Téléphone" }));
  await settle();
  return view;
};
function fill(phone: string) {
  type("Prénom", "Awa");
  type("Nom", "Diop");
  type("Numéro de téléphone", phone);
  type("Mot de passe", "Teranga2026");
  type("Confirmer le mot de passe", "Teranga2026");
  fireEvent.click(screen.getByRole("checkbox"));
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "S'inscrire" }));

beforeEach(() => {
  fakeClock(Date.parse("2026-03-02T08:00:00Z"));
  localStorage.clear();
  sessionStorage.clear();
  offer({ sms: true, whatsapp: false });
  api.register.mockReset();
});

describe("sign-up with a phone", () => {
  it("sends the phone in E.164 and no e-mail, the code by SMS when it is the only channel (no choice shown)", async () => {
    api.register.mockResolvedValue({ body: {} });
    await open();
    expect(screen.queryByLabelText("Adresse e-mail")).toBeNull();
    expect(screen.queryByRole("group", { name: "Recevoir le code par" })).toBeNull();
    fill("77 123 45 67");
    submit();
    await settle();
    expect(api.register).toHaveBeenCalledWith({
      first_name: "Awa",
      last_name: "Diop",
      phone: "+221771234567",
      channel: "sms",
      password: "Teranga2026",
      password2: "Teranga2026",
    });
    expect(localStorage.getItem("otp_email")).toBe("+221771234567");
    expect(localStorage.getItem("otp_channel")).toBe("sms");
  });

  it("offers SMS and WhatsApp when the centre does, and sends the one chosen", async () => {
    offer({ sms: true, whatsapp: true });
    api.register.mockResolvedValue({ body: {} });
    await open();
    expect(screen.getByRole("group", { name: "Recevoir le code par" })).toBeTruthy();
    expect(pressed("SMS")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "WhatsApp" }));
    expect(pressed("WhatsApp")).toBe("true");
    fill("+221 77 123 45 67");
    submit();
    await settle();
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ channel: "whatsapp" }));
  });

  it("shows WhatsApp alone as no choice at all", async () => {
    offer({ sms: false, whatsapp: true });
    api.register.mockResolvedValue({ body: {} });
    await open();
    expect(screen.queryByRole("button", { name: "SMS" })).toBeNull();
    fill("77 123 45 67");
    submit();
    await settle();
    expect(api.register).toHaveBeenCalledWith(expect.objectContaining({ channel: "whatsapp" }));
  });

  it("says a number that is not one under its field, keeping everything typed", async () => {
    await open();
    fill("77 12");
    submit();
    await settle();
    expect(screen.getByText("Veuillez saisir un numéro de téléphone valide")).toBeTruthy();
    expect(api.register).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Prénom")).toHaveProperty("value", "Awa");
  });

  it("shows the server's refusal of the phone under the phone's field", async () => {
    api.register.mockRejectedValue(
      new ApiError("http", "Refus", 400, { phone: ["Ce numéro est déjà utilisé par un autre compte."] }),
    );
    await open();
    fill("77 123 45 67");
    submit();
    await settle();
    expect(screen.getByText("Ce numéro est déjà utilisé par un autre compte.")).toBeTruthy();
    expect(screen.getByLabelText("Numéro de téléphone")).toHaveProperty("value", "77 123 45 67");
  });
});
