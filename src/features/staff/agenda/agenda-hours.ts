import type { Agenda, AgendaSlot } from "../../../contract/staff/agenda";

export type HourSlot = { slot: AgendaSlot; serviceName: string; serviceId: number };
/** The booked slots of every service that start within one hour of the day, by start time. */
export type HourGroup = { hour: number; slots: HourSlot[]; bookings: number };

export type DayByHour = {
  /** Today, hours whose sessions have all ended: folded, one click away. */
  earlier: HourGroup[];
  later: HourGroup[];
  /** How the first of `later` stands today: begun or about to (« now »), or the next to come. */
  first: "now" | "next" | null;
  /** Confirmed bookings of `earlier` nobody marked present or absent. */
  unmarked: number;
};

/** A session about to begin within this is « now » for the desk: its clients are arriving. */
const ARRIVING_MS = 30 * 60_000;

// The centre's clock is Dakar's, which keeps UTC all year.
const at = (date: string, time: string) => Date.parse(`${date}T${time}Z`);

/**
 * The day by the hour across services, as the desk needs it at 8:55 with forty bookings: the hour
 * whose clients arrive now first in view, the hours already over folded above it.
 */
export function dayByHour(agenda: Agenda, now: number): DayByHour {
  const groups = new Map<number, HourGroup>();
  for (const service of agenda.services)
    for (const slot of service.slots) {
      if (slot.bookings.length === 0) continue;
      const hour = Number(slot.start_time.slice(0, 2));
      const group = groups.get(hour) ?? { hour, slots: [], bookings: 0 };
      group.slots.push({ slot, serviceName: service.service_name, serviceId: service.service_id });
      group.bookings += slot.bookings.filter((b) => b.status !== "cancelled").length;
      groups.set(hour, group);
    }
  const all = [...groups.values()].sort((a, b) => a.hour - b.hour);
  for (const group of all) group.slots.sort((a, b) => a.slot.start_time.localeCompare(b.slot.start_time));
  if (agenda.date !== agenda.today) return { earlier: [], later: all, first: null, unmarked: 0 };

  const over = (g: HourGroup) => g.slots.every(({ slot }) => at(agenda.date, slot.end_time) <= now);
  const split = all.findIndex((g) => !over(g));
  const earlier = split === -1 ? all : all.slice(0, split);
  const later = split === -1 ? [] : all.slice(split);
  const next = later[0];
  const first = !next
    ? null
    : next.slots.some(({ slot }) => at(agenda.date, slot.start_time) - ARRIVING_MS <= now)
      ? "now"
      : "next";
  const unmarked = earlier
    .flatMap((g) => g.slots.flatMap(({ slot }) => slot.bookings))
    .filter((b) => b.status === "confirmed" && !b.attendance).length;
  return { earlier, later, first, unmarked };
}

/**
 * Whether the desk may still book a slot from the agenda: in the schedule, not taken by a private
 * booking, with a place left, not over (a session under way still takes a walk-in).
 */
export const deskBookable = (slot: AgendaSlot, date: string, now: number) =>
  !slot.withdrawn && !slot.is_private && slot.persons_booked < slot.capacity && at(date, slot.end_time) > now;
