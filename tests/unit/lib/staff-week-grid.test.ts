import { describe, expect, it } from "vitest";
import type { WeekBlock } from "../../../src/contract/staff/week";
import { inColumn, isWorking, mondayOf, offSpans, placeBlocks } from "../../../src/lib/staff-week-grid";

const block = (key: string, start: string, end: string, more: Partial<WeekBlock> = {}): WeekBlock => ({
  key,
  kind: "booking",
  staffing: "booking",
  booking_id: 1,
  booking_ids: [1],
  slot_id: 1,
  service_id: 1,
  service_name: "Massage",
  date: "2026-03-02",
  start_time: start,
  end_time: end,
  client: { id: 1, name: "Awa" },
  persons: 1,
  clients: 1,
  capacity: 1,
  state: "upcoming",
  payment_status: "pending",
  payment_method: null,
  venue_method: null,
  paid: 0,
  practitioner_ids: [],
  room_id: null,
  ...more,
});

describe("the week's grid", () => {
  it("places a block by its time within the day shown", () => {
    // 9:00–19:00 shown (600 minutes): 10:00–11:00 starts a tenth down and is a tenth tall.
    const [p] = placeBlocks([block("a", "10:00:00", "11:00:00")], 540, 1140);
    expect(p).toMatchObject({ lane: 0, lanes: 1 });
    expect(p?.top).toBeCloseTo(10);
    expect(p?.height).toBeCloseTo(10);
  });

  it("puts overlapping sessions side by side, and the next free one back in the first lane", () => {
    const placed = placeBlocks(
      [
        block("b", "10:30:00", "11:30:00"),
        block("a", "10:00:00", "11:00:00"),
        block("c", "11:00:00", "12:00:00"),
        block("d", "13:00:00", "14:00:00"),
      ],
      540,
      1140,
    );
    const at = Object.fromEntries(placed.map((p) => [p.block.key, [p.lane, p.lanes]]));
    expect(at).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it("greys the hours off and the absences, and knows a free minute", () => {
    expect(offSpans([[600, 780]], [], 540, 1140)).toEqual([
      [0, 10],
      [40, 60],
    ]);
    expect(offSpans([[540, 1140]], [{ from: 0, to: 1440 }], 540, 1140)).toEqual([[0, 100]]);
    expect(isWorking([[600, 780]], [], 600)).toBe(true);
    expect(isWorking([[600, 780]], [{ from: 600, to: 660 }], 630)).toBe(false);
    expect(isWorking([[600, 780]], [], 780)).toBe(false);
  });

  it("finds the Monday of a week and a block's column", () => {
    expect(mondayOf("2026-03-08")).toBe("2026-03-02");
    expect(mondayOf("2026-03-02")).toBe("2026-03-02");
    const duo = block("x", "10:00:00", "11:00:00", { practitioner_ids: [3, 4], room_id: 2 });
    expect(inColumn(duo, { id: 4 }, "practitioner")).toBe(true);
    expect(inColumn(duo, { id: null }, "practitioner")).toBe(false);
    expect(inColumn(block("y", "10:00:00", "11:00:00"), { id: null }, "practitioner")).toBe(true);
    expect(inColumn(duo, { id: 2 }, "room")).toBe(true);
  });
});
