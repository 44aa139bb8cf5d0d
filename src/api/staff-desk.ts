import { staffPaths } from "../contract/staff/common";
import {
  type DeskBookingRequest,
  deskBookingResponseSchema,
  deskSlotsSchema,
} from "../contract/staff/desk-booking";
import { api } from "./instance";

/** The desk's own bookings, for a client who calls or walks in (`contract/staff/desk-booking.ts`). */

/** A day's slots of a service the desk may still book: the clients' lead time does not hide them. */
export const fetchDeskSlots = (
  serviceId: number,
  date: string,
  practitioner?: number,
  signal?: AbortSignal,
) =>
  api.request(deskSlotsSchema, staffPaths.deskSlots, {
    searchParams: { service_id: serviceId, date, practitioner },
    signal,
  });

/** Sent again after a lost answer with the same key, it books once and answers as the first time. */
export const bookAtDesk = (body: DeskBookingRequest, idempotencyKey: string) =>
  api.request(deskBookingResponseSchema, staffPaths.deskBooking, {
    method: "post",
    json: body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
