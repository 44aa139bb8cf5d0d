import { describe, expect, it } from "vitest";
import { addDays, dateWindow, shiftWindow, slotTime } from "../../../src/lib/slot-dates";

describe("slot dates and times", () => {
  it("shows HH:MM:SS as HHhMM, and leaves anything else as it is", () => {
    expect(slotTime("09:30:00")).toBe("09h30");
    expect(slotTime("18:00")).toBe("18h00");
    expect(slotTime("9:30")).toBe("9:30");
    expect(slotTime("")).toBe("");
  });

  it("lists 5 days from the filter date, across month and year ends", () => {
    expect(dateWindow("2026-12-30")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(dateWindow("2028-02-27")).toEqual([
      "2028-02-27",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
      "2028-03-02",
    ]);
  });

  it("moves the window by 5 days either way", () => {
    expect(shiftWindow("2026-03-02", 1)).toBe("2026-03-07");
    expect(shiftWindow("2026-03-02", -1)).toBe("2026-02-25");
    expect(addDays("2026-03-31", 1)).toBe("2026-04-01");
  });
});
