import { sql } from "kysely";
import type { ClientsReport, ReportStep } from "../../../src/contract/staff/reports";
import type { Db } from "../../db/tables";
import { barStart, barsOf, dayOfNumber, n, type ReportPeriod } from "./period";

const DAY_MS = 86_400_000;
/** The windows a new client's return is measured over. */
export const RETENTION_DAYS = [30, 90] as const;

/** The sessions a client has: bookings confirmed and not cancelled, at their slot's start. */
const sessions = (db: Db) =>
  db
    .selectFrom("bookings")
    .where("bookings.confirmedAt", "is not", null)
    .where("bookings.cancelledAt", "is", null);

/**
 * The bar of a session, worked out in the database (a client counts once per bar, so the count
 * cannot be summed from days): the slot's day, its Monday's day number, its month, its year.
 */
function barKey(by: ReportStep) {
  if (by === "day") return sql<string>`${sql.ref("slots.date")}`;
  if (by === "week") return sql<string>`((${sql.ref("slots.startsAt")} / ${sql.lit(DAY_MS)} + 3) / 7)`;
  return sql<string>`substr(${sql.ref("slots.date")}, 1, ${sql.lit(by === "month" ? 7 : 4)})`;
}
/** The first day of a bar from its key. */
function keyStart(by: ReportStep, key: unknown): string {
  if (by === "week") return dayOfNumber(n(key) * 7 - 3);
  const text = String(key);
  return by === "day" ? text : by === "month" ? `${text}-01` : `${text}-01-01`;
}

/**
 * Clients with a session in each bar of the period: new (their first session ever) or returning;
 * and of the clients new in the period, those whose next session came within 30 and 90 days
 * (counted once that many days have passed since their first).
 */
export async function clientsOf(db: Db, period: ReportPeriod, now: Date): Promise<ClientsReport> {
  const key = barKey(period.by);
  const inPeriod = () =>
    sessions(db)
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .where("slots.date", ">=", period.from)
      .where("slots.date", "<=", period.to);
  // First sessions of the period's clients only: through their own index, not every client's.
  const firsts = sessions(db)
    .where("bookings.userId", "in", inPeriod().select("bookings.userId"))
    .select((eb) => ["bookings.userId", eb.fn.min("bookings.startsAt").as("first")])
    .groupBy("bookings.userId")
    .having((eb) => eb.fn.min("bookings.startsAt"), ">=", period.start)
    .having((eb) => eb.fn.min("bookings.startsAt"), "<", period.end);
  const [active, total, newcomers] = await Promise.all([
    inPeriod()
      .select((eb) => [key.as("bar"), eb.fn.count("bookings.userId").distinct().as("clients")])
      .groupBy(key)
      .execute(),
    inPeriod()
      .select((eb) => eb.fn.count("bookings.userId").distinct().as("clients"))
      .executeTakeFirst(),
    db
      .selectFrom(firsts.as("f"))
      .leftJoin("bookings", (join) =>
        join
          .onRef("bookings.userId", "=", "f.userId")
          .onRef("bookings.startsAt", ">", "f.first")
          .on("bookings.confirmedAt", "is not", null)
          .on("bookings.cancelledAt", "is", null),
      )
      .select((eb) => ["f.userId", "f.first", eb.fn.min("bookings.startsAt").as("next")])
      .groupBy(["f.userId", "f.first"])
      .execute(),
  ]);
  const { bars, add } = barsOf(period, ["active", "new", "returning"] as const);
  for (const r of active) add(keyStart(period.by, r.bar), "active", n(r.clients));
  const firstAt = (r: { first: unknown }) => n(r.first instanceof Date ? r.first.getTime() : r.first);
  for (const r of newcomers) add(barStart(period.by, dayOfNumber(Math.floor(firstAt(r) / DAY_MS))), "new", 1);
  for (const b of bars) b.values.returning = b.values.active - b.values.new;
  const activeAll = n(total?.clients);
  const retention = RETENTION_DAYS.map((days) => {
    const eligible = newcomers.filter((r) => firstAt(r) + days * DAY_MS <= now.getTime());
    const back = eligible.filter(
      (r) => r.next !== null && firstAt({ first: r.next }) <= firstAt(r) + days * DAY_MS,
    );
    return { days, eligible: eligible.length, returned: back.length };
  });
  return {
    from: period.from,
    to: period.to,
    by: period.by,
    active: activeAll,
    new: newcomers.length,
    returning: activeAll - newcomers.length,
    bars: bars.map((b) => ({ start: b.start, ...b.values })),
    retention,
  };
}
