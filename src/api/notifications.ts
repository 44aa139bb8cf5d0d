import { type ContactRequest, contactResponseSchema } from "../contract/contact";
import { api } from "./instance";

/**
 * The same `idempotencyKey` on every try of one message: the centre receives it once. `signal`
 * cancels a try left unanswered too long (it then rejects with the abort's error, not an ApiError).
 */
export const sendContactMessage = (message: ContactRequest, idempotencyKey: string, signal?: AbortSignal) =>
  api.request(contactResponseSchema, "notifications/contact-us", {
    method: "post",
    json: message,
    headers: { "Idempotency-Key": idempotencyKey },
    ...(signal ? { signal } : {}),
  });
