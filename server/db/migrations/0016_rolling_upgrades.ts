import type { Migration } from "./index";

/**
 * What several releases side by side need. `server_meta`: what the database remembers of the
 * servers that ran on it (that it once served a real centre, so demo mode is refused afterwards;
 * the oldest release whose code still reads this schema). `published_assets`: the hashed files of
 * the last builds, so that during a rolling upgrade any instance serves a page's scripts, whichever
 * version drew the page.
 */
export const rollingUpgrades: Migration = {
  async up(db, dialect) {
    await db.schema
      .createTable("server_meta")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
    const bytes = dialect === "postgres" ? "bytea" : "blob";
    await db.schema
      .createTable("published_assets")
      .addColumn("path", "text", (c) => c.primaryKey())
      .addColumn("build", "text", (c) => c.notNull())
      .addColumn("published_at", "bigint", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", bytes, (c) => c.notNull())
      // The brotli copy written at build time, when there is one.
      .addColumn("brotli", bytes)
      .execute();
    await db.schema.createIndex("published_assets_build").on("published_assets").column("build").execute();
  },
};
