/**
 * An OAuth2 access token (client credentials) kept until shortly before it expires: renewed
 * `marginMs` early (a fifth of its life at most), so a call never carries a dying token; callers
 * waiting at the same time share one request. Orange Money and Orange's SMS API both work so.
 */
export function keptToken(
  ask: () => Promise<{ token: string; lifetimeMs: number }>,
  marginMs: number,
  now: () => Date,
) {
  let kept: { token: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function renew(): Promise<string> {
    const { token, lifetimeMs } = await ask();
    kept = { token, until: now().getTime() + Math.max(lifetimeMs - Math.min(marginMs, lifetimeMs / 5), 0) };
    return token;
  }

  return {
    async get(): Promise<string> {
      if (kept && kept.until > now().getTime()) return kept.token;
      asking ??= renew().finally(() => {
        asking = null;
      });
      return asking;
    },
    /** The provider refused the token (revoked, expired early): the next call asks for a new one. */
    forget() {
      kept = null;
    },
  };
}
