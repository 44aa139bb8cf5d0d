import type { Db } from "../db/tables";
import type { Clock } from "../deps";
import { logSafe } from "../domain/mailers";
import type { MessageKind, MessageSender, PhoneChannel } from "./message";
import { smsParts } from "./sms-parts";

/** What the demo's outbox shows as a message's subject. */
export const outboxSubject = (channel: PhoneChannel, template: string) =>
  channel === "sms" ? "SMS" : `WhatsApp (modèle ${template})`;

/**
 * Demo mode, a channel without its provider: the message is kept in the outbox (read at
 * GET /api/dev/mail?to=+221…) and printed, as the demo's mail is. `templates` names WhatsApp's
 * template of each kind, as the real one would send it.
 */
export function outboxSender(
  db: Db,
  clock: Clock,
  log: (line: string) => void,
  channel: PhoneChannel,
  templates: Record<MessageKind, string>,
): MessageSender {
  return {
    async send(message) {
      const subject = outboxSubject(channel, templates[message.kind]);
      await db
        .insertInto("mailOutbox")
        .values({
          to: message.to,
          subject,
          text: message.text,
          sentAt: clock.now(),
          attachmentName: null,
          channel,
        })
        .execute();
      log(
        `[${channel === "sms" ? "SMS" : "WhatsApp"}] à ${logSafe(message.to)} — ${subject}\n${logSafe(message.text)}`,
      );
      return channel === "sms"
        ? { providerMessageId: null, parts: smsParts(message.text) }
        : { providerMessageId: null };
    },
  };
}
