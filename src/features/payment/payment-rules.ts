import type { BookingMethod, MethodCode } from "../../contract/payments";
import { frPayment } from "../../i18n/fr-payment";
import { frPromo } from "../../i18n/fr-promo";
import { formatCredits, formatXof } from "../../lib/format";
import { type BookingPrice, MONEY_REFUND_VALIDITY_DAYS } from "../../lib/price";
import type { PaymentRequest } from "../../stores/payment-request";

const t = frPayment;

/** The methods offered for what is paid: `display_on_booking` or `display_on_pack`. */
export function offeredMethods(methods: readonly BookingMethod[], request: PaymentRequest) {
  if (request.purpose === "pack") return methods.filter((m) => m.display_on_pack);
  // A booking already to be paid at the venue is paid online from Mes réservations.
  const venueAlready = request.current === "PAY01";
  return methods.filter((m) => m.display_on_booking && !(venueAlready && m.code === "PAY01"));
}

/** The request's preferred method when offered, else paying at the venue, else none. */
export function defaultMethod(
  offered: readonly BookingMethod[],
  preferred?: MethodCode,
): BookingMethod | null {
  return offered.find((m) => m.code === preferred) ?? offered.find((m) => m.code === "PAY01") ?? null;
}

/** The member's balance, as the credit method carries it (null for a visitor). */
export const creditBalance = (methods: readonly BookingMethod[]) =>
  methods.find((m) => m.code === "PAY02")?.user_total_credits ?? null;

const pricesInCredits = (code: MethodCode | undefined) => code === "PAY02";

/** Whether the credits fall short of the booking's credit price. */
export function creditsShort(request: PaymentRequest, balance: number | null): boolean {
  return request.purpose === "booking" && (balance ?? 0) < request.total.credit_price;
}

/** No method chosen, or credits short, in step 1; in step 2 until the QR code is loaded. */
export function confirmDisabled(state: {
  step: "choose" | "qr" | "packPaid";
  request: PaymentRequest;
  method: BookingMethod | null;
  balance: number | null;
  qrReady: boolean;
  busy: boolean;
}): boolean {
  if (state.busy) return true;
  if (state.step === "qr") return !state.qrReady;
  if (state.step === "packPaid") return true;
  if (!state.method) return true;
  return state.method.code === "PAY02" && creditsShort(state.request, state.balance);
}

export type BreakdownLine = { label: string; value: string };

const amount = (price: BookingPrice, code: MethodCode | undefined) =>
  pricesInCredits(code) ? formatCredits(price.credit_price) : formatXof(price.price);

/** Whether the request's promo code applies to this method: a money price paid by Wave or Orange Money. */
export const promoApplies = (request: PaymentRequest, code: MethodCode | undefined) =>
  !!request.promo && (request.purpose === "pack" || code === "PAY03" || code === "PAY04");

/** The total as the modal, the confirmation page and the callback show it: credits or XOF. */
export function totalText(request: PaymentRequest, code: MethodCode | undefined): string {
  if (request.promo && promoApplies(request, code)) return formatXof(request.promo.total);
  return request.purpose === "pack" ? formatXof(request.pack.real_price) : amount(request.total, code);
}

/** What is paid, line by line, in credits for the credit method and in XOF otherwise. */
export function breakdown(request: PaymentRequest, code: MethodCode | undefined): BreakdownLine[] {
  const promo =
    request.promo && promoApplies(request, code)
      ? [{ label: frPromo.line(request.promo.code), value: `−${formatXof(request.promo.discount)}` }]
      : [];
  if (request.purpose === "pack")
    return [
      { label: t.pack, value: request.pack.name },
      { label: t.credits, value: formatCredits(request.pack.credit_number) },
      ...promo,
    ];
  const { unit, privateExtra } = request;
  const lines: BreakdownLine[] = unit ? [{ label: t.unitPrice, value: amount(unit, code) }] : [];
  lines.push({ label: t.persons, value: String(request.persons) });
  lines.push({
    label: t.privateOption,
    value: !request.privateOption ? t.no : privateExtra ? amount(privateExtra, code) : t.yes,
  });
  if (request.discountPct > 0) lines.push({ label: t.discount, value: `−${request.discountPct} %` });
  return [...lines, ...promo];
}

/** What a method's card says under its description. */
export function methodNote(method: BookingMethod, request: PaymentRequest): string {
  if (method.code === "PAY02") return t.balance(formatCredits(method.user_total_credits ?? 0));
  if (method.code === "PAY01") return t.atVenue;
  return totalText(request, method.code);
}

/** Where the money goes if the booking is cancelled: back as credits, said before paying. */
export function refundNote(request: PaymentRequest, code: MethodCode): string | null {
  if (request.purpose !== "booking") return null;
  if (code === "PAY02") return t.refundCredits(formatCredits(request.total.credit_price));
  if (code === "PAY03" || code === "PAY04") {
    // Paid less with a code: its cancellation gives back what was paid, as the server counts it.
    const credits = request.promo?.refund_credits ?? request.moneyRefund;
    return t.refundMoney(formatCredits(credits), MONEY_REFUND_VALIDITY_DAYS);
  }
  return null;
}

/** The QR code's validity in minutes, seconds divided by 60 and rounded. */
export const validityMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));
