import {
  availabilitySchema,
  bookingHistoryPageSchema,
  type CreateBookingRequest,
  cancelBookingResponseSchema,
  createBookingResponseSchema,
  moveBookingResponseSchema,
  slotSchema,
  slotsByDateSchema,
} from "../contract/booking";
import { api } from "./instance";

/**
 * Slots of a service from `from` to `to` (inclusive, YYYY-MM-DD), by date; with `practitioner`,
 * the ones that practitioner can take.
 */
export const fetchSlotsByDates = (
  serviceId: number,
  from: string,
  to: string,
  practitioner?: number,
  signal?: AbortSignal,
) =>
  api.request(slotsByDateSchema, "booking/slots/get_slots_by_dates/", {
    method: "post",
    json: { service_id: serviceId, dates: [from, to], ...(practitioner ? { practitioner } : {}) },
    signal,
  });

export const fetchSlot = (slotId: number, signal?: AbortSignal) =>
  api.request(slotSchema, `booking/slots/${slotId}/`, { signal });

export const checkAvailability = (slotId: number, persons: number, privateOption: boolean) =>
  api.request(availabilitySchema, `booking/slots/${slotId}/check-availability/`, {
    searchParams: { persons, private_option: privateOption },
  });

/** One `idempotencyKey` per attempt: a retry after a lost answer books once. */
export const createBooking = (payload: CreateBookingRequest, idempotencyKey: string) =>
  api.request(createBookingResponseSchema, "booking/booking/create/", {
    method: "post",
    json: payload,
    headers: { "Idempotency-Key": idempotencyKey },
  });

export const fetchValidatedBookings = (page = 1, signal?: AbortSignal) =>
  api.request(bookingHistoryPageSchema, "booking/booking/validated", {
    searchParams: { page, page_size: 100 },
    signal,
  });

/** `announcedCredits`: the late-cancel fee the member was shown (0 when none): another is refused. */
export const cancelBooking = (bookingId: number, announcedCredits = 0) =>
  api.request(cancelBookingResponseSchema, `booking/booking/${bookingId}/cancel/`, {
    method: "post",
    json: { announced_credits: announcedCredits },
  });

/** Another slot of the same service; one `idempotencyKey` per attempt, so a retry moves once. */
export const moveBooking = (bookingId: number, slot: number, idempotencyKey: string) =>
  api.request(moveBookingResponseSchema, `booking/booking/${bookingId}/reschedule/`, {
    method: "post",
    json: { slot },
    headers: { "Idempotency-Key": idempotencyKey },
  });
