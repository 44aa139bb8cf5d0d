import type { Db, Row } from "../../db/tables";
import {
  type Chosen,
  chooseFor,
  constrained,
  type Misfit,
  placesWithPeople,
  practitionerState,
  roomHasSpace,
} from "./fit";
import { readNeeds } from "./needs";
import { liveSessions } from "./sessions";

type Service = Pick<Row<"services">, "id" | "staffing">;
type Slot = Pick<Row<"slots">, "id" | "startsAt" | "endsAt">;
const DAY = 86_400_000;

/** The people and room a booking would take: the client's `chosen` practitioner, or any; `except`: its own booking. */
export type PeopleAsk = { persons: number; chosen?: number | undefined; except?: number | undefined };
export type PeopleFit =
  | { ok: true; choice: Chosen | null; remaining: (places: number) => number }
  | { ok: false; misfit: Misfit; remaining: (places: number) => number };

/**
 * Reads what the service needs and who is busy that day, and decides (`chooseFor`). A service with
 * no people or rooms mapped, and no choice asked, takes nobody (`choice` null), as before.
 */
export async function fitPeople(
  db: Db,
  service: Service,
  slot: Slot,
  ask: PeopleAsk,
  now: Date,
): Promise<PeopleFit> {
  const start = slot.startsAt.getTime();
  const day = { start: start - (start % DAY), end: start - (start % DAY) + DAY };
  const needs = await readNeeds(db, service, day);
  if (!constrained(needs) && ask.chosen === undefined) return { ok: true, choice: null, remaining: (n) => n };
  const sessions = await liveSessions(
    db,
    day,
    { practitionerIds: needs.practitioners.map((p) => p.id), roomIds: needs.rooms.map((r) => r.id) },
    now,
    ask.except,
  );
  const span = { id: slot.id, start, end: slot.endsAt.getTime() };
  const remaining = (places: number) => placesWithPeople(needs, span, places, sessions, ask.chosen);
  const fit = chooseFor(needs, span, ask.persons, sessions, ask.chosen);
  return fit.ok ? { ok: true, choice: fit.choice, remaining } : { ok: false, misfit: fit.misfit, remaining };
}

/**
 * Writes who and where a booking takes place (replacing what it had), and whether the client chose.
 * `fresh`: a booking just made, with nothing to replace (a service that takes nobody writes nothing).
 */
export async function saveChoice(
  db: Db,
  bookingId: number,
  choice: Chosen | null,
  chosenByClient: boolean,
  fresh = false,
) {
  if (fresh && choice === null) return;
  await db
    .updateTable("bookings")
    .set({ roomId: choice?.roomId ?? null, practitionerChosen: chosenByClient })
    .where("id", "=", bookingId)
    .execute();
  if (!fresh) await db.deleteFrom("bookingPractitioners").where("bookingId", "=", bookingId).execute();
  if (choice?.practitionerIds.length)
    await db
      .insertInto("bookingPractitioners")
      .values(choice.practitionerIds.map((practitionerId) => ({ bookingId, practitionerId })))
      .execute();
}

/** The practitioner a client chose for their booking (the first, for a duo). */
export async function chosenPractitioner(db: Db, bookingId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("bookingPractitioners")
    .select("practitionerId")
    .where("bookingId", "=", bookingId)
    .orderBy("practitionerId")
    .executeTakeFirst();
  return row?.practitionerId;
}

/**
 * A booking whose payment hold lapsed comes back only with people and a room: the ones it had if
 * they are still free, else others chosen as for a new booking (saved), else it does not fit.
 */
export async function peopleStillFit(
  db: Db,
  service: Service,
  slot: Slot,
  booking: { id: number; numberPerson: number; practitionerChosen: boolean; roomId: number | null },
  now: Date,
): Promise<boolean> {
  const start = slot.startsAt.getTime();
  const day = { start: start - (start % DAY), end: start - (start % DAY) + DAY };
  const needs = await readNeeds(db, service, day);
  if (!constrained(needs)) return true;
  const had = await db
    .selectFrom("bookingPractitioners")
    .select("practitionerId")
    .where("bookingId", "=", booking.id)
    .execute();
  const ids = had.map((r) => r.practitionerId);
  const sessions = await liveSessions(
    db,
    day,
    { practitionerIds: needs.practitioners.map((p) => p.id), roomIds: needs.rooms.map((r) => r.id) },
    now,
    booking.id,
  );
  const span = { id: slot.id, start, end: slot.endsAt.getTime() };
  const running = needs.staffing === "session" ? sessions.find((s) => s.key === `s${slot.id}`) : undefined;
  const people = ids.map((id) => needs.practitioners.find((p) => p.id === id));
  const room = needs.rooms.find((r) => r.id === booking.roomId);
  const kept = running
    ? running.practitionerIds.every((id) => ids.includes(id)) && running.roomId === booking.roomId
    : (!needs.needsPractitioner ||
        (ids.length > 0 && people.every((p) => p && practitionerState(p, span, sessions) === "free"))) &&
      (!needs.needsRoom || (room !== undefined && roomHasSpace(room, span, sessions)));
  if (kept) return true;
  const chosen = booking.practitionerChosen ? ids[0] : undefined;
  const fit = chooseFor(needs, span, booking.numberPerson, sessions, chosen);
  if (!fit.ok) return false;
  await saveChoice(db, booking.id, fit.choice, booking.practitionerChosen);
  return true;
}
