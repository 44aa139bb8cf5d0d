import { type Context, Hono } from "hono";
import { CONTACT_KEY_MAX, contactMessages, contactRequestSchema } from "../../src/contract/contact";
import type { AppDeps } from "../deps";
import { receiveContactMessage } from "../domain/contact";
import { httpMessages, readJson } from "../lib/http";

/** The contact form: checked with the spec's rules, kept, and forwarded to the centre's inbox. */
export function notificationRoutes(deps: AppDeps) {
  const app = new Hono();

  // The contact answer's shape, with the `detail` the API's other refusals have.
  const keyRefusal = (c: Context, status: 400 | 422, message: string) =>
    c.json({ success: false, message, errors: {}, detail: message }, status);

  app.post("/contact-us", async (c) => {
    // Optional: older clients send none, and each of their messages is kept as it comes.
    const key = c.req.header("Idempotency-Key")?.trim() || null;
    if (key && key.length > CONTACT_KEY_MAX) return keyRefusal(c, 400, contactMessages.keyTooLong);
    const input = await readJson(c, contactRequestSchema);
    if (!input.ok) {
      const errors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(input.errors)) {
        errors[field] = Array.isArray(messages) ? (messages[0] ?? "") : messages;
      }
      const malformed = "detail" in errors;
      return c.json(
        {
          success: false,
          message: malformed ? httpMessages.malformedJson : contactMessages.invalid,
          errors: malformed ? {} : errors,
        },
        400,
      );
    }
    if ((await receiveContactMessage(deps, input.data, key)) === "conflict")
      return keyRefusal(c, 422, contactMessages.keyReused);
    // A replay answers as the first time did: the message was kept and mailed then.
    return c.json({ success: true, message: contactMessages.sent, errors: {} });
  });
  return app;
}
