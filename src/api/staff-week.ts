import { staffBookingSchema } from "../contract/staff/agenda";
import { type AssignRequest, assignResponseSchema } from "../contract/staff/assignment";
import { staffPaths } from "../contract/staff/common";
import { type WeekQuery, weekSchema } from "../contract/staff/week";
import { api } from "./instance";

/** The week to plan; filters at 0 are left out of the address. */
export const fetchWeek = (query: WeekQuery & { from: string }, signal?: AbortSignal) =>
  api.request(weekSchema, staffPaths.week, {
    searchParams: {
      from: query.from,
      by: query.by,
      practitioner: query.practitioner || undefined,
      room: query.room || undefined,
      service: query.service || undefined,
    },
    signal,
  });

/** One booking as the desk reads it (a block of the week opened). */
export const fetchStaffBooking = (bookingId: number, signal?: AbortSignal) =>
  api.request(staffBookingSchema, staffPaths.booking(bookingId), { signal });

/** Another practitioner (and room) for a booking; written once per key. */
export const assignBooking = (bookingId: number, body: AssignRequest, idempotencyKey: string) =>
  api.request(assignResponseSchema, staffPaths.assign(bookingId), {
    method: "post",
    json: body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
