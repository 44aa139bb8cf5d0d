import { minuteOf, scheduleMessages, timeOf } from "../../../src/contract/staff/schedule";
import type {
  ClosureRequest,
  DiscountRule,
  OverrideRequest,
  TimeRange,
  WeekRequest,
} from "../../../src/contract/staff/schedule-requests";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import type { MinuteRange } from "../opening-hours";
import { applySchedule, type ScheduleApplied } from "../schedule";
import { type AuditLine, writeAudit } from "./audit";
import type { StaffMember } from "./roles";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;

const toMinutes = (ranges: TimeRange[]): MinuteRange[] =>
  ranges.map((r): MinuteRange => [minuteOf(r.start), minuteOf(r.end)]).sort((a, b) => a[0] - b[0]);
const rangesText = (ranges: MinuteRange[]) =>
  ranges.length ? ranges.map(([s, e]) => `${timeOf(s)}–${timeOf(e)}`).join(", ") : "fermé";
const weekdayNames = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];

type Changed = { ok: true; applied: ScheduleApplied };

/** One change of the schedule: written, the slots brought in line, one audit line, one transaction. */
async function change(
  deps: Deps,
  staff: StaffMember,
  write: (db: Db) => Promise<Refusal | null>,
  line: Omit<AuditLine, "staffId"> | (() => Omit<AuditLine, "staffId">),
): Promise<Changed | Refusal> {
  return immediate(deps, async (tx) => {
    const refused = await write(tx.db);
    if (refused) return refused;
    const applied = await applySchedule(tx);
    // The agenda shows a day's closure: its kept answers go, even when no slot changed.
    await tx.db
      .updateTable("deskVersion")
      .set((eb) => ({ value: eb("value", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    const audit = typeof line === "function" ? line() : line;
    await writeAudit(tx, { ...audit, staffId: staff.id, data: { ...audit.data, slots: applied } });
    return { ok: true as const, applied };
  });
}

export function setWeek(deps: Deps, staff: StaffMember, input: WeekRequest) {
  const days = [...input.days].sort((a, b) => a.weekday - b.weekday);
  return change(
    deps,
    staff,
    async (db) => {
      for (const day of days)
        await db
          .updateTable("scheduleWeekdays")
          .set({ ranges: JSON.stringify(toMinutes(day.ranges)), allowsPrivate: day.allows_private })
          .where("weekday", "=", day.weekday)
          .execute();
      return null;
    },
    {
      action: "schedule.week_set",
      summary: `Horaires de la semaine : ${days.map((d) => `${weekdayNames[d.weekday]} ${rangesText(toMinutes(d.ranges))}`).join(" ; ")}`,
      data: { days },
    },
  );
}

export function setOverride(deps: Deps, staff: StaffMember, input: OverrideRequest) {
  const ranges = JSON.stringify(toMinutes(input.ranges));
  return change(
    deps,
    staff,
    async (db) => {
      await db
        .insertInto("scheduleOverrides")
        .values({ date: input.date, ranges, label: input.label })
        .onConflict((oc) => oc.column("date").doUpdateSet({ ranges, label: input.label }))
        .execute();
      return null;
    },
    {
      action: "schedule.override_set",
      summary: `Horaires du ${input.date} : ${rangesText(toMinutes(input.ranges))}${input.label ? ` (${input.label})` : ""}`,
      data: { ...input },
    },
  );
}

const notFound = (message: string): Refusal => ({ ok: false, status: 404, errors: { detail: [message] } });

export function removeOverride(deps: Deps, staff: StaffMember, date: string) {
  return change(
    deps,
    staff,
    async (db) => {
      const gone = await db.deleteFrom("scheduleOverrides").where("date", "=", date).executeTakeFirst();
      return Number(gone.numDeletedRows) ? null : notFound(scheduleMessages.overrideNotFound);
    },
    {
      action: "schedule.override_removed",
      summary: `Horaires du ${date} : retour aux horaires de la semaine`,
      data: { date },
    },
  );
}

export function addClosure(deps: Deps, staff: StaffMember, input: ClosureRequest) {
  return change(
    deps,
    staff,
    async (db) => {
      await db
        .insertInto("scheduleClosures")
        .values({ fromDate: input.from_date, toDate: input.to_date, label: input.label })
        .execute();
      return null;
    },
    {
      action: "schedule.closure_added",
      summary: `Fermeture « ${input.label} » du ${input.from_date} au ${input.to_date}`,
      data: { ...input },
    },
  );
}

export function removeClosure(deps: Deps, staff: StaffMember, id: number) {
  let label = "";
  return change(
    deps,
    staff,
    async (db) => {
      const row = await db.selectFrom("scheduleClosures").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return notFound(scheduleMessages.closureNotFound);
      label = `Fermeture « ${row.label} » du ${row.fromDate} au ${row.toDate} retirée`;
      await db.deleteFrom("scheduleClosures").where("id", "=", id).execute();
      return null;
    },
    () => ({ action: "schedule.closure_removed", summary: label, data: { id } }),
  );
}

export function setDiscounts(deps: Deps, staff: StaffMember, rules: DiscountRule[]) {
  return change(
    deps,
    staff,
    async (db) => {
      await db.deleteFrom("discountRules").execute();
      if (rules.length)
        await db
          .insertInto("discountRules")
          .values(
            rules.map((r) => ({
              weekday: r.weekday,
              kind: r.kind,
              fromMinute: r.kind === "time_range" && r.start ? minuteOf(r.start) : null,
              toMinute: r.kind === "time_range" && r.end ? minuteOf(r.end) : null,
              percent: r.percent,
            })),
          )
          .execute();
      return null;
    },
    {
      action: "schedule.discounts_set",
      summary: rules.length
        ? `Remises : ${rules
            .map(
              (r) =>
                `${weekdayNames[r.weekday]} ${r.kind === "first_slot" ? "premier créneau" : `${r.start}–${r.end}`} −${r.percent} %`,
            )
            .join(" ; ")}`
        : "Remises : aucune",
      data: { rules },
    },
  );
}
