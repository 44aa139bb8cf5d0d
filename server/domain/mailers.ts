import nodemailer from "nodemailer";
import { brand } from "../../src/brand";
import type { Db } from "../db/schema";
import { mailOutbox } from "../db/schema";
import type { Clock, Mailer } from "../deps";

/** Demo mode: mail is kept in a table (read at GET /api/dev/mail) and printed. */
export function outboxMailer(db: Db, clock: Clock, log: (m: string) => void): Mailer {
  return {
    async send(mail) {
      db.insert(mailOutbox)
        .values({ ...mail, sentAt: clock.now() })
        .run();
      log(`[courriel] à ${mail.to} — ${mail.subject}\n${mail.text}`);
    },
  };
}

export function smtpMailer(url: string, from = `${brand.name} <${brand.email}>`): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
