import { describe, expect, it } from "vitest";
import { dakarDate, dakarDateTime, sessionDay } from "../../../src/lib/history-dates";
import { formatLongDate } from "../../../src/lib/long-date";
import { longDay } from "../../../src/lib/slot-dates";

describe("a day written in words", () => {
  it("writes the first day of a month '1er', wherever a day is in words", () => {
    expect(longDay("2026-12-01")).toBe("mardi 1er décembre 2026");
    expect(sessionDay("2026-12-01")).toBe("mardi 1er décembre 2026");
    expect(formatLongDate("2026-12-01T12:00:00Z")).toBe("1er décembre 2026");
    expect(dakarDate("2026-12-01T12:00:00Z")).toBe("1er décembre 2026");
    expect(dakarDateTime("2026-12-01T07:00:00Z")).toBe("1er décembre 2026 à 07h00");
  });

  it("leaves every other day its number, 10, 11 and 21 included", () => {
    expect(longDay("2026-12-02")).toBe("mercredi 2 décembre 2026");
    expect(longDay("2026-12-10")).toBe("jeudi 10 décembre 2026");
    expect(longDay("2026-12-11")).toBe("vendredi 11 décembre 2026");
    expect(longDay("2026-12-21")).toBe("lundi 21 décembre 2026");
    expect(dakarDate("2026-03-31T12:00:00Z")).toBe("31 mars 2026");
  });
});
