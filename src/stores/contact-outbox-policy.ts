import { isApiError } from "../api/errors";
import { type Refusal, readRefusal } from "../api/refusal";
import type { QueuedContact } from "../db/queued-contact";

/** The contact outbox's timings and how it reads a failed send (src/stores/contact-outbox.ts). */

/** Waits between retries while messages wait and the server cannot be reached; the last repeats. */
export const RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000, 300_000] as const;
/** How long the form waits for its own send before showing the message as waiting. */
export const SUBMIT_PATIENCE_MS = 10_000;
/** How long one send may go unanswered: a hung request must not hold the outbox nor its lock. */
export const SEND_TIMEOUT_MS = 20_000;
/** How long the contact form's success message shows: 5 s. */
export const CONTACT_SUCCESS_MS = 5000;
/** The wait before try `n` (1 after the first failure); a try that made progress starts over. */
export const retryDelay = (n: number): number => RETRY_DELAYS_MS[Math.max(n - 1, 0)] ?? 300_000;

/** What one send came to. */
export type Attempt = "delivered" | "unreached" | { refusal: Refusal };

export const waiting = (items: QueuedContact[]) => items.filter((i) => i.refusal === null);

/** Answers that say "not now" (timeout, too early, too many requests): later may succeed. */
const retryLater = new Set([408, 425, 429]);

/**
 * A refusal is the API's answer about the message (4xx, with its JSON body): sending it again would
 * change nothing. No answer, a failing server or relay (5xx), a "not now" or an answer that is not
 * the API's (a captive portal's page, a proxy's empty one) means the message has not arrived yet:
 * it waits and goes again.
 */
export function judge(error: unknown): Exclude<Attempt, "delivered"> {
  if (
    isApiError(error) &&
    error.kind === "http" &&
    error.status < 500 &&
    !retryLater.has(error.status) &&
    typeof error.data === "object" &&
    error.data !== null
  )
    return { refusal: readRefusal(error.data) };
  return "unreached";
}
