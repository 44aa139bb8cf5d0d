import * as v from "valibot";
import { keptToken } from "../../lib/kept-token";
import type { ProviderHttp } from "../../payments/provider-http";
import type { OrangeSmsAccount } from "../accounts";
import { callMessaging } from "../send-error";

/** Orange's documentation shows `expires_in` as a string ("3600"); a number is read alike. */
const tokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/))]),
    v.transform(Number),
    v.minValue(1),
  ),
});

/** Renewed this long before Orange says it expires, so a send never carries a dying token. */
const MARGIN_MS = 60_000;

/**
 * OAuth2 client credentials: `POST /oauth/v3/token`, the application's id and secret in a Basic
 * header, `grant_type=client_credentials` form-encoded. The token (an hour) is kept until shortly
 * before it expires; sends waiting at the same time share one request.
 */
export function smsTokenSource(account: OrangeSmsAccount, http: ProviderHttp, now: () => Date) {
  return keptToken(
    async () => {
      const basic = Buffer.from(`${account.clientId}:${account.clientSecret}`).toString("base64");
      const answer = await callMessaging(
        http,
        {
          who: "Orange SMS",
          method: "POST",
          url: `${account.baseUrl}/oauth/v3/token`,
          headers: {
            Authorization: `Basic ${basic}`,
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
          },
          body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
          timeoutMs: account.timeoutMs,
        },
        tokenAnswer,
      );
      return { token: answer.access_token, lifetimeMs: answer.expires_in * 1000 };
    },
    MARGIN_MS,
    now,
  );
}
