import type { CreditsReport } from "../../../src/contract/staff/reports";
import type { Db } from "../../db/tables";
import { barsOf, dayNumberOf, dayOfNumber, n, type ReportPeriod } from "./period";

const flows = ["sold", "given", "spent", "expired"] as const;

/** Records that carry credits a client can spend: packs bought and credits given back (not history lines). */
const sources = (db: Db) =>
  db.selectFrom("creditRecords").where("creditRecords.origin", "in", ["purchase", "refund"]);

/**
 * Credits clients hold at `at`: the records alive then (not yet expired), less what was spent from
 * them before `at`. Read from what is left on them now, plus what was spent from them since `at`
 * (a recent instant reads a few movements, not years of them).
 */
export async function outstandingAt(db: Db, at: Date, now: Date): Promise<number> {
  const when = at < now ? at : now;
  const [left, never, since] = await Promise.all([
    // Two sums, each read along the index on the expiry: years of records long expired are skipped.
    sources(db)
      .where("creditRecords.expiresAt", ">", when)
      .where("creditRecords.createdAt", "<", when)
      .select((eb) =>
        eb.fn
          .sum(eb("creditRecords.originalCreditNumber", "-", eb.ref("creditRecords.usedCredits")))
          .as("left"),
      )
      .executeTakeFirst(),
    sources(db)
      .where("creditRecords.expiresAt", "is", null)
      .where("creditRecords.createdAt", "<", when)
      .select((eb) =>
        eb.fn
          .sum(eb("creditRecords.originalCreditNumber", "-", eb.ref("creditRecords.usedCredits")))
          .as("left"),
      )
      .executeTakeFirst(),
    when < now
      ? db
          .selectFrom("creditMovements")
          .innerJoin("creditRecords", "creditRecords.id", "creditMovements.recordId")
          .where("creditMovements.createdAt", ">=", when)
          .where("creditMovements.delta", "<", 0)
          .where("creditRecords.origin", "in", ["purchase", "refund"])
          .where("creditRecords.createdAt", "<", when)
          .where((eb) =>
            eb.or([eb("creditRecords.expiresAt", "is", null), eb("creditRecords.expiresAt", ">", when)]),
          )
          .select((eb) => eb.fn.sum("creditMovements.delta").as("spent"))
          .executeTakeFirst()
      : undefined,
  ]);
  return n(left?.left) + n(never?.left) - n(since?.spent);
}

/**
 * Credits over the period: sold (packs, online and at the desk), given back (cancellations,
 * adjustments that add), spent (bookings, adjustments that take), expired unspent; and what
 * clients hold at its start and its end (the centre's liability), in bars by day.
 */
export async function creditsOf(db: Db, period: ReportPeriod, now: Date): Promise<CreditsReport> {
  const { start, end } = period;
  const recordDay = dayNumberOf("creditRecords.createdAt");
  const movementDay = dayNumberOf("creditMovements.createdAt");
  const expiryDay = dayNumberOf("creditRecords.expiresAt");
  // Only what has expired by now: a record expiring tomorrow may still be spent.
  const expiredBy = end < now ? end : now;
  const [granted, spent, expired, outstandingStart, outstandingEnd] = await Promise.all([
    sources(db)
      .where("creditRecords.createdAt", ">=", start)
      .where("creditRecords.createdAt", "<", end)
      .select((eb) => [
        recordDay.as("day"),
        "creditRecords.origin",
        eb.fn.sum("creditRecords.originalCreditNumber").as("credits"),
      ])
      .groupBy([recordDay, "creditRecords.origin"])
      .execute(),
    db
      .selectFrom("creditMovements")
      .where("creditMovements.createdAt", ">=", start)
      .where("creditMovements.createdAt", "<", end)
      .where("creditMovements.delta", "<", 0)
      .select((eb) => [movementDay.as("day"), eb.fn.sum("creditMovements.delta").as("credits")])
      .groupBy(movementDay)
      .execute(),
    sources(db)
      .where("creditRecords.expiresAt", ">=", start)
      .where("creditRecords.expiresAt", "<", expiredBy)
      .select((eb) => [
        expiryDay.as("day"),
        eb.fn
          .sum(eb("creditRecords.originalCreditNumber", "-", eb.ref("creditRecords.usedCredits")))
          .as("credits"),
      ])
      .groupBy(expiryDay)
      .execute(),
    outstandingAt(db, start, now),
    outstandingAt(db, end, now),
  ]);
  const { bars, add } = barsOf(period, flows);
  for (const r of granted)
    add(dayOfNumber(n(r.day)), r.origin === "purchase" ? "sold" : "given", n(r.credits));
  for (const r of spent) add(dayOfNumber(n(r.day)), "spent", -n(r.credits));
  for (const r of expired) add(dayOfNumber(n(r.day)), "expired", n(r.credits));
  const total = (key: (typeof flows)[number]) => bars.reduce((sum, b) => sum + b.values[key], 0);
  return {
    from: period.from,
    to: period.to,
    by: period.by,
    sold: total("sold"),
    given: total("given"),
    spent: total("spent"),
    expired: total("expired"),
    bars: bars.map((b) => ({ start: b.start, ...b.values })),
    outstanding_start: outstandingStart,
    outstanding_end: outstandingEnd,
  };
}
