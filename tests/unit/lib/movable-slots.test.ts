import { describe, expect, it } from "vitest";
import type { Slot } from "../../../src/contract/booking";
import { movableSlots } from "../../../src/lib/movable-slots";
import { historyBooking } from "../support/history-items";

const slot = (id: number, date: string, start: string, over: Partial<Slot> = {}): Slot => ({
  id,
  service: 1,
  date,
  start_time: start,
  end_time: start,
  pct_discount: 0,
  can_have_private_option: true,
  capacity: 2,
  remaining_capacity: 2,
  available: true,
  ...over,
});

// The booking: 10 March 2026 at 10:00, one person; now is 9 March at 08:00 (Dakar keeps UTC).
const now = new Date("2026-03-09T08:00:00Z");
const ids = (list: Slot[]) => list.map((s) => s.id);

describe("the slots a booking can move to", () => {
  it("leaves out its own slot and those starting less than 3 h from now", () => {
    const list = [
      slot(1, "2026-03-09", "10:59:00"),
      slot(2, "2026-03-09", "11:00:00"),
      slot(3, "2026-03-10", "10:00:00"),
      slot(4, "2026-03-10", "11:00:00"),
    ];
    expect(ids(movableSlots(list, historyBooking(), now))).toEqual([2, 4]);
  });
  it("keeps only the slots with places for all its persons", () => {
    const list = [
      slot(1, "2026-03-11", "09:00:00", { remaining_capacity: 1 }),
      slot(2, "2026-03-11", "10:00:00"),
    ];
    expect(ids(movableSlots(list, historyBooking({ number_person: 2 }), now))).toEqual([2]);
    expect(
      ids(movableSlots([slot(3, "2026-03-11", "11:00:00", { available: false })], historyBooking(), now)),
    ).toEqual([]);
  });
  it("moves a private session only to a slot that can still be private (an empty one)", () => {
    const list = [
      slot(1, "2026-03-11", "09:00:00", { can_have_private_option: false, remaining_capacity: 1 }),
      slot(2, "2026-03-11", "10:00:00"),
    ];
    expect(ids(movableSlots(list, historyBooking({ private_option: true }), now))).toEqual([2]);
  });
});
