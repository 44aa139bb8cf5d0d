import { Hono } from "hono";
import { canonicalPhone } from "../../src/lib/phone";
import type { AppDeps } from "../deps";
import { outboxOf } from "../domain/mailers";
import { detail, httpMessages } from "../lib/http";

const mailboxRequired = "Indiquez l'adresse dont vous voulez lire les courriels (paramètre to).";

/** Demo mode only: the outbox (mail, SMS, WhatsApp), so a tester can read the codes sent. */
export function devRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get("/mail", async (c) => {
    if (!deps.config.demoMode) return detail(c, 404, httpMessages.notFound);
    c.header("Cache-Control", "no-store");
    const to = c.req.query("to")?.trim().toLowerCase();
    // One mailbox at a time: even a demo must not list everyone's codes.
    if (!to) return c.json({ to: [mailboxRequired] }, 400);
    const rows = await outboxOf(deps.db, to);
    return c.json(
      rows.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        sent_at: m.sentAt.toISOString(),
        // The attached file's name (a reminder's calendar file), or null.
        attachment: m.attachmentName,
      })),
    );
  });
  // Every channel's messages to one address: an e-mail, or a phone however typed (E.164 kept).
  app.get("/messages", async (c) => {
    if (!deps.config.demoMode) return detail(c, 404, httpMessages.notFound);
    c.header("Cache-Control", "no-store");
    const typed = c.req.query("to")?.trim() ?? "";
    if (!typed) return c.json({ to: [mailboxRequired] }, 400);
    const to = typed.includes("@") ? typed.toLowerCase() : (canonicalPhone(typed) ?? typed);
    const rows = await outboxOf(deps.db, to);
    return c.json(
      rows.map((m) => ({
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        text: m.text,
        sent_at: m.sentAt.toISOString(),
        attachment: m.attachmentName,
      })),
    );
  });
  return app;
}
