import type { AppDeps, Mail } from "../deps";
import type { MessageKind } from "../messaging/message";
import { queueMail } from "./mail-queue";
import { type Addressee, routeFor } from "./message-channel";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "messengers">;

/** The same news as a phone carries it: an SMS's text, and its WhatsApp template's parameters. */
export type PhoneText = { kind: MessageKind; text: string; params: string[] };

/** What a member's row gives to route a message: its addresses, proofs and chosen channel. */
export const addresseeColumns = [
  "users.email",
  "users.emailVerified",
  "users.telephoneNumber",
  "users.phoneVerified",
  "users.preferredChannel",
  "users.firstName",
] as const;

/**
 * Queues news for a member on the channel they chose (see `routeFor`): the mail to their e-mail,
 * or the SMS or WhatsApp message to their phone; nothing for a member with neither. Through the
 * durable queue, in the caller's transaction, once per `onceKey`. Answers whether it was queued.
 */
export async function queueForMember(
  deps: Deps,
  member: Addressee,
  message: { mail: Omit<Mail, "to">; phone: PhoneText },
  options: { onceKey?: string } = {},
): Promise<boolean> {
  const route = routeFor(deps, member);
  if (!route) return false;
  if (route.channel === "email") return queueMail(deps, { ...message.mail, to: route.to }, options);
  const { kind, text, params } = message.phone;
  return queueMail(
    deps,
    { to: route.to, subject: message.mail.subject, text },
    { ...options, phone: { channel: route.channel, kind, params } },
  );
}
