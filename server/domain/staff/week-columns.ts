import {
  type MinuteSpan,
  type WeekBy,
  type WeekColumn,
  weekMessages,
} from "../../../src/contract/staff/week";
import type { Db } from "../../db/tables";
import { dayHours, type MinuteRange, type OpeningHours } from "../opening-hours";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** What a practitioner's own week says: `[[[start, end], …] × 7]`, index = weekday; null: the centre's. */
export function ownWeek(json: string | null): MinuteRange[][] | null {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 7) return null;
  return value.map((day) =>
    Array.isArray(day)
      ? day.filter(
          (r): r is MinuteRange =>
            Array.isArray(r) && r.length === 2 && r.every(Number.isInteger) && r[0] < r[1],
        )
      : [],
  );
}

/** The parts of `own` inside `centre`: a practitioner works only while the centre is open. */
export function within(own: MinuteRange[], centre: MinuteRange[]): MinuteSpan[] {
  const out: MinuteSpan[] = [];
  for (const [a, b] of own)
    for (const [c, d] of centre) {
      const start = Math.max(a, c);
      const end = Math.min(b, d);
      if (start < end) out.push([start, end]);
    }
  return out.sort((x, y) => x[0] - y[0]);
}

type Absence = { practitionerId: number; startsAt: Date; endsAt: Date; label: string };

/** An absence's part of one day, in minutes (a week's leave greys each of its days). */
function absenceOn(absence: Absence, date: string) {
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const from = Math.max(absence.startsAt.getTime(), dayStart);
  const to = Math.min(absence.endsAt.getTime(), dayStart + DAY_MS);
  if (from >= to) return null;
  return {
    from: Math.floor((from - dayStart) / MINUTE_MS),
    to: Math.ceil((to - dayStart) / MINUTE_MS),
    label: absence.label,
  };
}

export type WeekPeople = {
  practitioners: { id: number; name: string; columns: WeekColumn }[];
  rooms: { id: number; name: string }[];
};

/**
 * The week's columns: the active practitioners (first name, last name, id) with their working
 * ranges and absences each day, or the active rooms (by id), open when the centre is.
 */
export async function weekPeople(db: Db, hours: OpeningHours, dates: string[]): Promise<WeekPeople> {
  const first = Date.parse(`${dates[0]}T00:00:00Z`);
  const [people, rooms, absences] = await Promise.all([
    db
      .selectFrom("practitioners")
      .select(["id", "firstName", "lastName", "weekHours"])
      .where("isActive", "=", true)
      .orderBy("firstName")
      .orderBy("lastName")
      .orderBy("id")
      .execute(),
    db.selectFrom("rooms").select(["id", "name"]).where("isActive", "=", true).orderBy("id").execute(),
    db
      .selectFrom("practitionerAbsences")
      .select(["practitionerId", "startsAt", "endsAt", "label"])
      .where("startsAt", "<", new Date(first + dates.length * DAY_MS))
      .where("endsAt", ">", new Date(first))
      .orderBy("startsAt")
      .execute(),
  ]);
  const centre = dates.map((date) => dayHours(hours, date));
  return {
    practitioners: people.map((p) => {
      const name = `${p.firstName} ${p.lastName}`.trim();
      const own = ownWeek(p.weekHours);
      const days = dates.map((date, i) => {
        const open = centre[i]?.ranges ?? [];
        const weekday = centre[i]?.weekday ?? 0;
        return {
          working: own ? within(own[weekday] ?? [], open) : open.map(([a, b]): MinuteSpan => [a, b]),
          absences: absences
            .filter((a) => a.practitionerId === p.id)
            .flatMap((a) => absenceOn(a, date) ?? []),
        };
      });
      return { id: p.id, name, columns: { id: p.id, name, days } };
    }),
    rooms,
  };
}

/** A column for rooms, or for the bookings with no practitioner or room: open when the centre is. */
export const openColumn = (id: number | null, name: string, openDays: MinuteSpan[][]): WeekColumn => ({
  id,
  name,
  days: openDays.map((working) => ({ working, absences: [] })),
});

export const noneColumnName = (by: WeekBy) =>
  by === "practitioner" ? weekMessages.withoutPractitioner : weekMessages.withoutRoom;
