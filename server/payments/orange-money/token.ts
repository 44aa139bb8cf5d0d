import * as v from "valibot";
import { keptToken } from "../../lib/kept-token";
import type { OrangeMoneyAccount } from "../accounts";
import { callProvider, type ProviderHttp } from "../provider-http";

const tokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.pipe(v.number(), v.minValue(1)),
});

/** Renewed this long before the provider says it expires, so a call never carries a dying token. */
const MARGIN_MS = 30_000;

/**
 * OAuth2 client credentials (`POST /oauth/v1/token`, form-encoded). The token is kept until shortly
 * before it expires; callers waiting at the same time share one request.
 */
export function tokenSource(account: OrangeMoneyAccount, http: ProviderHttp, now: () => Date) {
  return keptToken(
    async () => {
      const answer = await callProvider(
        http,
        {
          who: "Orange Money",
          method: "POST",
          url: `${account.baseUrl}/oauth/v1/token`,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams({
            grant_type: "client_credentials",
            client_id: account.clientId,
            client_secret: account.clientSecret,
          }).toString(),
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
