import { Hono } from "hono";
import { brand } from "../../src/brand";
import { contactMessages, contactRequestSchema } from "../../src/contract/contact";
import { contactMessages as contactTable } from "../db/schema";
import type { AppDeps } from "../deps";
import { httpMessages, readJson } from "../lib/http";

/** The contact form: checked with the spec's rules, kept, and forwarded to the centre's inbox. */
export function notificationRoutes(deps: AppDeps) {
  const app = new Hono();

  app.post("/contact-us", async (c) => {
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
    const { name, email, telephone, subject, message } = input.data;
    deps.db
      .insert(contactTable)
      .values({ name, email, telephone: telephone || null, subject, message, createdAt: deps.clock.now() })
      .run();
    await deps.mailer.send({
      to: brand.email,
      subject: `Contact : ${subject}`,
      text: `De : ${name} <${email}>${telephone ? `\nTéléphone : ${telephone}` : ""}\n\n${message}`,
    });
    return c.json({ success: true, message: contactMessages.sent, errors: {} });
  });
  return app;
}
