import type { OrangeMoneyAccount } from "../accounts";
import { type QrProvider, qrValiditySeconds, returnUrls } from "../provider";
import type { ProviderHttp } from "../provider-http";
import { type Connection, createQrCode, registerCallback, transactionsFor } from "./api";
import { transactionsReport } from "./report";
import { tokenSource } from "./token";

/** Where Sonatel posts our callbacks, under PUBLIC_URL. */
export const ORANGE_MONEY_CALLBACK_PATH = "/api/webhooks/orange-money/";

/**
 * Orange Money Senegal: a QR code per payment (its reference is our payment's id, so a search finds
 * it again), paid in the Orange Money or Max it app. The merchant API has no refund: money to give
 * back is left to the centre.
 */
export function orangeMoneyProvider(account: OrangeMoneyAccount, http: ProviderHttp, now: () => Date) {
  const connection: Connection = { account, http, tokens: tokenSource(account, http, now) };
  const provider: QrProvider = {
    name: "orange-money",
    async createQr(payment, at) {
      const back = returnUrls(payment, at);
      const qr = await createQrCode(connection, {
        amount: payment.amount,
        validitySeconds: qrValiditySeconds(payment),
        reference: payment.id,
        successUrl: back.success,
        cancelUrl: back.error,
      });
      return { providerRef: qr.qrId, qrCode: qr.qrCode, validity: qr.validity, deepLinks: qr.deepLinks };
    },
    async report(payment) {
      return transactionsReport(payment.id, await transactionsFor(connection, payment.id));
    },
    async refund() {
      return "manual";
    },
  };
  return {
    provider,
    /** The transactions Sonatel lists for one payment, asked when a callback came without a signature. */
    transactions: (paymentId: string) => transactionsFor(connection, paymentId),
    /** Tells Sonatel where our callbacks go (once per start; the same address again changes nothing). */
    register: (publicUrl: string) =>
      registerCallback(connection, `${publicUrl}${ORANGE_MONEY_CALLBACK_PATH}`),
  };
}
