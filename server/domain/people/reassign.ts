import { bookingMessages } from "../../../src/contract/booking";
import { type Assignment, assignmentMessages } from "../../../src/contract/staff/assignment";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import { type Refusal, refuseField as refuse } from "../../lib/answers";
import { holdsPlaces } from "../capacity";
import { writeAudit } from "../staff/audit";
import type { StaffMember } from "../staff/roles";
import { freestRoom, type PractitionerState, practitionerState, roomHasSpace } from "./fit";
import { readNeeds } from "./needs";
import { liveSessions } from "./sessions";

const DAY = 86_400_000;
const stateMessages: Record<Exclude<PractitionerState, "free">, (name: string) => string> = {
  busy: assignmentMessages.busy,
  absent: assignmentMessages.absent,
  offHours: assignmentMessages.offHours,
};

/** A booking's people and room as the staff API shows them. */
export async function assignmentOf(db: Db, bookingId: number): Promise<Assignment> {
  const [people, room] = await Promise.all([
    db
      .selectFrom("bookingPractitioners")
      .innerJoin("practitioners", "practitioners.id", "bookingPractitioners.practitionerId")
      .select(["practitioners.id", "practitioners.firstName", "practitioners.lastName"])
      .where("bookingPractitioners.bookingId", "=", bookingId)
      .orderBy("practitioners.id")
      .execute(),
    db
      .selectFrom("bookings")
      .innerJoin("rooms", "rooms.id", "bookings.roomId")
      .select(["rooms.id", "rooms.name"])
      .where("bookings.id", "=", bookingId)
      .executeTakeFirst(),
  ]);
  return {
    practitioners: people.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim() })),
    room: room ?? null,
  };
}

/**
 * The desk gives a booking other people or another room, at the same time: each must deliver the
 * service, work then, be neither absent nor in another session, and the room must host the service
 * and have space. A class moves as a whole (every live booking of its slot). `room` absent: kept if
 * it still fits, else the freest that does. Checked and written in one immediate transaction.
 */
export function reassignBooking(
  deps: AppDeps,
  staff: StaffMember,
  bookingId: number,
  ask: { practitioners: number[]; room?: number | null | undefined },
) {
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<Refusal | { ok: true; assignment: Assignment }> => {
    const found = await tx.db
      .selectFrom("bookings")
      .innerJoin("slots", "slots.id", "bookings.slotId")
      .innerJoin("services", "services.id", "bookings.serviceId")
      .select([
        "bookings.id",
        "bookings.userId",
        "bookings.numberPerson",
        "bookings.roomId",
        "bookings.slotId",
        "slots.startsAt",
        "slots.endsAt",
        "services.id as serviceId",
        "services.name as serviceName",
        "services.staffing",
      ])
      .where("bookings.id", "=", bookingId)
      .where((eb) => holdsPlaces(eb, now))
      .executeTakeFirst();
    if (!found) return refuse("detail", assignmentMessages.notAssignable, 404);
    if (found.endsAt <= now) return refuse("detail", assignmentMessages.notAssignable);
    // A class's bookings share their coach and room: they move together.
    const group =
      found.staffing === "session"
        ? (
            await tx.db
              .selectFrom("bookings")
              .select("id")
              .where("slotId", "=", found.slotId)
              .where((eb) => holdsPlaces(eb, now))
              .execute()
          ).map((b) => b.id)
        : [found.id];
    const start = found.startsAt.getTime();
    const span = { id: found.slotId, start, end: found.endsAt.getTime() };
    const day = { start: start - (start % DAY), end: start - (start % DAY) + DAY };
    const needs = await readNeeds(tx.db, { id: found.serviceId, staffing: found.staffing }, day);
    const sessions = (
      await liveSessions(
        tx.db,
        day,
        {
          practitionerIds: ask.practitioners,
          roomIds: needs.rooms.map((r) => r.id),
          serviceId: found.serviceId,
        },
        now,
      )
    ).filter(
      (s) => !(found.staffing === "session" ? s.key === `s${found.slotId}` : s.key === `b${found.id}`),
    );
    const wanted = found.staffing === "person" ? found.numberPerson : 1;
    const ids = [...new Set(ask.practitioners)];
    if (ids.length !== wanted) return refuse("practitioners", assignmentMessages.howMany(wanted));
    for (const id of ids) {
      const p = needs.practitioners.find((q) => q.id === id);
      if (!p) return refuse("practitioners", assignmentMessages.notQualified(await nameOf(tx.db, id)));
      const state = practitionerState(p, span, sessions);
      if (state !== "free") return refuse("practitioners", stateMessages[state](p.name));
    }
    let roomId: number | null = null;
    if (typeof ask.room === "number") {
      // The room asked for: it must host the service and have space then.
      const room = needs.rooms.find((r) => r.id === ask.room);
      if (!room) return refuse("room", assignmentMessages.roomNotForService(await roomName(tx.db, ask.room)));
      if (!roomHasSpace(room, span, sessions)) return refuse("room", assignmentMessages.roomFull(room.name));
      roomId = room.id;
    } else if (needs.needsRoom) {
      // None asked: the one it has if it still hosts the service and has space, else the freest.
      const kept = needs.rooms.find((r) => r.id === found.roomId);
      const room =
        kept && roomHasSpace(kept, span, sessions) ? kept : freestRoom(needs.rooms, span, sessions);
      if (!room) return refuse("room", bookingMessages.noRoom);
      roomId = room.id;
    } else if (ask.room === null) roomId = null;
    await tx.db.updateTable("bookings").set({ roomId }).where("id", "in", group).execute();
    // The desk's pick is not the client's: a client's choice stands only if still among them.
    await tx.db
      .updateTable("bookings")
      .set({ chosenPractitionerId: null })
      .where("id", "in", group)
      .where("chosenPractitionerId", "not in", ids)
      .execute();
    await tx.db.deleteFrom("bookingPractitioners").where("bookingId", "in", group).execute();
    await tx.db
      .insertInto("bookingPractitioners")
      .values(group.flatMap((bookingId) => ids.map((practitionerId) => ({ bookingId, practitionerId }))))
      .execute();
    const assignment = await assignmentOf(tx.db, found.id);
    const who = assignment.practitioners.map((p) => p.name).join(" et ");
    await writeAudit(tx, {
      staffId: staff.id,
      action: "booking.reassigned",
      bookingId: found.id,
      clientId: found.userId,
      summary: `Réservation n° ${found.id} (${found.serviceName}) confiée à ${who}${assignment.room ? `, ${assignment.room.name}` : ""}.`,
      data: { practitioners: ids, room: roomId, bookings: group },
    });
    return { ok: true, assignment };
  });
}

const nameOf = async (db: Db, id: number) =>
  (await db.selectFrom("practitioners").select("firstName").where("id", "=", id).executeTakeFirst())
    ?.firstName ?? `Praticien n° ${id}`;
const roomName = async (db: Db, id: number) =>
  (await db.selectFrom("rooms").select("name").where("id", "=", id).executeTakeFirst())?.name ??
  `Salle n° ${id}`;
