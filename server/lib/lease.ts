import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/tables";

/** This process, as a lease names its holder. */
export const thisInstance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Takes the lease `name` for `forMs` from `now`, or renews it if this holder has it already: true
 * when this holder may do the work. One conditional write decides, on either database, so of
 * several instances asking at once exactly one gets it; a holder that died lets it lapse.
 */
export async function holdLease(db: Db, name: string, holder: string, now: Date, forMs: number) {
  const at = now.getTime();
  await db
    .insertInto("leases")
    .values({ name, holder, until: 0 })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const taken = await db
    .updateTable("leases")
    .set({ holder, until: at + forMs })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("holder", "=", holder), eb("until", "<=", at)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
