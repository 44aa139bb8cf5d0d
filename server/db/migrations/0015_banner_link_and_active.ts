import type { Migration } from "./index";

/**
 * A banner an admin edits: an optional link (a path of the site or an https address) and whether
 * it is shown. Existing banners stay shown. One column per statement: SQLite adds one at a time.
 */
export const bannerLinkAndActive: Migration = {
  async up(db) {
    await db.schema.alterTable("banners").addColumn("link", "text").execute();
    await db.schema
      .alterTable("banners")
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  },
};
