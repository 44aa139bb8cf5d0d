import type { Migration } from "./index";

/**
 * What several API instances must share and used to keep in one process or on one disk: who runs
 * the minute's upkeep (a lease), the profile photos' turns and counts, and the photos themselves.
 */
export const sharedBetweenInstances: Migration = {
  async up(db, dialect) {
    // The instance running a piece of periodic work, until `until`; another takes over once it lapses.
    await db.schema
      .createTable("leases")
      .addColumn("name", "text", (c) => c.primaryKey().notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("until", "bigint", (c) => c.notNull())
      .execute();

    // A member's photo being read now (one at a time), whichever instance reads it.
    await db.schema
      .createTable("upload_turns")
      .addColumn("user_id", "integer", (c) => c.primaryKey().notNull())
      .addColumn("turn", "text", (c) => c.notNull())
      .addColumn("since", "bigint", (c) => c.notNull())
      .execute();
    // Each photo sent, for the limit over ten minutes.
    await db.schema
      .createTable("upload_events")
      .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) =>
        dialect === "postgres" ? c.primaryKey().notNull() : c.primaryKey().autoIncrement().notNull(),
      )
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("turn", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("upload_events_user")
      .on("upload_events")
      .columns(["user_id", "at"])
      .execute();

    // Files the API writes (members' photos), served by every instance.
    await db.schema
      .createTable("stored_files")
      .addColumn("path", "text", (c) => c.primaryKey().notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
  },
};
