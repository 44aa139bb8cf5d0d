import { eq } from "drizzle-orm";
import type { Db } from "../db/schema";
import { integerSettings } from "../db/schema";

/** The centre's integer settings (`configs/integerSetting/`), with the spec's defaults. */
export function setting(db: Db, key: string, fallback: number): number {
  return db.select().from(integerSettings).where(eq(integerSettings.key, key)).get()?.value ?? fallback;
}
export const cancelCutoffHours = (db: Db) => setting(db, "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", 3);
export const bookingLeadHours = (db: Db) => setting(db, "MIN_HOURS_BEFORE_RESERVATION", 3);
