import type { Migration } from "./index";

/**
 * What the database remembers about the servers that ran on it: that it once served a real centre
 * (demo mode is refused afterwards), and the oldest release whose code still reads this schema
 * (an older server refuses to start on it instead of failing on a missing column).
 */
export const serverMeta: Migration = {
  async up(db) {
    await db.schema
      .createTable("server_meta")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
  },
};
