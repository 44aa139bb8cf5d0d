import type { MinuteSpan, Week, WeekBlock, WeekColumn, WeekQuery } from "../../../src/contract/staff/week";
import type { Db } from "../../db/tables";
import type { Versioned } from "../../lib/answer-cache";
import { dayHours, readOpeningHours } from "../opening-hours";
import { isoDay } from "../schedule";
import { dayAfter } from "./agenda";
import { deskVersion } from "./desk-version";
import { weekBlocks } from "./week-blocks";
import { noneColumnName, openColumn, weekPeople } from "./week-columns";

const MINUTE_MS = 60_000;
/** The grid's hours when the week has none (closed all week): a usual day. */
const DEFAULT_DAY: MinuteSpan = [8 * 60, 20 * 60];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The blocks the filters keep: one practitioner's, one room's, one service's (0: any). */
export function filterBlocks(
  blocks: WeekBlock[],
  query: Pick<WeekQuery, "practitioner" | "room" | "service">,
) {
  return blocks.filter(
    (b) =>
      (!query.practitioner || b.practitioner_ids.includes(query.practitioner)) &&
      (!query.room || b.room_id === query.room) &&
      (!query.service || b.service_id === query.service),
  );
}

/**
 * The week from `from` (7 days) for the desk and the admins: practitioners or rooms as columns, the
 * live bookings as blocks, the centre's hours as rows. `ownPractitioner`: a practitioner signed in,
 * who sees their own column and sessions only, whatever they asked.
 */
export async function weekOf(
  db: Db,
  query: WeekQuery & { from: string },
  now: Date,
  ownPractitioner: number | null = null,
): Promise<Week> {
  const dates = Array.from({ length: 7 }, (_, i) => dayAfter(query.from, i));
  const hours = await readOpeningHours(db);
  const [people, all, services] = await Promise.all([
    weekPeople(db, hours, dates),
    weekBlocks(db, dates[0] ?? query.from, dates[6] ?? query.from, now),
    db.selectFrom("services").select(["id", "name"]).where("isActive", "=", true).orderBy("id").execute(),
  ]);
  // A filter naming nothing the centre has (removed, typed by hand) is no filter; a practitioner
  // sees their own column, whatever they asked.
  const known = (id: number, rows: { id: number }[]) => (rows.some((r) => r.id === id) ? id : 0);
  const filters = ownPractitioner
    ? { ...query, by: "practitioner" as const, practitioner: ownPractitioner }
    : {
        ...query,
        practitioner: known(query.practitioner, people.practitioners),
        room: known(query.room, people.rooms),
        service: known(query.service, services),
      };
  const blocks = filterBlocks(all, filters);
  const days = dates.map((date) => {
    const day = dayHours(hours, date);
    return {
      date,
      hours: day.ranges.map(([a, b]): MinuteSpan => [a, b]),
      closure: day.closure?.label ?? null,
    };
  });
  const open = days.map((d) => d.hours);

  let columns: WeekColumn[];
  if (filters.by === "room") {
    columns = people.rooms
      .filter((r) => !filters.room || r.id === filters.room)
      .map((r) => openColumn(r.id, r.name, open));
    if (blocks.some((b) => b.room_id === null)) columns.push(openColumn(null, noneColumnName("room"), open));
  } else {
    columns = people.practitioners
      .filter((p) => !filters.practitioner || p.id === filters.practitioner)
      .map((p) => p.columns);
    if (blocks.some((b) => b.practitioner_ids.length === 0))
      columns.push(openColumn(null, noneColumnName("practitioner"), open));
  }

  // Rows from the earliest opening to the latest closing, widened to a session booked outside them.
  const spans = [
    ...open.flat(),
    ...blocks.map((b): MinuteSpan => [minutes(b.start_time), minutes(b.end_time) || 24 * 60]),
  ];
  const dayStart = spans.length ? Math.min(...spans.map((s) => s[0])) : DEFAULT_DAY[0];
  const dayEnd = spans.length ? Math.max(...spans.map((s) => s[1])) : DEFAULT_DAY[1];
  return {
    from: query.from,
    previous_from: dayAfter(query.from, -7),
    next_from: dayAfter(query.from, 7),
    today: isoDay(now),
    by: filters.by,
    days,
    day_start: Math.floor(dayStart / 60) * 60,
    day_end: Math.ceil(dayEnd / 60) * 60,
    columns,
    blocks,
    practitioners: people.practitioners.map(({ id, name }) => ({ id, name })),
    rooms: people.rooms,
    services,
    own_practitioner: ownPractitioner,
  };
}

/**
 * A week, the desk version it was read at, and until when it holds with no write: the next minute
 * (a session's state follows the clock) or the first unpaid hold of the week to run out.
 */
export async function versionedWeek(
  db: Db,
  query: WeekQuery & { from: string },
  now: Date,
  ownPractitioner: number | null,
): Promise<Versioned<Week>> {
  const version = await deskVersion(db);
  const value = await weekOf(db, query, now, ownPractitioner);
  const nextMinute = (Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
  const lapse = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select((eb) => eb.fn.min("bookings.holdUntil").as("first"))
    .where("slots.date", ">=", query.from)
    .where("slots.date", "<=", dayAfter(query.from, 6))
    .where("bookings.confirmedAt", "is", null)
    .where("bookings.cancelledAt", "is", null)
    .where("bookings.holdUntil", ">", now)
    .executeTakeFirst();
  // An aggregate comes back as the database gives it (a number, or PostgreSQL's bigint as text).
  const raw: unknown = lapse?.first;
  const first = raw == null ? Number.POSITIVE_INFINITY : raw instanceof Date ? raw.getTime() : Number(raw);
  return { value, version, validUntil: Math.min(nextMinute, first) };
}
