import { describe, expect, it } from "vitest";
import type { BookingHistoryItem } from "../../../src/contract/booking";
import { nextBooking, orderBookings } from "../../../src/lib/booking-order";
import { historyBooking } from "../support/history-items";

const at = (booking_id: number, day: string, start: string, state: BookingHistoryItem["booking_state"]) =>
  historyBooking({ booking_id, reserved_for: day, start_time: start, booking_state: state });

// As the server sends them: the latest slot first.
const list = [
  at(1, "2026-04-20", "10:00:00", "upcoming"),
  at(2, "2026-04-12", "09:00:00", "cancelled"),
  at(3, "2026-04-10", "15:00:00", "upcoming"),
  at(4, "2026-04-10", "09:00:00", "upcoming"),
  at(5, "2026-04-08", "11:00:00", "ongoing"),
  at(6, "2026-04-07", "10:00:00", "past"),
  at(7, "2026-03-01", "10:00:00", "past"),
  at(8, "2026-04-07", "10:00:00", "past"),
];

describe("the order of Mes réservations", () => {
  it("puts the sessions ahead first, soonest first, then the others, most recent first", () => {
    expect(orderBookings(list).map((b) => b.booking_id)).toEqual([5, 4, 3, 1, 2, 8, 6, 7]);
  });
  it("leaves the list it was given as it was", () => {
    const copy = [...list];
    orderBookings(list);
    expect(list).toEqual(copy);
  });
});

describe("the next session", () => {
  it("is the soonest upcoming one, never one under way or cancelled", () => {
    expect(nextBooking(list, new Date("2026-04-08T11:30:00Z"))?.booking_id).toBe(4);
  });
  it("reads a saved copy at the time it is shown: a session begun since is no longer next", () => {
    expect(nextBooking(list, new Date("2026-04-10T09:30:00Z"))?.booking_id).toBe(3);
    expect(nextBooking(list, new Date("2026-05-01T00:00:00Z"))).toBeNull();
    expect(nextBooking([], new Date("2026-04-01T00:00:00Z"))).toBeNull();
  });
});
