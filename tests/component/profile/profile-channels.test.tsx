import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../../src/contract/profile";
import { fetchChannelsOffered, offer, pressed } from "../auth/phone-support";
import { fakeClock, settle } from "../support";

const api = vi.hoisted(() => ({ updateProfile: vi.fn() }));
vi.mock("../../../src/api/accounts", async (original) => ({
  ...(await original<typeof import("../../../src/api/accounts")>()),
  ...api,
}));
vi.mock("../../../src/api/channels", async (original) => ({
  ...(await original<typeof import("../../../src/api/channels")>()),
  fetchChannelsOffered,
}));
const { ChannelCard } = await import("../../../src/features/profile/channel-card");
const { ContactLines } = await import("../../../src/features/profile/contact-lines");

// happy-dom's <dialog> needs these to open and close.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

/** A member who signed up with a phone only, proven, messages by SMS. */
const awa = (changes: Partial<Profile> = {}): Profile => ({
  first_name: "Awa",
  last_name: "Diop",
  email: null,
  email_verified: false,
  phone_verified: true,
  preferred_channel: "sms",
  profile_picture: null,
  telephone_number: "+221771234567",
  address: { country: null, city: null, postal_code: null, address: null },
  credits: [],
  total_credits: 0,
  credit_expiration_date: null,
  role: null,
  ...changes,
});

beforeEach(() => {
  fakeClock(Date.parse("2026-03-02T08:00:00Z"));
  offer({ sms: true, whatsapp: true });
  api.updateProfile.mockReset();
});

describe("« Recevoir mes messages par »", () => {
  it("offers e-mail and the phone channels the centre offers, the member's own pressed", async () => {
    render(<ChannelCard profile={awa()} />);
    await settle();
    expect(screen.getByRole("group", { name: "Recevoir mes messages par" })).toBeTruthy();
    expect(pressed("SMS")).toBe("true");
    expect(pressed("WhatsApp")).toBe("false");
    expect(pressed("E-mail")).toBe("false");
  });

  it("leaves out WhatsApp when the centre does not offer it", async () => {
    offer({ sms: true, whatsapp: false });
    render(<ChannelCard profile={awa()} />);
    await settle();
    expect(screen.queryByRole("button", { name: "WhatsApp" })).toBeNull();
  });

  it("greys e-mail without a proven address, and says why", async () => {
    render(<ChannelCard profile={awa()} />);
    await settle();
    const email = screen.getByRole("button", { name: "E-mail" }) as HTMLButtonElement;
    expect(email.disabled).toBe(true);
    const reason = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("E-mail : ajoutez et vérifiez d'abord une adresse e-mail.");
  });

  it("greys the phone channels without a proven phone, and says why", async () => {
    render(
      <ChannelCard
        profile={awa({
          phone_verified: false,
          email: "awa@example.com",
          email_verified: true,
          preferred_channel: "email",
        })}
      />,
    );
    await settle();
    expect((screen.getByRole("button", { name: "SMS" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "WhatsApp" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("SMS et WhatsApp : vérifiez d'abord votre numéro de téléphone.")).toBeTruthy();
  });

  it("saves the channel tapped", async () => {
    api.updateProfile.mockResolvedValue({ body: awa({ preferred_channel: "whatsapp" }) });
    render(<ChannelCard profile={awa()} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "WhatsApp" }));
    await settle();
    expect(api.updateProfile).toHaveBeenCalledWith({ preferred_channel: "whatsapp" });
  });
});

describe("the e-mail and phone on Mon Profil", () => {
  it("a member without an e-mail sees « Aucune adresse e-mail » and how to add one, never null", async () => {
    render(<ContactLines profile={awa()} actions />);
    await settle();
    expect(screen.getByText("Aucune adresse e-mail")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ajouter une adresse e-mail" })).toBeTruthy();
    expect(screen.getByText("+221 77 123 45 67")).toBeTruthy();
    expect(screen.getByText("Vérifié")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/null|undefined/);
  });

  it("an unproven phone has « Vérifier », which asks for the password and the channel", async () => {
    render(<ContactLines profile={awa({ phone_verified: false })} actions />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Vérifier le numéro +221 77 123 45 67" }));
    await settle();
    const opened = [...document.querySelectorAll("dialog")].find((d) => d.open);
    if (!opened) throw new Error("Aucune fenêtre ouverte");
    const dialog = within(opened);
    expect(dialog.getByLabelText("Numéro de téléphone")).toHaveProperty("value", "+221 77 123 45 67");
    expect(dialog.getByLabelText("Mot de passe")).toBeTruthy();
    expect(dialog.getByRole("group", { name: "Recevoir le code par" })).toBeTruthy();
  });
});
