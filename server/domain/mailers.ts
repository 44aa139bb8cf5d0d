import nodemailer from "nodemailer";
import { brand } from "../../src/brand";
import type { Db } from "../db/tables";
import type { Clock, Mailer } from "../deps";

/**
 * User text written into the log on one line per field: a name or message cannot forge log lines
 * (line breaks and other control characters are escaped).
 */
export function logSafe(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, (ch) =>
    ch === "\n" ? "\\n" : `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Demo mode: mail is kept in a table (read at GET /api/dev/mail) and printed. */
export function outboxMailer(db: Db, clock: Clock, log: (m: string) => void): Mailer {
  return {
    async send(mail) {
      const attachmentName = mail.attachments?.[0]?.filename ?? null;
      await db
        .insertInto("mailOutbox")
        .values({ to: mail.to, subject: mail.subject, text: mail.text, sentAt: clock.now(), attachmentName })
        .execute();
      const file = attachmentName ? `\n[pièce jointe] ${logSafe(attachmentName)}` : "";
      log(`[courriel] à ${logSafe(mail.to)} — ${logSafe(mail.subject)}\n${logSafe(mail.text)}${file}`);
    },
  };
}

/** The demo mailbox of one address: its latest 50 mails, the newest first. */
export function outboxOf(db: Db, to: string) {
  return db
    .selectFrom("mailOutbox")
    .selectAll()
    .where("to", "=", to)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
}

export function smtpMailer(url: string, from = `${brand.name} <${brand.email}>`): Mailer {
  // A send is cut well within the mail queue's lease, so no other process takes it meanwhile.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
