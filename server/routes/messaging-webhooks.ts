import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { recordDelivery } from "../domain/message-delivery";
import { detail, httpMessages } from "../lib/http";
import { readReceipt } from "../messaging/orange-sms/receipt";
import { statusReports, webhookSigned } from "../messaging/whatsapp/webhook";
import { providerMessages } from "../payments/messages";
import { sameSecret } from "../payments/signatures";

/**
 * What the messaging providers post to us: the delivery reports of the SMS and WhatsApp messages
 * sent. Each is believed only once it proves itself (Orange: the secret address; Meta: the body's
 * signature), answered at once (a provider sends again what is not answered 2xx quickly), and an id
 * we never sent is ignored.
 */
export function messagingWebhookRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  // Orange signs nothing: the secret part of the address (ORANGE_SMS_NOTIFY_TOKEN) is the proof.
  app.post("/orange-sms/delivery/:token", async (c) => {
    const account = deps.config.messaging?.sms;
    if (!account || !sameSecret(c.req.param("token"), account.notifyToken))
      return detail(c, 404, httpMessages.notFound);
    const receipt = readReceipt(Buffer.from(await c.req.arrayBuffer()));
    if (!receipt) return detail(c, 400, providerMessages.unreadable);
    if (receipt.status)
      await recordDelivery(
        deps,
        receipt.providerMessageId,
        receipt.status,
        deps.clock.now(),
        `statut Orange ${receipt.orangeStatus}`,
      );
    return detail(c, 200, providerMessages.received);
  });

  // Meta's verification of the address: the token the centre gave it comes back, its challenge is answered.
  app.get("/whatsapp/webhook", (c) => {
    const account = deps.config.messaging?.whatsapp;
    if (!account) return detail(c, 404, httpMessages.notFound);
    const ok =
      c.req.query("hub.mode") === "subscribe" &&
      sameSecret(c.req.query("hub.verify_token"), account.verifyToken);
    if (!ok) return detail(c, 403, providerMessages.invalidSignature);
    return c.text(c.req.query("hub.challenge") ?? "", 200);
  });

  app.post("/whatsapp/webhook", async (c) => {
    const account = deps.config.messaging?.whatsapp;
    if (!account) return detail(c, 404, httpMessages.notFound);
    const raw = Buffer.from(await c.req.arrayBuffer());
    if (!webhookSigned(account, c.req.header("X-Hub-Signature-256"), raw)) {
      deps.log("Webhook WhatsApp refusé : signature absente ou invalide.");
      return detail(c, 401, providerMessages.invalidSignature);
    }
    const reports = statusReports(raw);
    if (!reports) return detail(c, 400, providerMessages.unreadable);
    for (const report of reports)
      await recordDelivery(
        deps,
        report.providerMessageId,
        report.status,
        report.at ?? deps.clock.now(),
        report.reason,
      );
    return detail(c, 200, providerMessages.received);
  });
  return app;
}
