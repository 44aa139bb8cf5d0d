/**
 * A new key for one attempt of a request that must happen once (a booking, a payment): random,
 * also where `crypto.randomUUID` is missing (pages not served over HTTPS).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
