import * as v from "valibot";
import { methodCodeSchema } from "../../../src/contract/payments";
import type { BlockState, WeekBlock } from "../../../src/contract/staff/week";
import type { Db } from "../../db/tables";
import { holdsPlaces } from "../capacity";

const at = (date: string, time: string) => Date.parse(`${date}T${time}Z`);

/**
 * A session's state word, as the week shows it: a hold waiting for its payment, the arrival once
 * marked, else where the clock stands against the session.
 */
export function blockState(
  b: { held: boolean; attendance: "present" | "absent" | null },
  slot: { date: string; startTime: string; endTime: string },
  now: number,
): BlockState {
  if (b.held) return "held";
  if (b.attendance) return b.attendance;
  if (now < at(slot.date, slot.startTime)) return "upcoming";
  return now < at(slot.date, slot.endTime) ? "ongoing" : "done";
}

/**
 * The live bookings of the days `from`…`to` (not cancelled, confirmed or holding their places) as
 * blocks, by start then booking: a class's bookings (`session` staffing) once per slot with their
 * count. Two queries whatever the week holds: the bookings, then their practitioners.
 */
export async function weekBlocks(db: Db, from: string, to: string, now: Date): Promise<WeekBlock[]> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .innerJoin("services", "services.id", "bookings.serviceId")
    .innerJoin("users as client", "client.id", "bookings.userId")
    .leftJoin("venuePayments", "venuePayments.bookingId", "bookings.id")
    .select([
      "bookings.id",
      "bookings.slotId",
      "bookings.serviceId",
      "bookings.userId",
      "bookings.numberPerson",
      "bookings.confirmedAt",
      "bookings.attendance",
      "bookings.paymentStatus",
      "bookings.paymentMethod",
      "bookings.roomId",
      "slots.date",
      "slots.startTime",
      "slots.endTime",
      "slots.capacity",
      "services.name as serviceName",
      "services.staffing",
      "client.firstName",
      "client.lastName",
      "client.email",
      "venuePayments.method as venueMethod",
    ])
    .where("slots.date", ">=", from)
    .where("slots.date", "<=", to)
    .where((eb) => holdsPlaces(eb, now))
    .orderBy("slots.startsAt")
    .orderBy("bookings.id")
    .execute();
  const people = await db
    .selectFrom("bookingPractitioners")
    .innerJoin("bookings", "bookings.id", "bookingPractitioners.bookingId")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select(["bookingPractitioners.bookingId", "bookingPractitioners.practitionerId"])
    .where("slots.date", ">=", from)
    .where("slots.date", "<=", to)
    .where((eb) => holdsPlaces(eb, now))
    .orderBy("bookingPractitioners.practitionerId")
    .execute();
  const whoOf = new Map<number, number[]>();
  for (const p of people) whoOf.set(p.bookingId, [...(whoOf.get(p.bookingId) ?? []), p.practitionerId]);

  const blocks: WeekBlock[] = [];
  const classes = new Map<number, WeekBlock>();
  const time = now.getTime();
  for (const r of rows) {
    const paid = r.paymentStatus === "paid" ? 1 : 0;
    const practitioners = whoOf.get(r.id) ?? [];
    const open = classes.get(r.slotId);
    if (open) {
      open.persons += r.numberPerson;
      open.clients += 1;
      open.booking_ids.push(r.id);
      open.paid += paid;
      for (const id of practitioners) if (!open.practitioner_ids.includes(id)) open.practitioner_ids.push(id);
      open.room_id ??= r.roomId;
      if (open.payment_status === "paid" && !paid) open.payment_status = "pending";
      continue;
    }
    const isClass = r.staffing === "session";
    const slot = { date: r.date, startTime: r.startTime, endTime: r.endTime };
    const block: WeekBlock = {
      key: isClass ? `s${r.slotId}` : `b${r.id}`,
      kind: isClass ? "class" : "booking",
      staffing: r.staffing,
      booking_id: r.id,
      booking_ids: [r.id],
      slot_id: r.slotId,
      service_id: r.serviceId,
      service_name: r.serviceName,
      date: r.date,
      start_time: r.startTime,
      end_time: r.endTime,
      client: isClass
        ? null
        : { id: r.userId, name: `${r.firstName} ${r.lastName}`.trim() || (r.email ?? "—") },
      persons: r.numberPerson,
      clients: 1,
      capacity: r.capacity,
      // A class is under way or over by the clock: one client's arrival is not the session's.
      state: blockState(
        { held: !isClass && !r.confirmedAt, attendance: isClass ? null : r.attendance },
        slot,
        time,
      ),
      payment_status: r.paymentStatus,
      payment_method: v.is(methodCodeSchema, r.paymentMethod) ? r.paymentMethod : null,
      venue_method: r.venueMethod ?? null,
      paid,
      practitioner_ids: [...practitioners],
      room_id: r.roomId,
    };
    if (isClass) classes.set(r.slotId, block);
    blocks.push(block);
  }
  return blocks;
}
