import { type CompiledQuery, type ExpressionBuilder, sql } from "kysely";
import type { Slot } from "../../src/contract/booking";
import type { Db, Row, Tables } from "../db/tables";
import type { AppDeps } from "../deps";
import { holdsPlaces } from "./capacity";
import { activeService } from "./catalogue";
import { peoplePlaces } from "./people/slot-places";
import { bookingLeadHours } from "./settings";

type SlotRow = Row<"slots">;
type Places = { remaining: number; canHavePrivate: boolean };
const HOUR = 3_600_000;

/** A slot as the API shows it. */
export function slotJson(slot: SlotRow, free: Places): Slot {
  return {
    id: slot.id,
    service: slot.serviceId,
    date: slot.date,
    start_time: slot.startTime,
    end_time: slot.endTime,
    pct_discount: slot.pctDiscount,
    can_have_private_option: free.canHavePrivate,
    capacity: slot.capacity,
    remaining_capacity: free.remaining,
    available: free.remaining > 0,
  };
}

export type SlotsByDate = {
  /** `{"AAAA-MM-JJ": [slot]}`, the answer of `get_slots_by_dates`. */
  byDate: Record<string, Slot[]>;
  /** The availability version the answer was read at (see `availabilityVersion`). */
  version: number;
  /**
   * Until when (ms) the answer holds if nothing is written: the first slot leaves the list once it
   * is closer than the lead time, and a payment hold that runs out frees its places.
   */
  validUntil: number;
};

const versionQueries = new WeakMap<Db, CompiledQuery<{ value: number | string }>>();

/**
 * Reads the availability version (see `availabilityVersion`): its one row. Read for every slot
 * search and catalogue page, kept answers or not: its query is compiled once per connection.
 */
export async function availabilityVersion(db: Db): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom("availabilityVersion").select("value").compile();
    versionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return Number(rows[0]?.value ?? 0);
}

/** The same, as a reader of this database (the answer cache's). */
export const availabilityVersionReader = (db: Db) => () => availabilityVersion(db);

/**
 * Runs `read` on one connection inside a read-only transaction, so all its reads see one snapshot
 * of the database, with no lock that would hold a writer back: SQLite's deferred transaction (a
 * reader of the WAL), PostgreSQL's repeatable read.
 */
async function inSnapshot<T>(
  deps: Pick<AppDeps, "db" | "database">,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  const begin =
    deps.database.dialect === "postgres"
      ? "begin isolation level repeatable read read only"
      : "begin deferred";
  return deps.db.connection().execute(async (db) => {
    await sql.raw(begin).execute(db);
    try {
      const result = await read(db);
      await sql.raw("commit").execute(db);
      return result;
    } catch (error) {
      await sql.raw("rollback").execute(db);
      throw error;
    }
  });
}

/**
 * The slots of a service between two days that can still be booked, with their places left. All
 * its reads see one snapshot of the database.
 */
export function slotSearch(deps: Pick<AppDeps, "db" | "database">) {
  const read = async (
    db: Db,
    serviceId: number,
    from: string,
    to: string,
    now: number,
    practitioner?: number,
  ): Promise<SlotsByDate | null> => {
    const version = await availabilityVersion(db);
    const service = await activeService(db, serviceId);
    if (!service) return null;
    const lead = (await bookingLeadHours(db)) * HOUR;
    const inRange = (eb: ExpressionBuilder<Tables, "slots">) =>
      eb.and([
        eb("slots.serviceId", "=", serviceId),
        eb("slots.date", ">=", from),
        eb("slots.date", "<=", to),
        eb("slots.startsAt", ">=", new Date(now + lead)),
        eb("slots.withdrawn", "=", false),
      ]);
    const list = await db.selectFrom("slots").selectAll().where(inRange).orderBy("startsAt").execute();
    // What the bookings still holding places take from each slot of the range (see `holdsPlaces`).
    const taken = await db
      .selectFrom("bookings")
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .select((eb) => [
        "bookings.slotId",
        eb.fn.coalesce(eb.fn.sum<number>("bookings.numberPerson"), eb.lit(0)).as("persons"),
        eb.fn.countAll<number>().as("count"),
        eb.fn.coalesce(eb.fn.sum<number>("bookings.privateOption"), eb.lit(0)).as("privateCount"),
        // The first unpaid hold to run out: its places come back then, with no write.
        sql<
          number | null
        >`min(case when ${eb.ref("bookings.confirmedAt")} is null then ${eb.ref("bookings.holdUntil")} end)`.as(
          "nextRelease",
        ),
      ])
      .where((eb) => eb.and([inRange(eb), holdsPlaces(eb, new Date(now))]))
      .groupBy("bookings.slotId")
      .execute();
    const bySlot = new Map(taken.map((row) => [row.slotId, row]));
    const withPeople = await peoplePlaces(db, service, list, new Date(now), practitioner);
    const byDate: Record<string, Slot[]> = {};
    // A slot is listed while now ≤ its start − lead.
    let validUntil = list[0] ? list[0].startsAt.getTime() - lead + 1 : Number.POSITIVE_INFINITY;
    for (const slot of list) {
      const held = bySlot.get(slot.id);
      if (held?.nextRelease) validUntil = Math.min(validUntil, Number(held.nextRelease));
      const places =
        held && Number(held.privateCount) > 0 ? 0 : Math.max(0, slot.capacity - Number(held?.persons ?? 0));
      const remaining = withPeople ? withPeople(slot, places) : places;
      const canHavePrivate =
        service.canHavePrivateOption && slot.allowsPrivate && !Number(held?.count ?? 0) && remaining > 0;
      const day = byDate[slot.date] ?? [];
      day.push(slotJson(slot, { remaining, canHavePrivate }));
      byDate[slot.date] = day;
    }
    return { byDate, version, validUntil };
  };
  return (serviceId: number, from: string, to: string, now: number, practitioner?: number) =>
    inSnapshot(deps, (db) => read(db, serviceId, from, to, now, practitioner));
}
