import { peopleMessages, type WeekHours, weekdayNames } from "../../../src/contract/staff/people";
import type { Db } from "../../db/tables";
import type { Refusal } from "../../lib/answers";
import { readOpeningHours } from "../opening-hours";

/** What practitioners and rooms share as admins write them: the services named, the own week. */

const m = peopleMessages;

/** Null when every service named exists; a refusal of the field otherwise. */
export async function unknownServices(db: Db, ids: readonly number[]): Promise<Refusal | null> {
  if (ids.length === 0) return null;
  const found = await db.selectFrom("services").select("id").where("id", "in", ids).execute();
  return found.length === ids.length
    ? null
    : { ok: false, status: 400, errors: { services: [m.unknownService] } };
}

type Ranges = readonly (readonly [number, number])[];

/** Whether each own range lies inside one of the centre's ranges that day. */
export const fitsDay = (own: Ranges, open: Ranges) =>
  own.every(([start, end]) => open.some(([from, to]) => from <= start && end <= to));

/**
 * A practitioner's own week lies within the centre's: refused otherwise, naming the first day
 * (from Monday, as the week is shown) that does not fit. Null (the centre's hours) always fits.
 */
export async function weekOutsideCentre(db: Db, own: WeekHours | null): Promise<Refusal | null> {
  if (!own) return null;
  const centre = (await readOpeningHours(db)).week;
  const day = [1, 2, 3, 4, 5, 6, 0].find(
    (weekday) => !fitsDay(own[weekday] ?? [], centre[weekday]?.ranges ?? []),
  );
  if (day === undefined) return null;
  return { ok: false, status: 400, errors: { week_hours: [m.outsideCentre(weekdayNames[day] ?? "")] } };
}

/** Ranges sorted by their start, as they are kept. */
export const sortedWeek = (week: WeekHours): WeekHours =>
  week.map((ranges) => [...ranges].sort((a, b) => a[0] - b[0]));

/** A week as it is kept (JSON) read back; null for the centre's hours or anything unreadable. */
export function parseWeek(json: string | null): WeekHours | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 7) return null;
    return value.map((day) =>
      Array.isArray(day)
        ? day.filter(
            (r): r is [number, number] => Array.isArray(r) && r.length === 2 && r.every(Number.isInteger),
          )
        : [],
    );
  } catch {
    return null;
  }
}
