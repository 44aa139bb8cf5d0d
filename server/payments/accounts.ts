import type { PaymentProvider } from "../db/tables/payments";

/**
 * The real providers' accounts, as the environment gives them. A method is offered only when its
 * provider is here (or the sandbox stands in for it, in demo mode).
 */

/** Orange Money Senegal through Sonatel's API: QR codes and deep links, a signed callback. */
export type OrangeMoneyAccount = {
  provider: "orange-money";
  /** `https://api.sandbox.orange-sonatel.com` or `https://api.orange-sonatel.com`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The merchant code (6 digits) the QR codes pay. */
  merchantCode: string;
  /** The name the payer sees in the Orange Money or Max it app. */
  merchantName: string;
  /**
   * The apiKey registered with the callback URL, which Sonatel sends back in clear with every callback
   * (`Authorization: Basic`): it proves where a callback comes from, never what it says.
   */
  callbackKey: string;
  /** Signs the callbacks (X-Sonatel-Signature); it never travels with one, so it is never the key. */
  callbackSecret: string;
  /** How long a call to the provider may take. */
  timeoutMs: number;
};

/** Wave through its Checkout API: sessions with return URLs, signed webhooks, refunds. */
export type WaveAccount = {
  provider: "wave";
  /** `https://api.wave.com`. */
  baseUrl: string;
  apiKey: string;
  /** The webhook's shared secret (Wave-Signature). */
  webhookSecret: string;
  timeoutMs: number;
};

/** Who takes each mobile-money method: the sandbox (demo only) or a real account. */
export type ProviderChoices = {
  /** The wallet checkout. */
  PAY03?: "sandbox" | WaveAccount;
  /** The Orange Money QR code. */
  PAY04?: "sandbox" | OrangeMoneyAccount;
};

/** Who takes a payment, as it is kept with it. */
export type ProviderName = PaymentProvider;

export const providerName = (choice: "sandbox" | OrangeMoneyAccount | WaveAccount): ProviderName =>
  choice === "sandbox" ? "sandbox" : choice.provider;

/** Every call to a provider gives up after this long; the member is told in French. */
export const PROVIDER_TIMEOUT_MS = 10_000;
