import type { Week, WeekBy } from "../../../contract/staff/week";
import { todayInDakar } from "../../../lib/slot-dates";
import { mondayOf } from "../../../lib/staff-week-grid";
import { read } from "../../../queries/cache";
import { readCancelCutoff } from "../../../queries/cancel-cutoff";
import { staffWeekQuery } from "../../../queries/staff-week";

/** What the address asks of the week: a day in it, the columns, the filters. */
export type WeekAsk = {
  day?: string | undefined;
  by: WeekBy;
  practitioner?: number | undefined;
  room?: number | undefined;
  service?: number | undefined;
};

export type WeekData = { week: Week; day: string; cutoffHours: number };

/**
 * The week holding the day asked (this week without one), from its Monday, through the cache; and
 * the cancellation cut-off the cancel dialog warns about.
 */
export async function loadWeek(ask: WeekAsk): Promise<WeekData> {
  const day = ask.day ?? todayInDakar();
  const [week, cutoffHours] = await Promise.all([
    read(
      staffWeekQuery({
        from: mondayOf(day),
        by: ask.by,
        practitioner: ask.practitioner ?? 0,
        room: ask.room ?? 0,
        service: ask.service ?? 0,
      }),
    ),
    readCancelCutoff(),
  ]);
  return { week, day, cutoffHours };
}
