/** A random key; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Idempotency keys of payment attempts: one per attempt, kept when the answer was lost so that the
 * retry is the same request to the server and pays once; dropped once the server has answered.
 */
export function createAttemptKeys(newKey: () => string = randomKey) {
  let kept: { scope: string; key: string } | null = null;
  return {
    /** The key for an attempt on `scope` (what is paid and how): the lost one, or a new one. */
    take(scope: string): string {
      if (kept?.scope !== scope) kept = { scope, key: newKey() };
      return kept.key;
    },
    /** The server answered (a payment or a refusal): the next attempt is a new one. */
    answered(): void {
      kept = null;
    },
  };
}
