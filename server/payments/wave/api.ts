import * as v from "valibot";
import type { WaveAccount } from "../accounts";
import { callProvider, type ProviderHttp } from "../provider-http";

/** Wave's Checkout API (`/v1/checkout/sessions`). */

const who = "Wave";

/** A checkout session, as creating, reading it and the webhooks show it. Amounts are strings. */
export const sessionSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  amount: v.string(),
  currency: v.string(),
  client_reference: v.optional(v.nullable(v.string())),
  checkout_status: v.string(),
  payment_status: v.string(),
  wave_launch_url: v.optional(v.nullable(v.string())),
  transaction_id: v.optional(v.nullable(v.string())),
  when_completed: v.optional(v.nullable(v.string())),
});
export type CheckoutSession = v.InferOutput<typeof sessionSchema>;

const created = v.object({ ...sessionSchema.entries, wave_launch_url: v.pipe(v.string(), v.url()) });

const headers = (account: WaveAccount, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${account.apiKey}`,
  "Content-Type": "application/json",
  Accept: "application/json",
  ...extra,
});

export type SessionRequest = { amount: number; reference: string; successUrl: string; errorUrl: string };

/**
 * `POST /v1/checkout/sessions`. The Idempotency-Key is the payment's id: the same attempt sent again
 * (a lost answer, two tabs) gets the same session, never a second one.
 */
export const createSession = (account: WaveAccount, http: ProviderHttp, session: SessionRequest) =>
  callProvider(
    http,
    {
      who,
      method: "POST",
      url: `${account.baseUrl}/v1/checkout/sessions`,
      headers: headers(account, { "Idempotency-Key": session.reference }),
      body: JSON.stringify({
        amount: String(session.amount),
        currency: "XOF",
        client_reference: session.reference,
        success_url: session.successUrl,
        error_url: session.errorUrl,
      }),
      timeoutMs: account.timeoutMs,
    },
    created,
  );

/** `GET /v1/checkout/sessions/:id`. */
export const getSession = (account: WaveAccount, http: ProviderHttp, id: string) =>
  callProvider(
    http,
    {
      who,
      method: "GET",
      url: `${account.baseUrl}/v1/checkout/sessions/${encodeURIComponent(id)}`,
      headers: headers(account),
      timeoutMs: account.timeoutMs,
    },
    sessionSchema,
  );

/** `POST /v1/checkout/sessions/:id/refund`: the whole amount back to the payer (an empty answer). */
export const refundSession = (account: WaveAccount, http: ProviderHttp, id: string, idempotencyKey: string) =>
  callProvider(
    http,
    {
      who,
      method: "POST",
      url: `${account.baseUrl}/v1/checkout/sessions/${encodeURIComponent(id)}/refund`,
      headers: headers(account, { "Idempotency-Key": idempotencyKey }),
      timeoutMs: account.timeoutMs,
    },
    v.unknown(),
  );

/**
 * `POST /v1/checkout/sessions/:id/expire`: the session can no longer be paid (Wave keeps one open
 * 30 minutes, longer than our payment). An empty answer.
 */
export const expireSession = (account: WaveAccount, http: ProviderHttp, id: string) =>
  callProvider(
    http,
    {
      who,
      method: "POST",
      url: `${account.baseUrl}/v1/checkout/sessions/${encodeURIComponent(id)}/expire`,
      headers: headers(account),
      timeoutMs: account.timeoutMs,
    },
    v.unknown(),
  );
