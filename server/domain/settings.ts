import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/schema";
import { integerSettings } from "../db/schema";

/** The statement compiled once per database: building and preparing SQL costs more than running it. */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Db) =>
  db
    .select({ value: integerSettings.value })
    .from(integerSettings)
    .where(eq(integerSettings.key, sql.placeholder("key")))
    .prepare();

/** The centre's integer settings (`configs/integerSetting/`), with the spec's defaults. */
export function setting(db: Db, key: string, fallback: number): number {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  return lookup.get({ key })?.value ?? fallback;
}
export const cancelCutoffHours = (db: Db) => setting(db, "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", 3);
export const bookingLeadHours = (db: Db) => setting(db, "MIN_HOURS_BEFORE_RESERVATION", 3);
