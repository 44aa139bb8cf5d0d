import { describe, expect, it } from "vitest";
import type { BookingMethod } from "../../../../src/contract/payments";
import {
  breakdown,
  confirmDisabled,
  creditBalance,
  defaultMethod,
  methodNote,
  offeredMethods,
  refundNote,
  totalText,
  validityMinutes,
} from "../../../../src/features/payment/payment-rules";
import type { BookingPaymentRequest, PackPaymentRequest } from "../../../../src/stores/payment-request";

const method = (
  id: number,
  code: BookingMethod["code"],
  extra: Partial<BookingMethod> = {},
): BookingMethod => ({
  id,
  code,
  name: code,
  description: "",
  image: "",
  display_on_booking: true,
  display_on_pack: code === "PAY03" || code === "PAY04",
  user_total_credits: code === "PAY02" ? 30 : null,
  ...extra,
});
const methods = [method(1, "PAY01"), method(2, "PAY02"), method(3, "PAY03"), method(4, "PAY04")];

const booking: BookingPaymentRequest = {
  purpose: "booking",
  bookingId: 9,
  serviceName: "Massage",
  dateTime: "12 mars 2026 à 10h00",
  session: { day: "2026-03-12", start: "10:00:00", end: "11:00:00" },
  persons: 2,
  privateOption: true,
  unit: { price: 25_000, credit_price: 25 },
  privateExtra: { price: 5_000, credit_price: 5 },
  discountPct: 10,
  total: { price: 49_500, credit_price: 50 },
  moneyRefund: 49,
  preferred: "PAY04",
};
const pack: PackPaymentRequest = {
  purpose: "pack",
  pack: { credit_id: 2, name: "Pack Découverte", credit_number: 100, real_price: 95_000 },
};
const nb = (s: string) => s.replace(/\u00a0/g, " ");

describe("the payment modal's rules", () => {
  it("offers the methods shown for bookings or for packs", () => {
    expect(offeredMethods(methods, booking).map((m) => m.code)).toEqual(["PAY01", "PAY02", "PAY03", "PAY04"]);
    expect(offeredMethods(methods, pack).map((m) => m.code)).toEqual(["PAY03", "PAY04"]);
  });

  it("does not offer paying at the venue again for a booking already to be paid there", () => {
    const fromHistory = { ...booking, current: "PAY01" as const };
    expect(offeredMethods(methods, fromHistory).map((m) => m.code)).toEqual(["PAY02", "PAY03", "PAY04"]);
    expect(offeredMethods(methods, { ...booking, current: "PAY04" }).map((m) => m.code)).toContain("PAY01");
  });

  it("shows the total alone for a booking of the list, whose unit prices are not known", () => {
    const listed = { ...booking, unit: null, privateExtra: null, discountPct: 0 };
    expect(breakdown(listed, "PAY02")).toEqual([
      { label: "Nombre de personnes", value: "2" },
      { label: "Option privée", value: "Oui" },
    ]);
    expect(nb(totalText(listed, "PAY02"))).toBe("50 crédits");
  });

  it("says before paying where the money goes on cancelling: credits back, mobile money as credits for 365 days", () => {
    expect(nb(refundNote(booking, "PAY02") ?? "")).toBe(
      "En cas d'annulation, vos 50 crédits vous sont rendus.",
    );
    expect(nb(refundNote(booking, "PAY04") ?? "")).toBe(
      "En cas d'annulation, ce paiement vous est rendu en crédits, pas en XOF : 49 crédits, valables 365 jours.",
    );
    expect(refundNote(booking, "PAY01")).toBeNull();
    expect(refundNote(pack, "PAY04")).toBeNull();
    // Half paid with a code: half back, as the server counts it, not the full price's credits.
    const promo = { code: "MOITIE", price: 49_500, discount: 24_750, total: 24_750, refund_credits: 24 };
    expect(nb(refundNote({ ...booking, promo }, "PAY03") ?? "")).toBe(
      "En cas d'annulation, ce paiement vous est rendu en crédits, pas en XOF : 24 crédits, valables 365 jours.",
    );
  });

  it("starts on the preferred method, else at the venue, else on none", () => {
    expect(defaultMethod(methods, "PAY04")?.code).toBe("PAY04");
    expect(defaultMethod(methods)?.code).toBe("PAY01");
    expect(defaultMethod(methods.slice(1), "PAY01")).toBeNull();
    expect(defaultMethod(offeredMethods(methods, pack))).toBeNull();
  });

  it("reads the balance from the credit method", () => {
    expect(creditBalance(methods)).toBe(30);
    expect(creditBalance(methods.slice(2))).toBeNull();
  });

  it("disables confirming without a method, with credits short, and before the QR code", () => {
    const base = { step: "choose" as const, request: booking, balance: 30, qrReady: false, busy: false };
    expect(confirmDisabled({ ...base, method: null })).toBe(true);
    expect(confirmDisabled({ ...base, method: methods[0] ?? null })).toBe(false);
    expect(confirmDisabled({ ...base, method: methods[1] ?? null })).toBe(true);
    expect(confirmDisabled({ ...base, method: methods[1] ?? null, balance: 50 })).toBe(false);
    expect(confirmDisabled({ ...base, method: methods[1] ?? null, balance: null })).toBe(true);
    expect(confirmDisabled({ ...base, method: methods[0] ?? null, busy: true })).toBe(true);
    expect(confirmDisabled({ ...base, step: "qr", method: methods[3] ?? null })).toBe(true);
    expect(confirmDisabled({ ...base, step: "qr", method: methods[3] ?? null, qrReady: true })).toBe(false);
  });

  it("breaks a booking down in credits for the credit method and in XOF otherwise", () => {
    expect(breakdown(booking, "PAY02").map((l) => nb(l.value))).toEqual([
      "25 crédits",
      "2",
      "5 crédits",
      "−10 %",
    ]);
    expect(breakdown(booking, "PAY04").map((l) => nb(l.value))).toEqual([
      "25 000 XOF",
      "2",
      "5 000 XOF",
      "−10 %",
    ]);
    expect(
      breakdown({ ...booking, privateOption: false, discountPct: 0 }, "PAY01").map((l) => l.value),
    ).toEqual(["25\u00a0000\u00a0XOF", "2", "Non"]);
    expect(nb(totalText(booking, "PAY02"))).toBe("50 crédits");
    expect(nb(totalText(booking, "PAY01"))).toBe("49 500 XOF");
  });

  it("breaks a pack down as the pack, its credits and its price", () => {
    expect(breakdown(pack, "PAY04").map((l) => `${l.label}: ${nb(l.value)}`)).toEqual([
      "Pack: Pack Découverte",
      "Crédits: 100 crédits",
    ]);
    expect(nb(totalText(pack, "PAY03"))).toBe("95 000 XOF");
  });

  it("notes the balance, the venue, or the amount in XOF under each method", () => {
    expect(nb(methodNote(methods[1] as BookingMethod, booking))).toBe("Solde: 30 crédits");
    expect(methodNote(methods[0] as BookingMethod, booking)).toBe("Payez lors de votre arrivée");
    expect(nb(methodNote(methods[3] as BookingMethod, booking))).toBe("49 500 XOF");
  });

  it("shows the QR code's validity in rounded minutes", () => {
    expect(validityMinutes(300)).toBe(5);
    expect(validityMinutes(89)).toBe(1);
    expect(validityMinutes(91)).toBe(2);
  });
});
