import * as v from "valibot";
import { isApiError } from "../../api/errors";
import { fetchPaymentStatus } from "../../api/payments";
import type { OrangeMoneyResponse, PaymentStatusResponse } from "../../contract/payments";
import type { PendingPayment } from "../../db/database";
import { POLL_WINDOW_MS, type ProviderStatus } from "../../lib/payment-poll";
import { type ConfirmationDetails, confirmationDetailsSchema } from "../../stores/confirmation-details";
import { memberKey } from "../../stores/member-key";
import type { PackPaymentRequest } from "../../stores/payment-request";

/** How long a wallet checkout stays open on the provider's side. */
export const CHECKOUT_WINDOW_MS = 15 * 60_000;

// Loaded on demand: the local database is not part of the first screen's JavaScript.
const database = () => import("../../db/accessors").then((m) => m.localDb);

/** Kept so a reload, the wallet app or a lost network resumes the payment; a failed write loses only that. */
const currentMember = () => memberKey();

export async function keepPending(payment: Omit<PendingPayment, "dismissed" | "member">): Promise<void> {
  try {
    await (await database()).savePendingPayment({ ...payment, member: currentMember() });
  } catch (error) {
    console.warn("Paiement en cours non enregistré", error);
  }
}

/** The member left the QR code: kept, to catch a payment made in the wallet app afterwards. */
export async function dismissPending(paymentId: string): Promise<void> {
  try {
    const db = await database();
    const pending = await db.loadPendingPayment();
    if (pending?.paymentId === paymentId) await db.savePendingPayment({ ...pending, dismissed: true });
  } catch (error) {
    console.warn("Paiement en cours non enregistré", error);
  }
}

export async function forgetPending(): Promise<void> {
  try {
    await (await database()).clearPendingPayment();
  } catch (error) {
    console.warn("Paiement en cours non effacé", error);
  }
}

/** An Orange Money payment to resume: its record, and what is paid as the modal shows it. */
export type ResumedPayment = {
  pending: PendingPayment & { qr: OrangeMoneyResponse };
  /** A pack's request, rebuilt from the record; a booking's details for the confirmation page. */
  pack: PackPaymentRequest | null;
  details: ConfirmationDetails | null;
};

/** The QR code payment kept on the phone, if any; a wallet checkout is the callback page's. */
export async function loadResumable(): Promise<ResumedPayment | null> {
  let pending: PendingPayment | null;
  try {
    pending = await (await database()).loadPendingPayment();
  } catch {
    return null;
  }
  if (pending?.method !== "PAY04" || !pending.qr) return null;
  // Another account's payment: not this member's to see or finish.
  if (pending.member && pending.member !== currentMember()) return null;
  const qr = pending.qr;
  if (pending.purpose === "pack") {
    // Loaded with the database, never with the page: Dexie stays out of the page's own JavaScript.
    const { selectedPackSchema } = await import("../../db/database");
    const pack = v.safeParse(selectedPackSchema, pending.confirmation);
    return pack.success
      ? {
          pending: { ...pending, qr },
          pack: { purpose: "pack", pack: pack.output, gift: pending.gift, promo: pending.promo },
          details: null,
        }
      : null;
  }
  const details = v.safeParse(confirmationDetailsSchema, pending.confirmation);
  return details.success ? { pending: { ...pending, qr }, pack: null, details: details.output } : null;
}

/** No longer than 5 minutes of polling, nor past the QR code's own validity. */
export const qrDeadline = (qr: OrangeMoneyResponse, now: number) =>
  now + Math.min(qr.validity * 1000, POLL_WINDOW_MS);

/** One status check; a payment the server no longer knows has failed, anything else is asked again. */
export async function checkStatus(paymentId: string): Promise<ProviderStatus> {
  try {
    const answer: PaymentStatusResponse = await fetchPaymentStatus(paymentId);
    return answer.status;
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) return "FAILED";
    throw error;
  }
}
