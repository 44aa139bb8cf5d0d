import type { Row } from "../db/tables";
import { QR_SETTLING_MS } from "../domain/payment-opening";
import type { ProviderName } from "./accounts";

export type PaymentRow = Row<"payments">;

/** What a provider says about a payment when asked (a poll, a lost callback, a webhook). */
export type ProviderReport =
  | {
      state: "success";
      /** The provider's transaction, recorded so that it is applied once. */
      transactionId: string;
      /** In XOF; a payment of another amount or currency is refunded, never applied. */
      amount: number;
      /** When the payer paid, as the provider says; null when it does not say. */
      paidAt: Date | null;
    }
  | { state: "failed"; transactionId: string | null }
  | { state: "pending" };

/** Where the provider sends the payer back and calls us, for one payment. */
export type Addresses = { publicUrl: string };

export type QrCode = {
  providerRef: string;
  /** PNG, base64. */
  qrCode: string;
  /** Seconds. */
  validity: number;
  deepLinks: { OM: string; MAXIT: string };
};

export type Checkout = { providerRef: string; launchUrl: string };

type Provider = {
  name: ProviderName;
  /** Asks the provider how the payment stands. */
  report(payment: PaymentRow): Promise<ProviderReport>;
  /**
   * Tells the provider to take no more money for this payment (expired, replaced), where it can;
   * missing where it cannot (an Orange Money QR code lives out its own validity).
   */
  close?(payment: PaymentRow): Promise<void>;
  /** Gives a refunded payment's money back through the provider: `manual` when it has no way to. */
  refund(payment: PaymentRow): Promise<"sent" | "manual">;
};

/** Orange Money's way: a QR code and deep links, paid in the payer's app. */
export type QrProvider = Provider & { createQr(payment: PaymentRow, at: Addresses): Promise<QrCode> };

/** The wallet's way: a hosted checkout the payer is sent to, coming back to our return pages. */
export type CheckoutProvider = Provider & {
  createCheckout(payment: PaymentRow, at: Addresses): Promise<Checkout>;
};

/** The pages the wallet and the payment apps send the payer back to (the app's own routes). */
export const returnUrls = (payment: PaymentRow, at: Addresses) => {
  const query = `payment=${encodeURIComponent(payment.id)}&purpose=${payment.purpose}`;
  return {
    success: `${at.publicUrl}/callbacksuccessurl?${query}`,
    error: `${at.publicUrl}/callbackcancelurl?${query}`,
  };
};

/** The validity a payment's QR code is asked for and shown with, in seconds. */
export const qrValiditySeconds = (payment: PaymentRow) =>
  Math.round((payment.expiresAt.getTime() - payment.createdAt.getTime() - QR_SETTLING_MS) / 1000);
