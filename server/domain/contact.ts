import { createHash } from "node:crypto";
import type { ContactMessage } from "../../src/contract/contact";
import { type AppDeps, immediate } from "../deps";
import { queueMail } from "./mail-queue";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "config">;

/** `kept`: stored and mailed now; `replayed`: the same key and message came before, nothing done. */
export type ContactOutcome = "kept" | "replayed" | "conflict";

/** The mail the centre receives: the sender to answer, then the message. */
export function contactMail(to: string, message: ContactMessage) {
  const { name, email, telephone, subject } = message;
  return {
    to,
    subject: `Contact : ${subject}`,
    text: `De : ${name} <${email}>${telephone ? `\nTéléphone : ${telephone}` : ""}\n\n${message.message}`,
  };
}

const hashOf = (m: ContactMessage) =>
  createHash("sha256")
    .update(JSON.stringify([m.name, m.email, m.telephone, m.subject, m.message]))
    .digest("hex");

/**
 * Keeps a contact message and mails it to the centre once it is committed. With a key, once per key:
 * a phone that retries after a lost answer sends nothing twice; the same key on another message is a
 * conflict. A failed mail is tried again later (the mail queue): the message is kept all the same.
 */
export function receiveContactMessage(
  deps: Deps,
  message: ContactMessage,
  key: string | null,
): Promise<ContactOutcome> {
  const requestHash = key ? hashOf(message) : null;
  return immediate(deps, async (tx): Promise<ContactOutcome> => {
    if (key) {
      const seen = await tx.db
        .selectFrom("contactMessages")
        .select("requestHash")
        .where("idempotencyKey", "=", key)
        .executeTakeFirst();
      if (seen) return seen.requestHash === requestHash ? "replayed" : "conflict";
    }
    const { name, email, telephone, subject } = message;
    await tx.db
      .insertInto("contactMessages")
      .values({
        name,
        email,
        telephone: telephone || null,
        subject,
        message: message.message,
        createdAt: tx.clock.now(),
        idempotencyKey: key,
        requestHash,
      })
      .execute();
    // Queued in the same transaction: kept message, kept mail; sent after the commit, retried if it fails.
    await queueMail(tx, contactMail(tx.config.contactTo, message));
    return "kept";
  });
}
