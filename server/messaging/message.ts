/**
 * A message to a phone, by SMS or WhatsApp, as every provider of the two is given it. The same
 * event gives an e-mail (`Mail`) to a member who chose e-mail, this to one who chose a phone.
 */

export type PhoneChannel = "sms" | "whatsapp";

/**
 * What a message announces. WhatsApp sends only templates its owner approved beforehand: one per
 * kind (`code` an authentication template with a copy-code button, the others utility templates),
 * filled with `params` in order. SMS sends `text`.
 */
export type MessageKind =
  | "code"
  | "booking_confirmed"
  | "booking_moved"
  | "booking_cancelled"
  | "reminder"
  | "pack_receipt"
  | "notice";

export type TextMessage = {
  channel: PhoneChannel;
  /** E.164: `+221771234567`. */
  to: string;
  kind: MessageKind;
  /** The whole message, in French, as an SMS carries it. */
  text: string;
  /** The template's parameters, in its order (for `code`: the code alone). */
  params: string[];
};

export type SentMessage = {
  /** The provider's id of the message, which its delivery reports name; null when it gives none. */
  providerMessageId: string | null;
  /** SMS: the parts the text took (each is paid). */
  parts?: number;
};

/** One provider of one channel, behind the narrow interface the payment providers have. */
export type MessageSender = {
  /** Hands the message to the provider; throws when it was not taken (the queue tries again later). */
  send(message: TextMessage): Promise<SentMessage>;
};

/** The channels the centre offers: a channel without a sender is not offered. */
export type Messengers = Partial<Record<PhoneChannel, MessageSender>>;
