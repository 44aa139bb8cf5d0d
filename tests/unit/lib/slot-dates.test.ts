import { describe, expect, it } from "vitest";
import {
  addDays,
  dateWindow,
  dayParts,
  laterDay,
  longDay,
  shiftWindow,
  slotTime,
  todayInDakar,
} from "../../../src/lib/slot-dates";

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

  it("names today as it is in Dakar, whatever the phone's zone", () => {
    expect(todayInDakar(new Date("2026-03-01T23:30:00Z"))).toBe("2026-03-01");
    expect(todayInDakar(new Date("2026-03-02T00:10:00+01:00"))).toBe("2026-03-01");
  });

  it("writes days in French, the same in every zone", () => {
    expect(dayParts("2026-03-04")).toEqual({ weekday: "mer.", day: "4", month: "mars" });
    expect(longDay("2026-03-04")).toBe("mercredi 4 mars 2026");
    expect(longDay("pas une date")).toBe("pas une date");
  });

  it("keeps the later of two days", () => {
    expect(laterDay("2026-03-01", "2026-02-28")).toBe("2026-03-01");
    expect(laterDay("2026-02-28", "2026-03-01")).toBe("2026-03-01");
  });
});
