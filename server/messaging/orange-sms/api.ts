import * as v from "valibot";
import type { ProviderHttp } from "../../payments/provider-http";
import type { OrangeSmsAccount } from "../accounts";
import { callMessaging, MessageNotSent } from "../send-error";
import type { smsTokenSource } from "./token";

/** Orange's SMS API (Middle East and Africa), as documented for Senegal. */

const who = "Orange SMS";

/** `tel:+221…`, as the API names a number, and as a path part (`tel%3A%2B221…`). */
export const tel = (e164: string) => `tel:${e164}`;
const telPath = (e164: string) => encodeURIComponent(tel(e164));

/** The answer to a send (201): the request as Orange keeps it, at a resource URL ending with its id. */
const sentAnswer = v.object({
  outboundSMSMessageRequest: v.object({
    resourceURL: v.pipe(v.string(), v.minLength(1)),
  }),
});

/** The message's id: the resource URL's last part, which the delivery receipts name. */
export function messageIdOf(resourceUrl: string): string | null {
  const last = resourceUrl.replace(/\/+$/, "").split("/").at(-1);
  return last ? decodeURIComponent(last) : null;
}

/** Who is called and how: the account, the time limits of its calls and its OAuth token. */
export type SmsConnection = {
  account: OrangeSmsAccount;
  http: ProviderHttp;
  tokens: ReturnType<typeof smsTokenSource>;
};

/** A call with the bearer token; a refused token (401) is asked for again, once. */
async function authorized<S extends v.GenericSchema>(
  { account, http, tokens }: SmsConnection,
  path: string,
  body: unknown,
  schema: S,
): Promise<v.InferOutput<S>> {
  const send = async () =>
    callMessaging(
      http,
      {
        who,
        method: "POST",
        url: `${account.baseUrl}${path}`,
        headers: {
          Authorization: `Bearer ${await tokens.get()}`,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify(body),
        timeoutMs: account.timeoutMs,
      },
      schema,
    );
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof MessageNotSent) || error.status !== 401) throw error;
    tokens.forget();
    return send();
  }
}

/**
 * `POST /smsmessaging/v1/outbound/tel%3A%2B221…/requests`: one SMS from the centre's number (shown
 * as its approved sender name, if any). Answers the message's id.
 */
export async function sendSms(connection: SmsConnection, to: string, text: string): Promise<string | null> {
  const { account } = connection;
  const answer = await authorized(
    connection,
    `/smsmessaging/v1/outbound/${telPath(account.sender)}/requests`,
    {
      outboundSMSMessageRequest: {
        address: tel(to),
        senderAddress: tel(account.sender),
        ...(account.senderName ? { senderName: account.senderName } : {}),
        outboundSMSTextMessage: { message: text },
      },
    },
    sentAnswer,
  );
  return messageIdOf(answer.outboundSMSMessageRequest.resourceURL);
}

/**
 * `POST /smsmessaging/v1/outbound/tel%3A%2B221…/subscriptions`: where Orange posts the delivery
 * receipts of the SMS sent from the centre's number.
 */
export const subscribeReceipts = (connection: SmsConnection, notifyUrl: string) =>
  authorized(
    connection,
    `/smsmessaging/v1/outbound/${telPath(connection.account.sender)}/subscriptions`,
    { deliveryReceiptSubscription: { callbackReference: { notifyURL: notifyUrl } } },
    v.unknown(),
  );
