import * as v from "valibot";
import type { OrangeMoneyAccount } from "../accounts";
import { ProviderError } from "../provider-error";
import { callProvider, type ProviderHttp } from "../provider-http";
import type { tokenSource } from "./token";

/** Sonatel's API for Orange Money Senegal: the merchant QR code, transactions, the callback's address. */

const who = "Orange Money";

const money = v.object({ value: v.number(), unit: v.string() });

export const qrAnswer = v.object({
  qrId: v.pipe(v.string(), v.minLength(1)),
  /** PNG, base64. */
  qrCode: v.pipe(v.string(), v.minLength(1)),
  validity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  deepLinks: v.object({ OM: v.pipe(v.string(), v.url()), MAXIT: v.pipe(v.string(), v.url()) }),
});

/** A transaction, as a search and a callback show it. */
export const transactionSchema = v.object({
  transactionId: v.pipe(v.string(), v.minLength(1)),
  status: v.string(),
  amount: money,
  reference: v.optional(v.nullable(v.string())),
  metadata: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  createdAt: v.optional(v.nullable(v.string())),
  updatedAt: v.optional(v.nullable(v.string())),
});
export type Transaction = v.InferOutput<typeof transactionSchema>;

type Tokens = ReturnType<typeof tokenSource>;

/** Who is called and how: the account, the time limits of its calls and its OAuth token. */
export type Connection = { account: OrangeMoneyAccount; http: ProviderHttp; tokens: Tokens };

/** A call with the bearer token; a refused token (401) is asked for again, once. */
async function authorized<S extends v.GenericSchema>(
  { account, http, tokens }: Connection,
  call: { method: "GET" | "POST"; path: string; body?: unknown },
  schema: S,
): Promise<v.InferOutput<S>> {
  const send = async () =>
    callProvider(
      http,
      {
        who,
        method: call.method,
        url: `${account.baseUrl}${call.path}`,
        // The gateway wants a JSON content type even on a GET.
        headers: {
          Authorization: `Bearer ${await tokens.get()}`,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        timeoutMs: account.timeoutMs,
      },
      schema,
    );
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status !== 401) throw error;
    tokens.forget();
    return send();
  }
}

export type QrRequest = {
  amount: number;
  validitySeconds: number;
  reference: string;
  successUrl: string;
  cancelUrl: string;
};

/** `POST /api/eWallet/v4/qrcode`: a QR code (and deep links) for the amount, paid to our merchant code. */
export const createQrCode = (connection: Connection, qr: QrRequest) =>
  authorized(
    connection,
    {
      method: "POST",
      path: "/api/eWallet/v4/qrcode",
      body: {
        amount: { unit: "XOF", value: qr.amount },
        callbackCancelUrl: qr.cancelUrl,
        callbackSuccessUrl: qr.successUrl,
        code: Number(connection.account.merchantCode),
        metadata: { paymentId: qr.reference },
        name: connection.account.merchantName,
        reference: qr.reference,
        validity: qr.validitySeconds,
      },
    },
    qrAnswer,
  );

/** `GET /api/eWallet/v1/transactions?reference=`: what was paid for our reference (none yet: `[]`). */
export const transactionsFor = (connection: Connection, reference: string) =>
  authorized(
    connection,
    { method: "GET", path: `/api/eWallet/v1/transactions?reference=${encodeURIComponent(reference)}` },
    v.array(transactionSchema),
  );

/**
 * `POST /api/notification/v1/merchantcallback`: where the provider posts each payment of our merchant
 * code, and the key it sends back with it. Answered with an empty body.
 */
export const registerCallback = (connection: Connection, callbackUrl: string) =>
  authorized(
    connection,
    {
      method: "POST",
      path: "/api/notification/v1/merchantcallback",
      body: {
        apiKey: connection.account.callbackKey,
        callbackUrl,
        code: connection.account.merchantCode,
        name: connection.account.merchantName,
      },
    },
    v.unknown(),
  );
