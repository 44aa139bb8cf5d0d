import * as v from "valibot";
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
  let kept: { token: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function ask(): Promise<string> {
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
    const lifetime = answer.expires_in * 1000;
    kept = {
      token: answer.access_token,
      until: now().getTime() + Math.max(lifetime - Math.min(MARGIN_MS, lifetime / 5), 0),
    };
    return answer.access_token;
  }

  return {
    async get(): Promise<string> {
      if (kept && kept.until > now().getTime()) return kept.token;
      asking ??= ask().finally(() => {
        asking = null;
      });
      return asking;
    },
    /** The provider refused the token (revoked, rotated): the next call asks for a new one. */
    forget() {
      kept = null;
    },
  };
}
