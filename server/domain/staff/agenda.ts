import type { Agenda, AgendaSlot } from "../../../src/contract/staff/agenda";
import type { Db } from "../../db/tables";
import type { Versioned } from "../../lib/answer-cache";
import { isoDay } from "../schedule";
import { staffBookingsOfDay } from "./booking-view";
import { notesOfClients } from "./client-notes";
import { attendanceMarks, beforeSession, dayTotals } from "./desk-rules";
import { deskVersion } from "./desk-version";

const MINUTE_MS = 60_000;

const DAY_MS = 86_400_000;
/** The day after (or before) an `AAAA-MM-JJ` day. */
export const dayAfter = (day: string, days = 1) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * A day at the desk: every service's slots that day, each with the persons booked over its
 * capacity, its bookings and what the desk may do to them now. Services come in catalogue order; a
 * service taken off the catalogue still shows the slots it has bookings in. With the day's closure,
 * if any, and its totals.
 */
export async function agendaOf(db: Db, date: string, now: Date): Promise<Agenda> {
  const slots = await db
    .selectFrom("slots")
    .innerJoin("services", "services.id", "slots.serviceId")
    .select([
      "slots.id",
      "slots.serviceId",
      "slots.date",
      "slots.startTime",
      "slots.endTime",
      "slots.startsAt",
      "slots.capacity",
      "slots.withdrawn",
      "services.name as serviceName",
      "services.duration",
      "services.isActive",
    ])
    .where("slots.date", "=", date)
    .orderBy("slots.serviceId")
    .orderBy("slots.startsAt")
    .execute();
  const ofDay = await staffBookingsOfDay(db, date, now);
  // The staff's notes on the day's clients, beside each booking: one query for the whole day.
  const notes = await notesOfClients(
    db,
    ofDay.map((b) => b.client.id),
  );
  const bookings = ofDay.map((b) => ({ ...b, client_notes: notes.get(b.client.id) ?? [] }));
  const services = new Map<number, Agenda["services"][number]>();
  for (const slot of slots) {
    const ofSlot = bookings.filter((b) => b.slot_id === slot.id);
    // Nothing to show of a slot nobody booked that is no longer offered (service off, out of the hours).
    if ((!slot.isActive || slot.withdrawn) && ofSlot.length === 0) continue;
    const holding = ofSlot.filter((b) => b.status !== "cancelled");
    const entry: AgendaSlot = {
      slot_id: slot.id,
      start_time: slot.startTime,
      end_time: slot.endTime,
      capacity: slot.capacity,
      persons_booked: holding.reduce((sum, b) => sum + b.number_person, 0),
      is_private: holding.some((b) => b.private_option),
      bookings: ofSlot,
      withdrawn: slot.withdrawn,
      marks: attendanceMarks(slot, now),
      movable: beforeSession(slot, now),
    };
    const service = services.get(slot.serviceId) ?? {
      service_id: slot.serviceId,
      service_name: slot.serviceName,
      duration: slot.duration,
      slots: [],
    };
    service.slots.push(entry);
    services.set(slot.serviceId, service);
  }
  const closure = await db
    .selectFrom("scheduleClosures")
    .select(["label", "fromDate", "toDate"])
    .where("fromDate", "<=", date)
    .where("toDate", ">=", date)
    .orderBy("fromDate")
    .orderBy("id")
    .executeTakeFirst();
  const today = isoDay(now);
  return {
    date,
    previous_date: dayAfter(date, -1),
    next_date: dayAfter(date, 1),
    today,
    generated_at: now.toISOString(),
    closure: closure ? { label: closure.label, from_date: closure.fromDate, to_date: closure.toDate } : null,
    totals: dayTotals(bookings),
    services: [...services.values()],
  };
}

/**
 * A day's agenda, the version it was read at, and until when it holds with no write: the minute it
 * says it was read in (the desk shows « Mis à jour à HH:MM »), and the first unpaid hold of the day
 * to run out (its booking then leaves the day).
 */
export async function versionedAgenda(db: Db, date: string, now: Date): Promise<Versioned<Agenda>> {
  const version = await deskVersion(db);
  const value = await agendaOf(db, date, now);
  const nextMinute = (Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
  const lapse = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select((eb) => eb.fn.min("bookings.holdUntil").as("first"))
    .where("slots.date", "=", date)
    .where("bookings.confirmedAt", "is", null)
    .where("bookings.cancelledAt", "is", null)
    .where("bookings.holdUntil", ">", now)
    .executeTakeFirst();
  // An aggregate comes back as the database gives it (a number, or PostgreSQL's bigint as text).
  const raw: unknown = lapse?.first;
  const first = raw == null ? Number.POSITIVE_INFINITY : raw instanceof Date ? raw.getTime() : Number(raw);
  return { value, version, validUntil: Math.min(nextMinute, first) };
}
