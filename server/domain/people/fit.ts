import type { Staffing } from "../../db/tables/bookings";
import type { MinuteRange } from "../opening-hours";

/**
 * Who and where a session can take place, in memory: the one rule of people and rooms, for the slot
 * lists and for the booking itself (run there inside its immediate transaction, so two servers never
 * both see the same person free). Instants are milliseconds; Dakar keeps UTC, so a day's minute is
 * read from the instant.
 */

export type Span = { start: number; end: number };
export type PractitionerInfo = {
  id: number;
  name: string;
  /** Index = weekday (0 Sunday); null: the centre's hours (the slots already lie within them). */
  weekHours: MinuteRange[][] | null;
  absences: Span[];
};
export type RoomInfo = { id: number; name: string; capacity: number; serviceCount: number };

/** What a service takes: its people (none mapped: nobody needed) and rooms (none mapped: none needed). */
export type Needs = {
  staffing: Staffing;
  needsPractitioner: boolean;
  needsRoom: boolean;
  /** The active practitioners who deliver it. */
  practitioners: PractitionerInfo[];
  /** The active rooms it may take place in. */
  rooms: RoomInfo[];
};

/**
 * A live session: a class's bookings on one slot share one (`key` = the slot), any other booking
 * is its own. Only bookings that hold their places (`holdsPlaces`) make one.
 */
export type Session = Span & {
  key: string;
  slotId: number;
  practitionerIds: number[];
  roomId: number | null;
};

export type SlotSpan = Span & { id: number };
export type Chosen = { practitionerIds: number[]; roomId: number | null };
export type Misfit = "noPractitioner" | "chosenUnavailable" | "unknownPractitioner" | "noRoom";
export type PractitionerState = "free" | "busy" | "absent" | "offHours";

const DAY = 86_400_000;
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
export const sessionKey = (staffing: Staffing, slotId: number, bookingId: number) =>
  staffing === "session" ? `s${slotId}` : `b${bookingId}`;

/** Whether the practitioner may take this span: their hours, their absences, their other sessions. */
export function practitionerState(p: PractitionerInfo, span: Span, sessions: Session[]): PractitionerState {
  if (p.weekHours) {
    const dayStart = span.start - (span.start % DAY);
    const from = (span.start - dayStart) / 60_000;
    const to = (span.end - dayStart) / 60_000;
    const ranges = p.weekHours[new Date(span.start).getUTCDay()] ?? [];
    if (!ranges.some(([open, close]) => open <= from && to <= close)) return "offHours";
  }
  if (p.absences.some((a) => overlaps(a, span))) return "absent";
  if (sessions.some((s) => s.practitionerIds.includes(p.id) && overlaps(s, span))) return "busy";
  return "free";
}

/** Whether one more session fits the room over the span: at no instant more than its capacity. */
export function roomHasSpace(room: RoomInfo, span: Span, sessions: Session[]): boolean {
  const inRoom = sessions.filter((s) => s.roomId === room.id && overlaps(s, span));
  if (inRoom.length < room.capacity) return true;
  // The most sessions at once inside the span: counted at each start, where a peak begins.
  const starts = [span.start, ...inRoom.map((s) => Math.max(s.start, span.start))];
  const peak = Math.max(...starts.map((t) => inRoom.filter((s) => s.start <= t && t < s.end).length));
  return peak < room.capacity;
}

/** Of the rooms with space over the span, the one hosting the fewest services (ties: the first made). */
export const freestRoom = (rooms: RoomInfo[], span: Span, sessions: Session[]) =>
  rooms
    .filter((r) => roomHasSpace(r, span, sessions))
    .sort((a, b) => a.serviceCount - b.serviceCount || a.id - b.id)[0];

/** The minutes each practitioner already works on the span's day: the least busy is chosen first. */
function dayLoad(sessions: Session[], span: Span): Map<number, number> {
  const dayStart = span.start - (span.start % DAY);
  const load = new Map<number, number>();
  for (const s of sessions) {
    if (s.end <= dayStart || s.start >= dayStart + DAY) continue;
    for (const id of s.practitionerIds) load.set(id, (load.get(id) ?? 0) + (s.end - s.start));
  }
  return load;
}

/** The practitioners a new session takes: the client's choice if free, then the least busy that day. */
function pickPractitioners(
  needs: Needs,
  slot: SlotSpan,
  persons: number,
  sessions: Session[],
  chosen?: number,
): number[] | Misfit {
  if (!needs.needsPractitioner && chosen === undefined) return [];
  const wanted = needs.staffing === "person" ? persons : 1;
  const free = needs.practitioners.filter((p) => practitionerState(p, slot, sessions) === "free");
  if (chosen !== undefined && !free.some((p) => p.id === chosen)) return "chosenUnavailable";
  const load = dayLoad(sessions, slot);
  const others = free
    .filter((p) => p.id !== chosen)
    .sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || a.id - b.id)
    .map((p) => p.id);
  const picked = (chosen !== undefined ? [chosen, ...others] : others).slice(0, wanted);
  return picked.length < wanted ? "noPractitioner" : picked;
}

/**
 * The people and room a new booking of `persons` on this slot takes, or why none fits. A class
 * already running on the slot is joined as it is (its coach, its room); one booked before its
 * service had people or rooms lacks them, and this booking brings what it lacks. Otherwise: the
 * client's choice if free, else the least busy qualified practitioner that day (ties: the first
 * made); one per person when the service says so; the free room that hosts the fewest services (the
 * versatile rooms stay free for the others; ties: the first made).
 */
export function chooseFor(
  needs: Needs,
  slot: SlotSpan,
  persons: number,
  sessions: Session[],
  chosen?: number,
): { ok: true; choice: Chosen } | { ok: false; misfit: Misfit } {
  // Asked for someone who no longer delivers it (deactivated, taken off it): not a busy one.
  if (chosen !== undefined && !needs.practitioners.some((p) => p.id === chosen))
    return { ok: false, misfit: "unknownPractitioner" };
  const running = needs.staffing === "session" ? sessions.find((s) => s.key === `s${slot.id}`) : undefined;
  const coach = running?.practitionerIds.length ? running.practitionerIds : null;
  if (coach && chosen !== undefined && !coach.includes(chosen))
    return { ok: false, misfit: "chosenUnavailable" };
  const practitionerIds = coach ?? pickPractitioners(needs, slot, persons, sessions, chosen);
  if (typeof practitionerIds === "string") return { ok: false, misfit: practitionerIds };
  let roomId: number | null = running?.roomId ?? null;
  if (roomId === null && needs.needsRoom) {
    const room = freestRoom(needs.rooms, slot, sessions);
    if (!room) return { ok: false, misfit: "noRoom" };
    roomId = room.id;
  }
  return { ok: true, choice: { practitionerIds, roomId } };
}

/**
 * The places a slot list shows once people and rooms are counted: the places left when one more
 * booking fits (for a duo service, no more persons than free practitioners), else none.
 */
export function placesWithPeople(
  needs: Needs,
  slot: SlotSpan,
  remaining: number,
  sessions: Session[],
  chosen?: number,
): number {
  if (remaining <= 0) return 0;
  const one = chooseFor(needs, slot, 1, sessions, chosen);
  if (!one.ok) return 0;
  if (needs.staffing !== "person" || !needs.needsPractitioner) return remaining;
  const free = needs.practitioners.filter((p) => practitionerState(p, slot, sessions) === "free").length;
  return Math.min(remaining, free);
}

/** Whether people and rooms matter to this service at all (none mapped: booked as before). */
export const constrained = (needs: Needs) => needs.needsPractitioner || needs.needsRoom;
