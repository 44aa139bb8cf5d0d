import type { ProviderHttp } from "../../payments/provider-http";
import type { OrangeSmsAccount } from "../accounts";
import type { MessageSender } from "../message";
import { smsParts } from "../sms-parts";
import { type SmsConnection, sendSms, subscribeReceipts } from "./api";
import { smsTokenSource } from "./token";

/** Where Orange posts the delivery receipts, under PUBLIC_URL, followed by ORANGE_SMS_NOTIFY_TOKEN. */
export const ORANGE_SMS_RECEIPTS_PATH = "/api/messaging/orange-sms/delivery/";

/**
 * The SMS channel through Orange: one client per account for the process's life (its token is
 * kept there). `sender` sends; `subscribe` tells Orange where the delivery receipts go.
 */
export function orangeSmsClient(account: OrangeSmsAccount, http: ProviderHttp, now: () => Date) {
  const connection: SmsConnection = { account, http, tokens: smsTokenSource(account, http, now) };
  const sender: MessageSender = {
    async send(message) {
      const providerMessageId = await sendSms(connection, message.to, message.text);
      return { providerMessageId, parts: smsParts(message.text) };
    },
  };
  return {
    sender,
    subscribe: (publicUrl: string) =>
      subscribeReceipts(connection, `${publicUrl}${ORANGE_SMS_RECEIPTS_PATH}${account.notifyToken}`),
  };
}

export type OrangeSmsClient = ReturnType<typeof orangeSmsClient>;
