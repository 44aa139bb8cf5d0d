import type { Migration } from "./index";

/**
 * The owner's reports read the credits clients hold at an instant: the records not yet expired
 * then. Along the expiry, with what the sum needs (covering), a recent instant reads the few
 * records still alive, not years of expired ones; the credits expired over a period read that
 * period only.
 */
export const reportIndexes: Migration = {
  async up(db) {
    await db.schema
      .createIndex("credit_records_expiry")
      .ifNotExists()
      .on("credit_records")
      .columns(["expires_at", "origin", "created_at", "original_credit_number", "used_credits"])
      .execute();
  },
};
