import type { WaveAccount } from "../accounts";
import { type CheckoutProvider, returnUrls } from "../provider";
import { ProviderError } from "../provider-error";
import type { ProviderHttp } from "../provider-http";
import { createSession, expireSession, getSession, refundSession } from "./api";
import { sessionReport } from "./report";

/** Where Wave posts our webhooks, under PUBLIC_URL (registered in the Wave Business Portal). */
export const WAVE_WEBHOOK_PATH = "/api/webhooks/wave/";

/** Wave: one checkout session per payment, its client_reference our payment's id. */
export function waveProvider(account: WaveAccount, http: ProviderHttp): CheckoutProvider {
  return {
    name: "wave",
    async createCheckout(payment, at) {
      const back = returnUrls(payment, at);
      const session = await createSession(account, http, {
        amount: payment.amount,
        reference: payment.id,
        successUrl: back.success,
        errorUrl: back.error,
      });
      return { providerRef: session.id, launchUrl: session.wave_launch_url };
    },
    async report(payment) {
      // Without a session nobody could pay: there is nothing to ask.
      if (!payment.providerRef) return { state: "pending" };
      return sessionReport(await getSession(account, http, payment.providerRef));
    },
    async close(payment) {
      if (!payment.providerRef) return;
      try {
        await expireSession(account, http, payment.providerRef);
      } catch (error) {
        // Already paid, cancelled or expired at Wave: nothing left to close.
        if (error instanceof ProviderError && error.status === 409) return;
        throw error;
      }
    },
    async refund(payment) {
      if (!payment.providerRef) return "manual";
      try {
        await refundSession(account, http, payment.providerRef, `refund-${payment.id}`);
      } catch (error) {
        // Wave says the session was already refunded (ours whose answer was lost, or the centre's
        // from the portal): the money is back, asking again would only fail forever.
        if (error instanceof ProviderError && error.status === 409) return "sent";
        throw error;
      }
      return "sent";
    },
  };
}
