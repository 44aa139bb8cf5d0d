import { type ContactRequest, contactResponseSchema } from "../contract/contact";
import { api } from "./instance";

/** The same `idempotencyKey` on every try of one message: the centre receives it once. */
export const sendContactMessage = (message: ContactRequest, idempotencyKey: string) =>
  api.request(contactResponseSchema, "notifications/contact-us", {
    method: "post",
    json: message,
    headers: { "Idempotency-Key": idempotencyKey },
  });
