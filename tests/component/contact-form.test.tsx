import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/errors";
import { localDb } from "../../src/db/accessors";
import { sessionStore } from "../../src/stores/session";
import { advance, fakeClock, settle } from "./support";

const api = vi.hoisted(() => ({ sendContactMessage: vi.fn() }));
vi.mock("../../src/api/notifications", () => api);
const { ContactForm } = await import("../../src/features/info/contact-form");

const offline = () => Promise.reject(new ApiError("network", "Pas de réseau"));
const refusal = () =>
  new ApiError("http", "Refus", 400, {
    success: false,
    message: "Veuillez corriger les erreurs du formulaire.",
    errors: { message: "Ce champ est trop long." },
  });
const messageField = () => screen.getByLabelText("Message", { exact: true });
/** An access token for `member`: the outbox reads who writes from its subject. */
const signIn = (member: string) =>
  act(() =>
    sessionStore
      .getState()
      .setTokens({ access: `e30.${btoa(JSON.stringify({ sub: member }))}.sig`, refresh: "r" }),
  );

function write(message: string) {
  const field = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  field("Nom complet", "Awa Diop");
  field("Adresse e-mail", "awa@example.com");
  field("Sujet", "services");
  field("Message", message);
  fireEvent.click(screen.getByRole("button", { name: "Envoyer le message" }));
}

// One form and one local database for the file: the journeys follow each other.
describe("the contact form and its outbox", () => {
  it("shows a message written without network as waiting, then the spec's success once it is delivered", async () => {
    fakeClock(Date.parse("2026-03-02T10:00:00Z"));
    render(<ContactForm />);
    await settle(40);
    api.sendContactMessage.mockImplementation(offline);
    write("Quels sont vos horaires le samedi ?");
    await settle(40);
    const waiting = screen.getByRole("region", { name: "Messages en attente d'envoi" });
    expect(waiting.textContent).toContain("Message en attente d'envoi");
    expect(waiting.textContent).toContain("Quels sont vos horaires le samedi ?");
    expect(waiting.textContent).toContain("Nous vous répondrons à awa@example.com");
    expect(screen.getByLabelText("Message", { exact: true })).toHaveProperty("value", "");
    expect(screen.queryByRole("alert")).toBeNull();

    api.sendContactMessage.mockResolvedValue({
      success: true,
      message: "Message envoyé avec succès!",
      errors: {},
    });
    await advance(15_000);
    await settle(40);
    expect(screen.getByText("Message envoyé avec succès!")).toBeTruthy();
    expect(screen.getByText("Nous vous répondrons dans les plus brefs délais.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Messages en attente d'envoi" })).toBeNull();
    const keys = api.sendContactMessage.mock.calls.map((call) => call[1]);
    expect(new Set(keys).size).toBe(1);
    await advance(5000);
    expect(screen.queryByText("Message envoyé avec succès!")).toBeNull();
  });

  it("brings a message the server refuses later back into the form, with its reasons", async () => {
    fakeClock(Date.parse("2026-03-02T11:00:00Z"));
    render(<ContactForm />);
    await settle(40);
    api.sendContactMessage.mockImplementation(offline);
    write("Un message que le serveur refusera.");
    await settle(40);
    api.sendContactMessage.mockRejectedValue(refusal());
    await advance(15_000);
    await settle(40);
    expect(screen.getByLabelText("Message", { exact: true })).toHaveProperty(
      "value",
      "Un message que le serveur refusera.",
    );
    expect(screen.getByText("Ce champ est trop long.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Ce message n'a pas été accepté : corrigez-le ci-dessous puis renvoyez-le.",
    );
    expect(await localDb.listContactOutbox()).toHaveLength(1);

    // Fixed and sent: it takes the refused one's place, and leaves once delivered.
    api.sendContactMessage.mockResolvedValue({
      success: true,
      message: "Message envoyé avec succès!",
      errors: {},
    });
    fireEvent.change(screen.getByLabelText("Message", { exact: true }), { target: { value: "Plus court." } });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer le message" }));
    await settle(40);
    expect(screen.getByText("Message envoyé avec succès!")).toBeTruthy();
    expect(await localDb.listContactOutbox()).toEqual([]);
    expect(api.sendContactMessage.mock.lastCall?.[0]).toMatchObject({ message: "Plus court." });
  });

  it("holds its own refused message: in the form once, not listed apart, and given up with one tap", async () => {
    fakeClock(Date.parse("2026-03-02T12:00:00Z"));
    render(<ContactForm />);
    await settle(40);
    api.sendContactMessage.mockRejectedValue(refusal());
    write("Un message refusé tout de suite.");
    await settle(40);
    expect(messageField()).toHaveProperty("value", "Un message refusé tout de suite.");
    expect(screen.getByText("Ce champ est trop long.")).toBeTruthy();
    expect(screen.queryByText("Message non envoyé")).toBeNull();
    expect(await localDb.listContactOutbox()).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Abandonner ce message" }));
    await settle(40);
    expect(await localDb.listContactOutbox()).toEqual([]);
    expect(messageField()).toHaveProperty("value", "");
  });

  it("keeps a refusal that comes after the sender left the page, and brings it back on the next visit", async () => {
    fakeClock(Date.parse("2026-03-02T13:00:00Z"));
    const view = render(<ContactForm />);
    await settle(40);
    // The answer comes 3 s later, within the form's patience: the form was waiting for it.
    api.sendContactMessage.mockImplementation(
      () => new Promise((_, reject) => setTimeout(() => reject(refusal()), 3000)),
    );
    write("Un message refusé après le départ.");
    await settle(40);
    view.unmount();
    await advance(3000);
    await settle(40);
    expect(await localDb.listContactOutbox()).toHaveLength(1);

    render(<ContactForm />);
    await settle(40);
    expect(messageField()).toHaveProperty("value", "Un message refusé après le départ.");
    expect(screen.getByText("Ce champ est trop long.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Abandonner ce message" }));
    await settle(40);
    expect(await localDb.listContactOutbox()).toEqual([]);
  });

  it("shows a member's waiting message to them alone, not after logout nor to another member, and sends it", async () => {
    fakeClock(Date.parse("2026-03-02T14:00:00Z"));
    signIn("membre-a");
    render(<ContactForm />);
    await settle(40);
    api.sendContactMessage.mockImplementation(offline);
    write("Le message de A, en attente.");
    await settle(40);
    const waiting = () => screen.queryByRole("region", { name: "Messages en attente d'envoi" });
    expect(waiting()?.textContent).toContain("Le message de A, en attente.");

    act(() => sessionStore.getState().clear());
    await settle(40);
    expect(waiting()).toBeNull();
    signIn("membre-b");
    await settle(40);
    expect(waiting()).toBeNull();

    api.sendContactMessage.mockResolvedValue({
      success: true,
      message: "Message envoyé avec succès!",
      errors: {},
    });
    await advance(15_000);
    await settle(40);
    expect(api.sendContactMessage.mock.lastCall?.[0]).toMatchObject({
      message: "Le message de A, en attente.",
    });
    expect(await localDb.listContactOutbox()).toEqual([]);
    expect(screen.queryByText("Message envoyé avec succès!")).toBeNull();
    act(() => sessionStore.getState().clear());
  });

  it("empties the form holding a member's refused message when they log out", async () => {
    fakeClock(Date.parse("2026-03-02T15:00:00Z"));
    signIn("membre-a");
    render(<ContactForm />);
    await settle(40);
    api.sendContactMessage.mockRejectedValue(refusal());
    write("Le message refusé de A.");
    await settle(40);
    expect(messageField()).toHaveProperty("value", "Le message refusé de A.");

    act(() => sessionStore.getState().clear());
    await settle(40);
    expect(messageField()).toHaveProperty("value", "");
    expect(screen.queryByText("Ce champ est trop long.")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await localDb.listContactOutbox()).toEqual([]);
  });

  it("keeps the corrected text in the form when the corrected message is refused again", async () => {
    fakeClock(Date.parse("2026-03-02T16:00:00Z"));
    render(<ContactForm />);
    await settle(40);
    api.sendContactMessage.mockRejectedValue(refusal());
    write("Une première version refusée.");
    await settle(40);
    fireEvent.change(messageField(), { target: { value: "Une deuxième version, refusée aussi." } });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer le message" }));
    await settle(40);
    expect(messageField()).toHaveProperty("value", "Une deuxième version, refusée aussi.");
    expect(screen.getByText("Ce champ est trop long.")).toBeTruthy();
    expect((await localDb.listContactOutbox()).map((i) => i.message.message)).toEqual([
      "Une deuxième version, refusée aussi.",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Abandonner ce message" }));
    await settle(40);
  });
});
