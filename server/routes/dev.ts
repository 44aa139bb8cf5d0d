import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { mailOutbox } from "../db/schema";
import type { AppDeps } from "../deps";
import { detail, httpMessages } from "../lib/http";

const mailboxRequired = "Indiquez l'adresse dont vous voulez lire les courriels (paramètre to).";

/** Demo mode only: the mail outbox, so a tester can read the codes sent. */
export function devRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get("/mail", (c) => {
    if (!deps.config.demoMode) return detail(c, 404, httpMessages.notFound);
    c.header("Cache-Control", "no-store");
    const to = c.req.query("to")?.trim().toLowerCase();
    // One mailbox at a time: even a demo must not list everyone's codes.
    if (!to) return c.json({ to: [mailboxRequired] }, 400);
    const rows = deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(50)
      .all();
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
  return app;
}
