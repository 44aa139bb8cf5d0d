import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/errors";
import type { PaymentStatusResponse } from "../../src/contract/payments";
import { localDb } from "../../src/db/accessors";
import type { PendingPayment } from "../../src/db/database";
import { PaymentCallbackScreen } from "../../src/features/confirmation/callback-screen";
import { readConfirmationDetails } from "../../src/stores/confirmation-details";
import { reservationDraftStore } from "../../src/stores/reservation-draft";
import { sessionStore } from "../../src/stores/session";
import { onHome, renderBesideHome } from "./confirmation-routes";
import { advance, fakeClock, settle } from "./support";

const fetchPaymentStatus = vi.hoisted(() => vi.fn());
vi.mock("../../src/api/payments", () => ({ fetchPaymentStatus }));
// The balance read again once a payment went through.
const fetchProfile = vi.hoisted(() => vi.fn(async () => ({ body: {} })));
vi.mock("../../src/api/session", () => ({ fetchProfile }));

const T0 = Date.parse("2026-03-02T08:00:00Z");
let n = 0;
let paymentId = "";

const wave = (status: PaymentStatusResponse["status"], purpose: "booking" | "pack" = "booking") =>
  ({ status, method: "PAY03", method_name: "Wave", purpose, amount: 8000 }) satisfies PaymentStatusResponse;

const details = {
  id: 17,
  serviceName: "Yoga hatha",
  dateTime: "3 mars 2026 à 10h00",
  personCount: 1,
  paymentMethod: "Wave",
  price: "8 000 XOF",
};
const pending = (overrides: Partial<PendingPayment> = {}): PendingPayment => ({
  purpose: "booking",
  objectId: 17,
  method: "PAY03",
  paymentId,
  deadline: T0 + 15 * 60_000,
  qr: null,
  confirmation: details,
  dismissed: false,
  member: null,
  gift: false,
  promo: null,
  ...overrides,
});

const open = (purpose: "booking" | "pack" = "booking", id: string | null = paymentId) =>
  renderBesideHome("/callbacksuccessurl", () => (
    <PaymentCallbackScreen payment={id ?? undefined} purpose={purpose} />
  ));
const heading = () => screen.getByRole("heading", { level: 1 }).textContent;
const rows = () => [...document.querySelectorAll("dl > div")].map((row) => row.textContent);

beforeEach(async () => {
  paymentId = `paiement-${++n}`;
  fakeClock(T0);
  fetchPaymentStatus.mockReset();
  sessionStore.getState().setTokens({
    access: "jeton",
    refresh: "rafraichissement",
    access_token_expiration: new Date(T0 + 5 * 60_000).toISOString(),
    refresh_token_expiration: new Date(T0 + 7 * 86_400_000).toISOString(),
  });
  await localDb.clearMemberData();
});
afterEach(() => sessionStore.getState().clear());

describe("the wallet's return pages", () => {
  it("ask again every 3 s while pending, then say it is paid, with the method, and go home after 8 s", async () => {
    fetchPaymentStatus
      .mockResolvedValueOnce(wave("PENDING"))
      .mockResolvedValueOnce(wave("PENDING"))
      .mockResolvedValue(wave("SUCCESS"));
    await open();
    expect(heading()).toBe("Vérification du paiement…");
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(1);
    await advance(2_999);
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(2);
    await advance(3_000);
    await settle();
    expect(heading()).toBe("Paiement réussi !");
    expect(rows()).toEqual(["StatutConfirmé", "Moyen de paiementWave", "Montant8\u00a0000\u00a0XOF"]);
    expect(fetchPaymentStatus.mock.calls.map((call) => call[0])).toEqual([paymentId, paymentId, paymentId]);
    expect(screen.getByRole("timer").textContent).toBe("Retour à l'accueil dans 8 s");
    await advance(7_000);
    expect(onHome()).toBe(false);
    await advance(1_000);
    expect(onHome()).toBe(true);
    // Paid: nothing more is asked.
    await advance(30_000);
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(3);
  });

  it("offer the booking's session for the calendar, as the server gives it, never a pack's", async () => {
    const booking = {
      booking_id: 17,
      service_name: "Yoga hatha",
      reserved_for: "2026-03-03",
      start_time: "10:00:00",
      end_time: "11:00:00",
      number_person: 1,
    };
    const ics = () => screen.queryByRole("button", { name: "Ajouter au calendrier : Yoga hatha" });
    const google = () => screen.queryByRole("link", { name: /^Ajouter à Google Agenda : Yoga hatha/ });
    // Not this phone's payment (the wallet returned to another browser): the server's booking.
    fetchPaymentStatus.mockResolvedValue({ ...wave("SUCCESS"), booking });
    const paid = await open();
    await settle();
    expect(heading()).toBe("Paiement réussi !");
    expect(ics()).toBeTruthy();
    expect(google()?.getAttribute("href")).toContain("&dates=20260303T100000Z/20260303T110000Z&");
    paid.view.unmount();

    // Paid, but the server gives no session (a booking cancelled since): nothing to add.
    paymentId = `paiement-${++n}`;
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS"));
    const none = await open();
    await settle();
    expect(heading()).toBe("Paiement réussi !");
    expect(ics()).toBeNull();
    none.view.unmount();

    paymentId = `paiement-${++n}`;
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS", "pack"));
    await open("pack");
    await settle();
    expect(heading()).toBe("Paiement réussi !");
    expect(google()).toBeNull();
  });

  it("stop asking after 2 minutes of pending and offer to check again", async () => {
    fetchPaymentStatus.mockResolvedValue(wave("PENDING"));
    await open();
    await advance(2 * 60_000);
    await settle();
    expect(screen.getByText(/n'est pas encore confirmé/)).toBeTruthy();
    // At 0, 3, 6… 120 s: 41 questions, then none.
    const asked = fetchPaymentStatus.mock.calls.length;
    expect(asked).toBe(41);
    await advance(10 * 60_000);
    expect(fetchPaymentStatus).toHaveBeenCalledTimes(asked);
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS"));
    fireEvent.click(screen.getByRole("button", { name: "Vérifier à nouveau" }));
    await settle();
    expect(heading()).toBe("Paiement réussi !");
  });

  it("settle the booking kept on the phone once: details kept for the confirmation, draft and record cleared", async () => {
    await localDb.savePendingPayment(pending());
    reservationDraftStore.setState({ serviceId: 4, slotId: 99, bookingId: 17 });
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS"));
    const first = await open();
    await settle();
    expect(readConfirmationDetails()).toEqual(details);
    expect(reservationDraftStore.getState().serviceId).toBeNull();
    expect(await localDb.loadPendingPayment()).toBeNull();
    expect(rows()).toContain("Numéro de réservationn° 17");
    first.view.unmount();

    // The same return seen again (a reload, a second tab): the phone is not settled twice.
    reservationDraftStore.setState({ serviceId: 5, slotId: 100 });
    await localDb.savePendingPayment(pending({ confirmation: { ...details, id: 18 } }));
    await open();
    await settle();
    expect(reservationDraftStore.getState().serviceId).toBe(5);
    expect(readConfirmationDetails()?.id).toBe(17);
  });

  it("leave the draft of another booking alone when a booking paid from Mes réservations settles", async () => {
    await localDb.savePendingPayment(pending());
    reservationDraftStore.setState({ serviceId: 4, slotId: 99, bookingId: 23 });
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS"));
    await open();
    await settle();
    expect(readConfirmationDetails()).toEqual(details);
    expect(reservationDraftStore.getState().serviceId).toBe(4);
    expect(reservationDraftStore.getState().bookingId).toBe(23);
    expect(await localDb.loadPendingPayment()).toBeNull();
  });

  it("leave the record of another payment alone", async () => {
    await localDb.savePendingPayment(pending({ paymentId: "un-autre" }));
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS"));
    await open();
    await settle();
    expect(heading()).toBe("Paiement réussi !");
    expect((await localDb.loadPendingPayment())?.paymentId).toBe("un-autre");
    expect(readConfirmationDetails()).toBeNull();
  });

  it("for a pack: load the balance again and forget the chosen pack", async () => {
    fetchProfile.mockClear();
    await localDb.saveSelectedPack({
      credit_id: 2,
      name: "Pack Essentiel",
      credit_number: 50,
      real_price: 50000,
    });
    await localDb.savePendingPayment(pending({ purpose: "pack", objectId: 2, confirmation: null }));
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS", "pack"));
    await open("pack");
    await settle();
    expect(screen.getByText("Vos crédits ont été ajoutés à votre solde.")).toBeTruthy();
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(await localDb.loadSelectedPack()).toBeNull();
    expect(await localDb.loadPendingPayment()).toBeNull();
  });

  it("show a gift pack's code to give, never credits added, and say it was mailed only when it was", async () => {
    const gift = { code: "CADEAU-ABCD2345", pack_name: "Pack Essentiel", credits: 50, mailed: false };
    await localDb.savePendingPayment(
      pending({ purpose: "pack", objectId: 2, confirmation: null, gift: true }),
    );
    fetchPaymentStatus.mockResolvedValue({ ...wave("SUCCESS", "pack"), gift });
    await open("pack");
    await settle();
    expect(screen.getByTestId("gift-code").textContent).toBe("CADEAU-ABCD2345");
    expect(screen.queryByText("Vos crédits ont été ajoutés à votre solde.")).toBeNull();
    expect(screen.queryByText(/envoyé par e-mail/)).toBeNull();
  });

  it("show a refused payment as cancelled, whatever the page, with a retry to the packs for a pack", async () => {
    await localDb.saveSelectedPack({
      credit_id: 2,
      name: "Pack Essentiel",
      credit_number: 50,
      real_price: 50000,
    });
    fetchPaymentStatus.mockResolvedValue(wave("FAILED", "pack"));
    await open("booking");
    expect(heading()).toBe("Paiement annulé");
    expect(screen.getByText("Aucun montant n'a été débité.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Réessayer le paiement" }).getAttribute("href")).toBe("/packs");
    expect(await localDb.loadSelectedPack()).not.toBeNull();
    // A payment to retry: the page never leaves by itself.
    expect(screen.queryByRole("timer")).toBeNull();
    await advance(60_000);
    expect(onHome()).toBe(false);
    expect(screen.getByRole("link", { name: "Réessayer le paiement" })).toBeTruthy();
  });

  it("stop going home once the member touches the paid page", async () => {
    fetchPaymentStatus.mockResolvedValue(wave("SUCCESS"));
    await open();
    await settle();
    expect(screen.getByRole("timer").textContent).toBe("Retour à l'accueil dans 8 s");
    await advance(3_000);
    fireEvent.pointerDown(screen.getByRole("heading", { level: 1 }));
    await advance(30_000);
    expect(onHome()).toBe(false);
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("send a booking's retry back to the wizard's payment step when the draft is kept", async () => {
    reservationDraftStore.setState({ serviceId: 4, slotId: 99, type: "all" });
    fetchPaymentStatus.mockResolvedValue(wave("FAILED"));
    await open();
    expect(screen.getByRole("link", { name: "Réessayer le paiement" }).getAttribute("href")).toBe(
      "/reservation?step=3&service=4",
    );
  });

  it("ask a visitor to log in, without asking the server", async () => {
    sessionStore.getState().clear();
    await open();
    expect(screen.getByText("Connectez-vous pour connaître le résultat de votre paiement.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Se connecter" }).getAttribute("href")).toContain(
      "/auth/login?redirect=",
    );
    expect(fetchPaymentStatus).not.toHaveBeenCalled();
  });

  it("say so in French when the payment is unknown, the link incomplete or the network down", async () => {
    fetchPaymentStatus.mockRejectedValue(new ApiError("http", "x", 404, { detail: "Paiement introuvable." }));
    const unknown = await open();
    expect(screen.getByRole("alert").textContent).toBe("Ce paiement est introuvable sur votre compte.");
    unknown.view.unmount();

    const incomplete = await open("booking", null);
    expect(screen.getByRole("alert").textContent).toMatch(/^Ce lien de paiement est incomplet/);
    incomplete.view.unmount();

    fetchPaymentStatus.mockRejectedValueOnce(new ApiError("network", "x")).mockResolvedValue(wave("SUCCESS"));
    await open();
    expect(screen.getByRole("alert").textContent).toBe(
      "Connexion impossible. Vérifiez votre connexion internet et réessayez.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await settle();
    expect(heading()).toBe("Paiement réussi !");
  });
});
