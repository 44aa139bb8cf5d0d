import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { backgroundSettled } from "../../../server/lib/background";
import type { OrangeSmsAccount, WhatsAppAccount } from "../../../server/messaging/accounts";
import { whatsappTemplates } from "../../../server/messaging/config";
import type { MessageKind, TextMessage } from "../../../server/messaging/message";
import { messengersFor, subscribeSmsReceipts } from "../../../server/messaging/messengers";
import { PROVIDER_TIMEOUT_MS } from "../../../server/payments/accounts";
import { startFakeOrangeSms } from "../../fakes/orange-sms";
import { clockTimeLimits } from "../../fakes/time-limits";
import { startFakeWhatsApp } from "../../fakes/whatsapp";
import { makeTestApp } from "../harness";

export const secrets = {
  smsClientId: "sms-client-5b2e",
  smsClientSecret: "sms-client-secret-91ac4f",
  smsNotifyToken: "accuses-de-reception-7d3c9a1e",
  waToken: "EAAG-fake-system-user-token-4c1d",
  waAppSecret: "meta-app-secret-0e9b7a6c5d",
  waVerifyToken: "verification-webhook-2f8e61",
};
export const CENTRE_NUMBER = "+221338200000";
export const PHONE_NUMBER_ID = "106540352242922";

const templates = Object.fromEntries(
  Object.entries(whatsappTemplates).map(([kind, { name }]) => [kind, name]),
) as Record<MessageKind, string>;

/**
 * The app in production mode with Orange SMS and WhatsApp configured and pointed at fakes on
 * loopback ports, served on a real port of its own, so that the fakes post their reports to it as
 * the real ones would. The providers' time limits keep the test's clock. Logs are kept.
 */
export async function makeMessagingApp(options: { senderName?: string | null } = {}) {
  const t = await makeTestApp({ demoMode: false, demoMember: false });
  const logs: string[] = [];
  t.deps.log = (line, details) => {
    if (details?.event !== "request") logs.push(line);
  };
  const now = () => t.deps.clock.now();
  const limits = clockTimeLimits(now);
  t.deps.providerTimeLimit = limits.timeLimit;
  const sms = await startFakeOrangeSms({
    clientId: secrets.smsClientId,
    clientSecret: secrets.smsClientSecret,
    sender: CENTRE_NUMBER,
    now,
  });
  const wa = await startFakeWhatsApp({
    token: secrets.waToken,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: secrets.waAppSecret,
  });
  const smsAccount: OrangeSmsAccount = {
    baseUrl: sms.url,
    clientId: secrets.smsClientId,
    clientSecret: secrets.smsClientSecret,
    sender: CENTRE_NUMBER,
    senderName: options.senderName === undefined ? "Teranga" : options.senderName,
    notifyToken: secrets.smsNotifyToken,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
  const waAccount: WhatsAppAccount = {
    apiUrl: wa.apiUrl,
    token: secrets.waToken,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: secrets.waAppSecret,
    verifyToken: secrets.waVerifyToken,
    language: "fr",
    templates,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
  t.deps.config.messaging = { sms: smsAccount, whatsapp: waAccount };
  t.deps.messengers = messengersFor(t.deps);
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.deps.config.publicUrl = publicUrl;
  subscribeSmsReceipts(t.deps);
  await backgroundSettled(t.deps);

  /** A sent message's row in the queue, as the queue keeps it once the provider took it. */
  async function queued(message: TextMessage, providerMessageId: string | null) {
    const at = now();
    const row = await t.deps.db
      .insertInto("mailQueue")
      .values({
        to: message.to,
        subject: message.kind,
        text: message.text,
        attachmentName: null,
        attachmentType: null,
        attachmentContent: null,
        onceKey: null,
        createdAt: at,
        nextAttemptAt: at,
        sentAt: at,
        channel: message.channel,
        providerMessageId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const row = (id: number) =>
    t.deps.db.selectFrom("mailQueue").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  let closed = false;
  return {
    ...t,
    sms,
    wa,
    logs,
    publicUrl,
    smsAccount,
    waAccount,
    queued,
    row,
    senders: t.deps.messengers,
    settled: () => backgroundSettled(t.deps),
    limitsGiven: limits.given,
    /** Moves the clock; a provider call under way past its limit times out. */
    advance(ms: number) {
      t.advance(ms);
      limits.expireDue();
    },
    async close() {
      if (closed) return;
      closed = true;
      await backgroundSettled(t.deps);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([sms.close(), wa.close()]);
    },
  };
}

export type MessagingApp = Awaited<ReturnType<typeof makeMessagingApp>>;

export const message = (over: Partial<TextMessage> = {}): TextMessage => ({
  channel: "sms",
  to: "+221771234567",
  kind: "booking_confirmed",
  text: "Teranga : votre seance de Yoga du 3 mars a 10h est confirmee.",
  params: ["Yoga hatha", "3 mars", "10:00"],
  ...over,
});
