import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { CONTACT_KEY_MAX, contactMessages, contactRequestSchema } from "../../src/contract/contact";
import type { AppDeps } from "../deps";
import { receiveContactMessage } from "../domain/contact";
import { body, type InvalidBody } from "../lib/body";
import { httpMessages } from "../lib/http";

// Optional: older clients send none, and each of their messages is kept as it comes.
const idempotencyKey = (c: Context) => c.req.header("Idempotency-Key")?.trim() || null;

/** The contact answer's shape: one message per field, and a malformed body said apart. */
const contactRefusal: InvalidBody = (c, drf) => {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(drf)) {
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
};

/** The contact form: checked with the spec's rules, kept, and forwarded to the centre's inbox. */
export function notificationRoutes(deps: AppDeps) {
  const app = new Hono();

  // The contact answer's shape, with the `detail` the API's other refusals have.
  const keyRefusal = (c: Context, status: 400 | 422, message: string) =>
    c.json({ success: false, message, errors: {}, detail: message }, status);

  // Before the body is read, as the key comes first.
  const keyChecked = createMiddleware(async (c, next) => {
    const key = idempotencyKey(c);
    if (key && key.length > CONTACT_KEY_MAX) return keyRefusal(c, 400, contactMessages.keyTooLong);
    await next();
  });

  app.post("/contact-us", keyChecked, body(contactRequestSchema, { invalid: contactRefusal }), async (c) => {
    if ((await receiveContactMessage(deps, c.req.valid("json"), idempotencyKey(c))) === "conflict")
      return keyRefusal(c, 422, contactMessages.keyReused);
    // A replay answers as the first time did: the message was kept and mailed then.
    return c.json({ success: true, message: contactMessages.sent, errors: {} });
  });
  return app;
}
