import { type Kysely, sql } from "kysely";
import type { Migration } from "./index";

/**
 * The centre's back-office: staff roles, the append-only audit log of their actions, arrivals,
 * payments taken at the venue, packs sold and credits adjusted at the desk, manual refunds marked
 * done, contact messages read, and who cancelled a booking and why.
 */
export const staffBackOffice: Migration = {
  async up(db, dialect) {
    const withId = (t: TableBuilder) =>
      dialect === "postgres"
        ? t.addColumn("id", "serial", (c) => c.primaryKey().notNull())
        : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull());

    // `admin` or `reception`; null for a client. The old yes/no only ever meant "may change settings".
    await db.schema.alterTable("users").addColumn("staff_role", "text").execute();
    await sql`update users set staff_role = 'admin' where is_staff = 1`.execute(db);

    for (const [column, type] of [
      ["attendance", "text"],
      ["attendance_at", "bigint"],
      ["attendance_by", "integer"],
      ["cancel_reason", "text"],
      ["cancelled_by", "integer"],
    ] as const)
      await db.schema.alterTable("bookings").addColumn(column, type).execute();

    // One payment at the venue per booking: the database itself refuses a second.
    await withId(db.schema.createTable("venue_payments"))
      .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("reference", "text")
      .addColumn("staff_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("paid_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("venue_payments_booking")
      .unique()
      .on("venue_payments")
      .column("booking_id")
      .execute();
    await db.schema.createIndex("venue_payments_paid").on("venue_payments").column("paid_at").execute();

    // A line written at the desk: a pack sold (`pack_sale`, with how it was paid) or an adjustment.
    for (const [column, type] of [
      ["staff_entry", "text"],
      ["sale_method", "text"],
      ["sale_reference", "text"],
      ["staff_id", "integer"],
      ["note", "text"],
    ] as const)
      await db.schema.alterTable("credit_records").addColumn(column, type).execute();

    await db.schema.alterTable("payments").addColumn("refund_done_at", "bigint").execute();
    await db.schema.alterTable("payments").addColumn("refund_done_by", "integer").execute();
    await db.schema.alterTable("contact_messages").addColumn("read_at", "bigint").execute();
    await db.schema.alterTable("contact_messages").addColumn("read_by", "integer").execute();

    // Who did what, when, on which booking or client: written with the change, never altered.
    await withId(db.schema.createTable("staff_audit"))
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("staff_id", "integer", (c) => c.references("users.id"))
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("booking_id", "integer")
      .addColumn("client_id", "integer")
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("staff_audit_at").on("staff_audit").column("at").execute();
    await db.schema.createIndex("staff_audit_booking").on("staff_audit").column("booking_id").execute();
    await db.schema.createIndex("staff_audit_client").on("staff_audit").column("client_id").execute();

    const refusal = "Le journal d'audit ne se modifie pas et ne s'efface pas.";
    if (dialect === "postgres") {
      await sql`create function staff_audit_refuse() returns trigger language plpgsql as $$
        begin raise exception ${sql.lit(refusal)}; end $$`.execute(db);
      await sql`create trigger staff_audit_append_only before update or delete on staff_audit
        for each row execute function staff_audit_refuse()`.execute(db);
      await sql`create trigger staff_audit_no_truncate before truncate on staff_audit
        for each statement execute function staff_audit_refuse()`.execute(db);
      return;
    }
    for (const event of ["update", "delete"])
      await sql`create trigger ${sql.raw(`staff_audit_no_${event}`)} before ${sql.raw(event)} on staff_audit
        begin select raise(abort, ${sql.lit(refusal)}); end`.execute(db);
  },
};

type TableBuilder = ReturnType<Kysely<unknown>["schema"]["createTable"]>;
