import * as v from "valibot";
import type { ProviderHttp } from "../../payments/provider-http";
import type { WhatsAppAccount } from "../accounts";
import type { MessageSender } from "../message";
import { callMessaging } from "../send-error";
import { templateRequest } from "./template";

/** Where Meta posts the webhooks (verified by GET first), under PUBLIC_URL, set in the Meta app. */
export const WHATSAPP_WEBHOOK_PATH = "/api/messaging/whatsapp/webhook";

/** Meta's answer: the message's id (`wamid.…`), which its status webhooks name. */
const sentAnswer = v.object({
  messages: v.pipe(v.array(v.object({ id: v.pipe(v.string(), v.minLength(1)) })), v.minLength(1)),
});

/**
 * The WhatsApp channel through the Cloud API: `POST {api}/{phone-number-id}/messages` with the
 * system user's token, a template per kind of message (WhatsApp sends nothing else first).
 */
export function whatsappSender(account: WhatsAppAccount, http: ProviderHttp): MessageSender {
  return {
    async send(message) {
      const answer = await callMessaging(
        http,
        {
          who: "WhatsApp",
          method: "POST",
          url: `${account.apiUrl}/${account.phoneNumberId}/messages`,
          headers: {
            Authorization: `Bearer ${account.token}`,
            "Content-Type": "application/json",
            Accept: "application/json",
          },
          body: JSON.stringify(templateRequest(account, message)),
          timeoutMs: account.timeoutMs,
        },
        sentAnswer,
      );
      return { providerMessageId: answer.messages[0]?.id ?? null };
    },
  };
}
