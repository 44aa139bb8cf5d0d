import { peopleMessages, type Room, type RoomRequestData } from "../../../src/contract/staff/people";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { writeAudit } from "../staff/audit";
import { changedFigures, notFound } from "../staff/catalogue-changes";
import type { StaffMember } from "../staff/roles";
import { assignUnassigned } from "./assign-existing";
import { unknownServices } from "./people-checks";

/**
 * The centre's rooms (cabins, studios, the hammam), kept by admins: how many sessions each holds at
 * once and the services it hosts. Never deleted: a room out of use is made inactive, so the
 * bookings that took place there keep its name.
 */

const m = peopleMessages;
export type RoomDone = { ok: true; detail: string; room: Room };

/** Every room (or one, by `id`), active first then by name. */
export async function readRooms(db: Db, id?: number): Promise<Room[]> {
  let query = db.selectFrom("rooms").selectAll().orderBy("isActive", "desc").orderBy("name").orderBy("id");
  if (id !== undefined) query = query.where("id", "=", id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const hosted = await db
    .selectFrom("serviceRooms")
    .select(["roomId", "serviceId"])
    .where(
      "roomId",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("serviceId")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    capacity: r.capacity,
    is_active: Boolean(r.isActive),
    services: hosted.filter((h) => h.roomId === r.id).map((h) => h.serviceId),
  }));
}

async function setServices(tx: AppDeps, id: number, services: readonly number[]) {
  const before = await tx.db
    .selectFrom("serviceRooms")
    .select("serviceId")
    .where("roomId", "=", id)
    .execute();
  const had = new Set(before.map((r) => r.serviceId));
  await tx.db.deleteFrom("serviceRooms").where("roomId", "=", id).execute();
  if (services.length)
    await tx.db
      .insertInto("serviceRooms")
      .values(services.map((serviceId) => ({ roomId: id, serviceId })))
      .execute();
  // Sessions of a service newly mapped, booked before it had anyone (or any room), get theirs now;
  // a save that maps nothing new changes no booking.
  await assignUnassigned(
    tx.db,
    tx.clock.now(),
    services.filter((s) => !had.has(s)),
  );
}

const columns = (input: RoomRequestData) => ({
  name: input.name,
  capacity: input.capacity,
  isActive: input.is_active,
});

const figures = (r: Room) => ({
  name: r.name,
  capacity: r.capacity,
  is_active: r.is_active,
  services: r.services.join(","),
});

async function readOne(db: Db, id: number) {
  const [room] = await readRooms(db, id);
  if (!room) throw new Error("room written then not read");
  return room;
}

export function createRoom(
  deps: AppDeps,
  staff: StaffMember,
  input: RoomRequestData,
): Promise<Refusal | RoomDone> {
  return immediate(deps, async (tx): Promise<Refusal | RoomDone> => {
    const refused = await unknownServices(tx.db, input.services);
    if (refused) return refused;
    const { id } = await tx.db
      .insertInto("rooms")
      .values(columns(input))
      .returning("id")
      .executeTakeFirstOrThrow();
    await setServices(tx, id, input.services);
    const room = await readOne(tx.db, id);
    await writeAudit(tx, {
      staffId: staff.id,
      action: "room.created",
      summary: `Salle « ${room.name} » ajoutée (${room.capacity} séance(s) à la fois, ${room.services.length} service(s)).`,
      data: { room_id: id, ...figures(room) },
    });
    return { ok: true, detail: m.roomCreated(room.name), room };
  });
}

export function updateRoom(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  input: RoomRequestData,
): Promise<Refusal | RoomDone> {
  return immediate(deps, async (tx): Promise<Refusal | RoomDone> => {
    const [before] = await readRooms(tx.db, id);
    if (!before) return notFound(m.roomNotFound);
    const refused = await unknownServices(tx.db, input.services);
    if (refused) return refused;
    await tx.db.updateTable("rooms").set(columns(input)).where("id", "=", id).execute();
    await setServices(tx, id, input.services);
    const after = await readOne(tx.db, id);
    const changed = changedFigures(figures(before), figures(after));
    await writeAudit(tx, {
      staffId: staff.id,
      action: "room.updated",
      summary: changed.changed.length
        ? `Salle « ${after.name} » modifiée : ${changed.changed.join(", ")}.`
        : `Salle « ${after.name} » enregistrée (rien de changé).`,
      data: { room_id: id, before: changed.before, after: changed.after },
    });
    return { ok: true, detail: m.roomSaved, room: after };
  });
}
