import { sql } from "kysely";
import type { Migration } from "./index";

/**
 * A phone number is an identity as good as an e-mail: a member signs up, signs in and gets codes
 * and messages by SMS or WhatsApp.
 *
 * - `users`: each address proven on its own (`phone_verified`, `email_verified`; `is_verified`
 *   stays "may sign in": one of them was proven), and the channel the member wants messages on. A
 *   proven phone belongs to one account (partial unique index): sign-in by phone finds one.
 * - `mail_queue` carries every message, by channel: a WhatsApp template and its parameters, the
 *   provider's id of the message, and what its delivery reports said.
 * - `mail_outbox` (demo mode) keeps the channel, so the demo's outbox shows SMS and WhatsApp.
 * - `otp_requests` (an e-mail or an E.164 phone in `email`) keeps the caller's address and the
 *   number's prefix, for the limits per address and per range of numbers.
 * - `otp_codes`: the identity a code was asked for and where it went (a phone's code may go to
 *   the account's e-mail; it then proves nothing of the phone), and what a claim or a
 *   re-registration chose (password, names), set only once the code comes back.
 *
 * Columns only added, with defaults: an older release keeps working on this schema.
 */
export const phoneFirst: Migration = {
  async up(db) {
    const add = (
      table: string,
      column: string,
      type: "text" | "integer" | "bigint",
      fallback?: number | string,
    ) =>
      db.schema
        .alterTable(table)
        .addColumn(column, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback)))
        .execute();
    await add("users", "phone_verified", "integer", 0);
    await add("users", "email_verified", "integer", 0);
    await add("users", "preferred_channel", "text");
    // Until now an account was verified by its e-mail, the only address it had.
    await sql`update users set email_verified = is_verified where email is not null`.execute(db);
    await db.schema
      .createIndex("users_verified_phone")
      .ifNotExists()
      .unique()
      .on("users")
      .column("telephone_number")
      .where(sql.ref("phone_verified"), "=", 1)
      .execute();

    await add("mail_queue", "channel", "text", "email");
    await add("mail_queue", "template", "text");
    await add("mail_queue", "params", "text");
    await add("mail_queue", "parts", "integer");
    await add("mail_queue", "provider_message_id", "text");
    await add("mail_queue", "delivery_status", "text");
    await add("mail_queue", "delivery_at", "bigint");
    await db.schema
      .createIndex("mail_queue_provider_message")
      .ifNotExists()
      .on("mail_queue")
      .column("provider_message_id")
      .execute();
    // The daily budget counts the day's paid messages.
    await db.schema
      .createIndex("mail_queue_channel_created")
      .ifNotExists()
      .on("mail_queue")
      .columns(["channel", "created_at"])
      .execute();

    await add("mail_outbox", "channel", "text", "email");

    await add("otp_requests", "address", "text");
    await add("otp_requests", "prefix", "text");
    await db.schema
      .createIndex("otp_requests_address")
      .ifNotExists()
      .on("otp_requests")
      .columns(["address", "at"])
      .execute();
    await db.schema
      .createIndex("otp_requests_prefix")
      .ifNotExists()
      .on("otp_requests")
      .columns(["prefix", "at"])
      .execute();

    await add("otp_codes", "pending_password_hash", "text");
    await add("otp_codes", "pending_names", "text");
    await add("otp_codes", "identity", "text");
    await add("otp_codes", "sent_to", "text");
  },
};
