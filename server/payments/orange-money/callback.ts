import * as v from "valibot";
import type { OrangeMoneyAccount } from "../accounts";
import { freshEnough, hmacMatches, parseSignatureHeader, sameSecret } from "../signatures";
import { type Transaction, transactionSchema } from "./api";

export type CallbackHeaders = { signature: string | undefined; authorization: string | undefined };

/**
 * How a callback proves it comes from Sonatel. `signed`: `X-Sonatel-Signature: t=…,v1=…`, the
 * HMAC-SHA256 of `<t>,<raw body>` under our endpoint secret, at most 5 minutes old. `key`: no
 * signature, but `Authorization: Basic <apiKey>`, the key we registered with the callback URL (not
 * the secret: the key travels in clear with every callback); the body is then not protected, so
 * nothing is applied but what Sonatel lists for its transaction.
 * Null: not from the provider. A signature that is present but wrong is never saved by the key.
 */
export function callbackProof(
  account: OrangeMoneyAccount,
  headers: CallbackHeaders,
  raw: Buffer,
  now: Date,
): "signed" | "key" | null {
  if (headers.signature !== undefined) {
    const parsed = parseSignatureHeader(headers.signature);
    if (!parsed || !freshEnough(parsed.timestamp, now)) return null;
    const payload = Buffer.concat([Buffer.from(`${parsed.timestamp},`), raw]);
    return hmacMatches(account.callbackSecret, payload, parsed.signatures) ? "signed" : null;
  }
  const basic = /^Basic\s+(.+)$/i.exec(headers.authorization ?? "")?.[1]?.trim();
  return sameSecret(basic, account.callbackKey) ? "key" : null;
}

/** The callback's body: the transaction it is about. Null when it does not read as one. */
export function callbackTransaction(raw: Buffer): Transaction | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  const parsed = v.safeParse(transactionSchema, json);
  return parsed.success ? parsed.output : null;
}
