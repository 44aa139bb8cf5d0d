import { type Kysely, sql } from "kysely";
import type { Migration } from "./index";

/**
 * The schema as it stood when the server left SQLite-only history (0000 to 0008 in
 * `sqlite-history/`), written once for both databases. A SQLite file that went through that
 * history already has it, and is left as it is.
 */
export const baseline: Migration = {
  async up(db, dialect) {
    if (dialect === "sqlite" && (await hasLegacyHistory(db))) return;
    const id = (t: TableBuilder) =>
      dialect === "postgres"
        ? t.addColumn("id", "serial", (c) => c.primaryKey().notNull())
        : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull());
    const create = (name: string) => db.schema.createTable(name);
    const index = (name: string, table: string, columns: string[], unique = false) => {
      const builder = db.schema.createIndex(name).on(table).columns(columns);
      return (unique ? builder.unique() : builder).execute();
    };

    await id(create("users"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("telephone_number", "text")
      .addColumn("profile_picture", "text")
      .addColumn("country", "text")
      .addColumn("city", "text")
      .addColumn("postal_code", "text")
      .addColumn("address", "text")
      .addColumn("is_verified", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_staff", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await index("users_email_unique", "users", ["email"], true);

    await create("refresh_tokens")
      .addColumn("jti", "text", (c) => c.primaryKey().notNull())
      .addColumn("family_id", "text", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("rotated_at", "bigint")
      .addColumn("issued_at", "bigint")
      .addColumn("successor_jti", "text")
      .execute();
    await index("refresh_tokens_family", "refresh_tokens", ["family_id"]);

    await create("token_families")
      .addColumn("id", "text", (c) => c.primaryKey().notNull())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("revoked_at", "bigint")
      .execute();

    await id(create("otp_codes"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("used_at", "bigint")
      .addColumn("reset_grant_used_at", "bigint")
      .execute();
    await index("otp_codes_user", "otp_codes", ["user_id", "purpose"]);

    await id(create("otp_check_failures"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    await index("otp_check_failures_email", "otp_check_failures", ["email", "at"]);

    await id(create("otp_requests"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    await index("otp_requests_email", "otp_requests", ["email", "at"]);

    await id(create("services"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("price", "integer", (c) => c.notNull())
      .addColumn("credit_price", "integer", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("short_description", "text", (c) => c.notNull())
      .addColumn("short_resume", "text", (c) => c.notNull())
      .addColumn("duration", "integer", (c) => c.notNull())
      .addColumn("nb_person_max_per_booking", "integer", (c) => c.notNull())
      .addColumn("private_option_price", "integer", (c) => c.notNull())
      .addColumn("private_option_credit_price", "integer", (c) => c.notNull())
      .addColumn("can_have_private_option", "integer", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("slot_capacity", "integer", (c) => c.notNull().defaultTo(10))
      .addColumn("name_search", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description_search", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("short_description_search", "text", (c) => c.notNull().defaultTo(""))
      .execute();

    await id(create("credit_records"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("origin", "text", (c) => c.notNull())
      .addColumn("service_name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("original_credit_number", "integer", (c) => c.notNull())
      .addColumn("used_credits", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("credit_real_price", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint")
      .execute();
    await index("credit_records_user", "credit_records", ["user_id"]);

    await id(create("auth_sliders"))
      .addColumn("image_1", "text", (c) => c.notNull())
      .addColumn("image_2", "text", (c) => c.notNull())
      .addColumn("image_3", "text", (c) => c.notNull())
      .addColumn("description_1", "text", (c) => c.notNull())
      .addColumn("description_2", "text", (c) => c.notNull())
      .execute();

    await id(create("banners"))
      .addColumn("header_image", "text", (c) => c.notNull())
      .addColumn("header_title", "text", (c) => c.notNull())
      .addColumn("header_sub_title", "text", (c) => c.notNull())
      .addColumn("footer_image", "text", (c) => c.notNull())
      .addColumn("footer_title", "text", (c) => c.notNull())
      .execute();

    await create("home_configs")
      .addColumn("id", "integer", (c) => c.primaryKey().notNull())
      .addColumn("display_basic_service", "integer", (c) => c.notNull())
      .addColumn("display_custom_service", "integer", (c) => c.notNull())
      .execute();

    await id(create("modal_configs"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("choices", "text")
      .execute();

    await id(create("terms_policies"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("file_url", "text", (c) => c.notNull())
      .execute();

    await create("integer_settings")
      .addColumn("key", "text", (c) => c.primaryKey().notNull())
      .addColumn("value", "integer", (c) => c.notNull())
      .execute();

    await id(create("mail_outbox"))
      .addColumn("to", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("sent_at", "bigint", (c) => c.notNull())
      .addColumn("attachment_name", "text")
      .execute();

    await id(create("mail_queue"))
      .addColumn("to", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("attachment_name", "text")
      .addColumn("attachment_type", "text")
      .addColumn("attachment_content", "text")
      .addColumn("once_key", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("lease_until", "bigint")
      .addColumn("sent_at", "bigint")
      .addColumn("last_error", "text")
      .execute();
    await index("mail_queue_once", "mail_queue", ["once_key"], true);
    await index("mail_queue_due", "mail_queue", ["sent_at", "next_attempt_at"]);

    await id(create("slots"))
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("start_time", "text", (c) => c.notNull())
      .addColumn("end_time", "text", (c) => c.notNull())
      .addColumn("starts_at", "bigint", (c) => c.notNull())
      .addColumn("ends_at", "bigint", (c) => c.notNull())
      .addColumn("capacity", "integer", (c) => c.notNull())
      .addColumn("pct_discount", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("allows_private", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await index("slots_service_start", "slots", ["service_id", "starts_at"], true);
    await index("slots_date", "slots", ["date"]);

    await id(create("bookings"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("service_id", "integer", (c) => c.notNull().references("services.id"))
      .addColumn("slot_id", "integer", (c) => c.notNull().references("slots.id"))
      .addColumn("number_person", "integer", (c) => c.notNull())
      .addColumn("private_option", "integer", (c) => c.notNull())
      .addColumn("price", "integer", (c) => c.notNull())
      .addColumn("credit_price", "integer", (c) => c.notNull())
      .addColumn("payment_status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("payment_method", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("hold_until", "bigint", (c) => c.notNull())
      .addColumn("confirmed_at", "bigint")
      .addColumn("cancelled_at", "bigint")
      .addColumn("money_refund_credits", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await index("bookings_slot", "bookings", ["slot_id"]);
    await index("bookings_user", "bookings", ["user_id"]);

    await id(create("contact_messages"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("telephone", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("idempotency_key", "text")
      .addColumn("request_hash", "text")
      .execute();
    await index("contact_messages_idempotency_key", "contact_messages", ["idempotency_key"], true);

    await id(create("credit_movements"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("delta", "integer", (c) => c.notNull())
      .addColumn("booking_id", "integer")
      .addColumn("record_id", "integer", (c) => c.references("credit_records.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await index("credit_movements_user", "credit_movements", ["user_id"]);
    await index("credit_movements_booking", "credit_movements", ["booking_id"]);

    await id(create("credit_packs"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("credit_number", "integer", (c) => c.notNull())
      .addColumn("real_price", "integer", (c) => c.notNull())
      .addColumn("validity_days", "integer", (c) => c.notNull())
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await id(create("booking_methods"))
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("display_on_booking", "integer", (c) => c.notNull())
      .addColumn("display_on_pack", "integer", (c) => c.notNull())
      .execute();

    await id(create("idempotency_keys"))
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("request_hash", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await index("idempotency_user_key", "idempotency_keys", ["user_id", "key"], true);

    await create("payments")
      .addColumn("id", "text", (c) => c.primaryKey().notNull())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("object_id", "integer", (c) => c.notNull())
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("settled_at", "bigint")
      .addColumn("provider", "text", (c) => c.notNull().defaultTo("sandbox"))
      .addColumn("provider_ref", "text")
      .addColumn("launch_url", "text")
      .addColumn("checked_at", "bigint")
      .addColumn("refund_state", "text")
      .addColumn("refund_amount", "integer")
      .addColumn("pack_name", "text")
      .addColumn("pack_credits", "integer")
      .addColumn("pack_validity_days", "integer")
      .execute();
    await index("payments_user", "payments", ["user_id"]);
    await index("payments_pending", "payments", ["status", "expires_at"]);

    await id(create("provider_receipts"))
      .addColumn("provider", "text", (c) => c.notNull())
      .addColumn("transaction_id", "text", (c) => c.notNull())
      .addColumn("payment_id", "text", (c) => c.notNull().references("payments.id"))
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("amount", "integer")
      .addColumn("received_at", "bigint", (c) => c.notNull())
      .execute();
    await index("provider_receipts_transaction", "provider_receipts", ["provider", "transaction_id"], true);

    await id(create("login_attempts"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    await index("login_attempts_email", "login_attempts", ["email", "at"]);

    await create("availability_version")
      .addColumn("id", "integer", (c) => c.primaryKey().notNull())
      .addColumn("value", "integer", (c) => c.notNull())
      .execute();
    await sql`insert into availability_version (id, value) values (1, 0)`.execute(db);
    await bumpAvailabilityOnChange(db, dialect, ["slots", "bookings", "services", "integer_settings"]);
  },
};

type TableBuilder = ReturnType<Kysely<unknown>["schema"]["createTable"]>;

async function hasLegacyHistory(db: Kysely<unknown>): Promise<boolean> {
  const found = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = '__drizzle_migrations'`.execute(db);
  return found.rows.length > 0;
}

/**
 * Every change to what a slot answer is computed from bumps one number, whichever process or code
 * path made it: each server reads it before serving a slot answer from memory.
 */
export async function bumpAvailabilityOnChange(db: Kysely<unknown>, dialect: string, tables: string[]) {
  if (dialect === "postgres") {
    await sql`create or replace function bump_availability() returns trigger language plpgsql as $$
      begin update availability_version set value = value + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of tables) {
      await sql`create trigger ${sql.raw(`${table}_bumps_availability`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_availability()`.execute(db);
    }
    return;
  }
  for (const table of tables) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_bumps_availability`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update availability_version set value = value + 1 where id = 1; end`.execute(db);
    }
  }
}
