import type { Generated } from "kysely";
import type { Channel } from "./accounts";

/** What the server keeps for its own work: mails to send, first answers of idempotent writes. */

/** Demo mode's mailbox: what would have left by SMTP (read at GET /api/dev/mail). */
export type MailOutboxTable = {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  sentAt: Date;
  /** The attached file's name, if the mail had one. */
  attachmentName: string | null;
  channel: Generated<Channel>;
};

/**
 * Every mail to send, kept until the mailer took it: a failed send is tried again later, a restart
 * loses nothing. A row is taken by one process at a time (`leaseUntil`), then marked sent.
 */
export type MailQueueTable = {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentContent: string | null;
  /** A mail that must exist once (a booking's reminder): a second one is refused by the database. */
  onceKey: string | null;
  createdAt: Date;
  attempts: Generated<number>;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  sentAt: Date | null;
  lastError: string | null;
  /** `to` is an e-mail for `email`, an E.164 number for `sms` and `whatsapp`. */
  channel: Generated<Channel>;
  /** WhatsApp: the approved template's name and its parameters (JSON array of strings). */
  template: string | null;
  params: string | null;
  /** SMS: how many parts the text takes (each one is paid). */
  parts: number | null;
  /** The provider's id of the sent message, which its delivery reports name. */
  providerMessageId: string | null;
  /** The last delivery report: `delivered`, `read`, `failed`… as the provider says it, and when. */
  deliveryStatus: string | null;
  deliveryAt: Date | null;
};

/** First answers of idempotent writes, replayed for the same key. */
export type IdempotencyKeysTable = {
  id: Generated<number>;
  userId: number;
  key: string;
  route: string;
  requestHash: string;
  status: number;
  body: string;
  createdAt: Date;
};
