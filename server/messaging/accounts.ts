import type { MessageKind } from "./message";

/**
 * The messaging providers' accounts, as the environment gives them. A channel is offered only when
 * its provider is here (or, in demo mode, the outbox stands in for it).
 */

/** Orange's SMS API for Senegal (Orange Middle East and Africa): OAuth2, send, delivery receipts. */
export type OrangeSmsAccount = {
  /** `https://api.orange.com`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The centre's number the SMS leave from, E.164 (`+221…`). */
  sender: string;
  /** The sender name Orange approved (11 characters at most), shown instead of the number; else none. */
  senderName: string | null;
  /**
   * The secret last part of the delivery receipts' address: Orange signs nothing, so a receipt is
   * believed only when it comes to this address.
   */
  notifyToken: string;
  timeoutMs: number;
};

/** WhatsApp Business Cloud API (Meta's Graph API): approved templates, signed webhooks. */
export type WhatsAppAccount = {
  /** `https://graph.facebook.com/v21.0`: the Graph API with its version. */
  apiUrl: string;
  /** A system user's access token (`Authorization: Bearer`). */
  token: string;
  /** The business phone number's id the messages leave from. */
  phoneNumberId: string;
  /** The Meta app's secret: signs each webhook (`X-Hub-Signature-256`). */
  appSecret: string;
  /** Chosen by the centre, given to Meta with the webhook's address: answered at its verification. */
  verifyToken: string;
  /** The templates' language code (`fr`). */
  language: string;
  /** The approved template of each kind of message. */
  templates: Record<MessageKind, string>;
  timeoutMs: number;
};

/** The configured messaging providers, by channel. */
export type MessagingAccounts = { sms?: OrangeSmsAccount; whatsapp?: WhatsAppAccount };
