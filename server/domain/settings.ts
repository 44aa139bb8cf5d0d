import { DEFAULT_CANCEL_CUTOFF_HOURS } from "../../src/lib/cancel-rule";
import type { Db } from "../db/tables";

/** The centre's integer settings (`configs/integerSetting/`), with the spec's defaults. */
export async function setting(db: Db, key: string, fallback: number): Promise<number> {
  const row = await db
    .selectFrom("integerSettings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value ?? fallback;
}
export const cancelCutoffHours = (db: Db) =>
  setting(db, "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", DEFAULT_CANCEL_CUTOFF_HOURS);
export const bookingLeadHours = (db: Db) => setting(db, "MIN_HOURS_BEFORE_RESERVATION", 3);
/**
 * How many unpaid bookings a member may hold at once (waiting for a payment, or to be paid at the
 * venue) until the centre sets it, so nobody can sit on whole slots without paying.
 */
export const MAX_UNPAID_HOLDS = 3;
/** Unpaid bookings one member may hold at once (`MAX_UNPAID_HOLDS` until the centre sets it). */
export const maxUnpaidHolds = (db: Db) => setting(db, "MAX_UNPAID_BOOKINGS", MAX_UNPAID_HOLDS);
