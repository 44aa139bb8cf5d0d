import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/errors";
import type { BookingMethod, PaymentResult } from "../../src/contract/payments";
import { readConfirmationDetails } from "../../src/stores/confirmation-details";
import { type BookingPaymentRequest, paymentRequestStore } from "../../src/stores/payment-request";
import { reservationDraftStore } from "../../src/stores/reservation-draft";
import { toastStore } from "../../src/stores/toasts";
import { fakeClock, settle } from "./support";

const api = vi.hoisted(() => ({
  fetchBookingMethods: vi.fn(),
  confirmBookingPayment: vi.fn(),
}));
vi.mock("../../src/api/payments", () => api);
const { PaymentHost } = await import("../../src/features/payment/payment-host");

// happy-dom's <dialog> needs these to open and close.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

const method = (id: number, code: BookingMethod["code"], name: string): BookingMethod => ({
  id,
  code,
  name,
  description: "",
  image: "",
  display_on_booking: true,
  display_on_pack: false,
  user_total_credits: code === "PAY02" ? 30 : null,
});
const methods = [method(1, "PAY01", "Paiement sur place"), method(2, "PAY02", "Crédits")];
const booking: BookingPaymentRequest = {
  purpose: "booking",
  bookingId: 41,
  serviceName: "Massage sportif",
  dateTime: "12 mars 2026 à 10h00",
  session: { day: "2026-03-12", start: "10:00:00", end: "11:00:00" },
  persons: 2,
  privateOption: false,
  unit: { price: 25_000, credit_price: 25 },
  privateExtra: { price: 5_000, credit_price: 5 },
  discountPct: 0,
  total: { price: 50_000, credit_price: 50 },
  moneyRefund: 50,
  preferred: "PAY02",
};
const paid = (status: PaymentResult["status"]): PaymentResult => ({
  booking_id: 41,
  status,
  payment_status: status === "paid" ? "paid" : "pending",
  message: "",
});

async function renderHost() {
  const root = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: PaymentHost });
  const done = createRoute({ getParentRoute: () => root, path: "/confirmation", component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([home, done]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);
  await settle();
  await act(async () => paymentRequestStore.getState().open(booking));
  await settle();
  return router;
}

const confirmButton = () =>
  screen.getByRole("button", { name: /Confirmer le paiement|Paiement en cours/ }) as HTMLButtonElement;
const toasts = () => toastStore.getState().toasts.map((t) => t.message);

beforeEach(async () => {
  fakeClock(Date.parse("2026-03-02T08:00:00Z"));
  vi.resetAllMocks();
  await reservationDraftStore.getState().reset();
  paymentRequestStore.getState().close();
  toastStore.setState({ toasts: [] });
  api.fetchBookingMethods.mockResolvedValue(methods);
});

describe("the booking payment modal", () => {
  it("opens on the preferred method and will not pay with credits that fall short", async () => {
    await renderHost();
    expect((screen.getByRole("radio", { name: /^Crédits/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Solde insuffisant. Veuillez recharger vos crédits.")).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /^Paiement sur place/ }));
    expect(confirmButton().disabled).toBe(false);
  });

  it("pays once for a double tap, keeps the key after a lost answer, then confirms", async () => {
    reservationDraftStore.getState().update({ bookingId: 41 });
    const router = await renderHost();
    fireEvent.click(screen.getByRole("radio", { name: /^Paiement sur place/ }));
    api.confirmBookingPayment.mockRejectedValueOnce(
      new ApiError("network", "Connexion impossible. Vérifiez votre connexion internet et réessayez."),
    );
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    await settle();
    expect(api.confirmBookingPayment).toHaveBeenCalledTimes(1);
    expect(toasts()).toContain("Connexion impossible. Vérifiez votre connexion internet et réessayez.");

    api.confirmBookingPayment.mockResolvedValueOnce(paid("confirmed"));
    fireEvent.click(confirmButton());
    await settle();
    const [first, second] = api.confirmBookingPayment.mock.calls;
    expect(second?.[2]).toBe(first?.[2]);
    expect(second?.slice(0, 2)).toEqual([41, 1]);
    expect(router.state.location.href).toBe("/confirmation?status=success");
    expect(toasts()).toContain("Paiement confirmé avec succès!");
    expect(reservationDraftStore.getState().bookingId).toBeNull();
    expect(readConfirmationDetails()).toEqual({
      id: 41,
      serviceName: "Massage sportif",
      dateTime: "12 mars 2026 à 10h00",
      personCount: 2,
      paymentMethod: "Paiement sur place",
      price: "50\u00a0000\u00a0XOF",
      // The session as the calendar file needs it.
      day: "2026-03-12",
      start: "10:00:00",
      end: "11:00:00",
    });
  });

  it("toasts the server's refusal and stays on the choice, with a new key next time", async () => {
    const router = await renderHost();
    fireEvent.click(screen.getByRole("radio", { name: /^Paiement sur place/ }));
    api.confirmBookingPayment.mockRejectedValueOnce(
      new ApiError("http", "x", 400, { detail: ["Trop de tentatives de paiement pour cette réservation."] }),
    );
    fireEvent.click(confirmButton());
    await settle();
    expect(toasts()).toContain("Trop de tentatives de paiement pour cette réservation.");
    expect(router.state.location.pathname).toBe("/");
    expect((screen.getByRole("radio", { name: /^Paiement sur place/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    api.confirmBookingPayment.mockRejectedValueOnce(new ApiError("http", "x", 400, {}));
    fireEvent.click(confirmButton());
    await settle();
    expect(toasts()).toContain("Erreur lors de la confirmation du paiement");
    const [first, second] = api.confirmBookingPayment.mock.calls;
    expect(second?.[2]).not.toBe(first?.[2]);
  });

  it("says a booking at the venue is confirmed in the server's words, not that it is paid", async () => {
    reservationDraftStore.getState().update({ bookingId: 41 });
    await renderHost();
    fireEvent.click(screen.getByRole("radio", { name: /^Paiement sur place/ }));
    api.confirmBookingPayment.mockResolvedValueOnce({
      ...paid("confirmed"),
      message: "Réservation confirmée. Vous paierez lors de votre arrivée.",
    });
    fireEvent.click(confirmButton());
    await settle();
    expect(toasts()).toContain("Réservation confirmée. Vous paierez lors de votre arrivée.");
    expect(toasts()).not.toContain("Paiement confirmé avec succès!");
  });

  it("treats 'already paid' as the success of a payment whose answer was lost", async () => {
    reservationDraftStore.getState().update({ bookingId: 41 });
    const router = await renderHost();
    fireEvent.click(screen.getByRole("radio", { name: /^Paiement sur place/ }));
    api.confirmBookingPayment.mockRejectedValueOnce(
      new ApiError("http", "x", 400, { detail: ["Cette réservation est déjà payée."] }),
    );
    fireEvent.click(confirmButton());
    await settle();
    expect(router.state.location.href).toBe("/confirmation?status=success");
    expect(toasts()).toContain("Paiement confirmé avec succès!");
  });

  it("lets go of a booking that can no longer be paid, so the wizard books again", async () => {
    reservationDraftStore.getState().update({ bookingId: 41 });
    await renderHost();
    fireEvent.click(screen.getByRole("radio", { name: /^Paiement sur place/ }));
    api.confirmBookingPayment.mockRejectedValueOnce(
      new ApiError("http", "x", 400, {
        detail: ["Le délai de paiement de cette réservation est dépassé. Veuillez réserver à nouveau."],
      }),
    );
    fireEvent.click(confirmButton());
    await settle();
    expect(toasts()).toContain(
      "Le délai de paiement de cette réservation est dépassé. Veuillez réserver à nouveau.",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(reservationDraftStore.getState().bookingId).toBeNull();
  });

  it("sends an answer whose payment is not done to the error confirmation", async () => {
    const router = await renderHost();
    fireEvent.click(screen.getByRole("radio", { name: /^Paiement sur place/ }));
    api.confirmBookingPayment.mockResolvedValueOnce(paid("redirect"));
    fireEvent.click(confirmButton());
    await settle();
    expect(router.state.location.pathname).toBe("/confirmation");
    expect(router.state.location.search).toEqual({
      status: "error",
      message: "Le paiement n'a pas pu être finalisé. Veuillez contacter notre service client.",
    });
  });

  it("says so in French, with a retry, when the methods do not load", async () => {
    api.fetchBookingMethods.mockRejectedValueOnce(new ApiError("network", "hors ligne"));
    await renderHost();
    expect(screen.getByText("Impossible de charger les moyens de paiement.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    await settle();
    expect((screen.getByRole("radio", { name: /^Crédits/ }) as HTMLInputElement).checked).toBe(true);
  });
});
