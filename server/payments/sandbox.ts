import { qrPngBase64 } from "../lib/qr";
import { type CheckoutProvider, type QrProvider, qrValiditySeconds } from "./provider";

/**
 * The demo's stand-in for both providers: its pages on this server approve or refuse a payment and
 * settle it there, so asking it anything teaches nothing new, and no real money is ever taken.
 */
export const sandboxProvider: QrProvider & CheckoutProvider = {
  name: "sandbox",
  async createQr(payment, at) {
    // The QR code opens the sandbox's payment page, as the real one opens the provider's app.
    const page = `${at.publicUrl}/sandbox/orange-money/${payment.id}`;
    return {
      providerRef: payment.id,
      qrCode: await qrPngBase64(page),
      validity: qrValiditySeconds(payment),
      deepLinks: { OM: `${page}?app=om`, MAXIT: `${page}?app=maxit` },
    };
  },
  async createCheckout(payment) {
    return { providerRef: payment.id, launchUrl: `/sandbox/checkout/${payment.id}` };
  },
  async report() {
    return { state: "pending" };
  },
  async refund() {
    return "manual";
  },
};
