import { describe, expect, it } from "vitest";
import type { Slot } from "../../../../src/contract/booking";
import {
  fetchRange,
  firstWindow,
  slotFits,
  windowView,
} from "../../../../src/features/reservation/slot-window";

const slot = (date: string, over: Partial<Slot> = {}): Slot => ({
  id: 1,
  service: 1,
  date,
  start_time: "10:00:00",
  end_time: "11:00:00",
  pct_discount: 0,
  can_have_private_option: true,
  capacity: 4,
  remaining_capacity: 4,
  available: true,
  ...over,
});

describe("the 5-day date window", () => {
  it("asks the server for the window and both neighbours, never before today", () => {
    expect(fetchRange("2026-03-10", "2026-03-01")).toEqual(["2026-03-05", "2026-03-19"]);
    expect(fetchRange("2026-03-02", "2026-03-01")).toEqual(["2026-03-01", "2026-03-11"]);
  });

  it("turns previous and next off when the neighbouring window has no slot", () => {
    const today = "2026-03-01";
    const byDate = { "2026-03-12": [slot("2026-03-12")], "2026-03-16": [slot("2026-03-16")] };
    const view = windowView(byDate, "2026-03-11", today);
    expect(view.days).toEqual(["2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"]);
    expect(view).toMatchObject({ empty: false, hasPrevious: false, hasNext: true });
    expect(windowView(byDate, "2026-03-16", today)).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(windowView({}, "2026-03-16", today)).toMatchObject({
      empty: true,
      hasPrevious: false,
      hasNext: false,
    });
  });

  it("never goes back before today, whatever the slots", () => {
    const byDate = { "2026-02-27": [slot("2026-02-27")] };
    expect(windowView(byDate, "2026-03-01", "2026-03-01").hasPrevious).toBe(false);
  });

  it("opens on the chosen date, else today", () => {
    expect(firstWindow("2026-03-20", "2026-03-01")).toBe("2026-03-20");
    expect(firstWindow("2026-02-20", "2026-03-01")).toBe("2026-03-01");
    expect(firstWindow(null, "2026-03-01")).toBe("2026-03-01");
  });

  it("offers a slot only when it is available and has room for the persons", () => {
    expect(slotFits(slot("2026-03-02", { remaining_capacity: 2 }), 2)).toBe(true);
    expect(slotFits(slot("2026-03-02", { remaining_capacity: 2 }), 3)).toBe(false);
    expect(slotFits(slot("2026-03-02", { available: false }), 1)).toBe(false);
  });

  it("offers a slot for the private option only when it can still take it", () => {
    const shared = slot("2026-03-02", { can_have_private_option: false });
    expect(slotFits(shared, 1)).toBe(true);
    expect(slotFits(shared, 1, true)).toBe(false);
    expect(slotFits(slot("2026-03-02"), 1, true)).toBe(true);
  });
});
