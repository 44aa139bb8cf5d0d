import { sql } from "kysely";
import type { Migration } from "./index";

/**
 * Promo codes and gift packs.
 *
 * - `promo_codes`: a code (kept in capitals, unique: typed in any case), a percentage or an amount
 *   in XOF off, what it applies to (`pack`, `booking`, `both`), its dates, its uses per client and
 *   in total (null: no limit), whether it is on.
 * - `payments.promo_code_id`, `payments.discount`: the code a provider payment used and the XOF it
 *   took off (`amount` is what is charged). A use is a payment that succeeded, or one still open
 *   (it keeps its place until it fails, is replaced or expires): no table of its own to keep true.
 * - `payments.gift`: a pack bought as a gift; its success writes a `gift_codes` row instead of
 *   credits, with the pack's terms as bought; redeemed once (`redeemed_by`, `redeemed_at`).
 *
 * Tables and columns only added, with defaults: an older release keeps working.
 */
export const promoCodesAndGifts: Migration = {
  async up(db, dialect) {
    const id = (name: string) => {
      const table = db.schema.createTable(name).ifNotExists();
      return dialect === "postgres"
        ? table.addColumn("id", "serial", (c) => c.primaryKey().notNull())
        : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement().notNull());
    };
    await id("promo_codes")
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("value", "integer", (c) => c.notNull())
      .addColumn("applies_to", "text", (c) => c.notNull().defaultTo("both"))
      .addColumn("valid_from", "text")
      .addColumn("valid_to", "text")
      .addColumn("per_client", "integer")
      .addColumn("total_uses", "integer")
      .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("promo_codes_code")
      .ifNotExists()
      .unique()
      .on("promo_codes")
      .column("code")
      .execute();
    await db.schema.alterTable("payments").addColumn("promo_code_id", "integer").execute();
    await db.schema.alterTable("payments").addColumn("discount", "integer").execute();
    await db.schema
      .alterTable("payments")
      .addColumn("gift", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("payments_promo_code")
      .ifNotExists()
      .on("payments")
      .columns(["promo_code_id", "status"])
      .where(sql.ref("promo_code_id"), "is not", null)
      .execute();
    await id("gift_codes")
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("payment_id", "text", (c) => c.notNull())
      .addColumn("buyer_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("pack_name", "text", (c) => c.notNull())
      .addColumn("pack_credits", "integer", (c) => c.notNull())
      .addColumn("pack_validity_days", "integer", (c) => c.notNull())
      .addColumn("price", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("redeemed_by", "integer", (c) => c.references("users.id"))
      .addColumn("redeemed_at", "bigint")
      .execute();
    await db.schema
      .createIndex("gift_codes_code")
      .ifNotExists()
      .unique()
      .on("gift_codes")
      .column("code")
      .execute();
    // One gift per payment, however often its provider says it was paid.
    await db.schema
      .createIndex("gift_codes_payment")
      .ifNotExists()
      .unique()
      .on("gift_codes")
      .column("payment_id")
      .execute();
    await db.schema
      .createIndex("gift_codes_buyer")
      .ifNotExists()
      .on("gift_codes")
      .column("buyer_id")
      .execute();
  },
};
