import { describe, expect, it } from "vitest";
import { fittingStep, periodRefusal } from "../../../src/lib/report-period";

describe("a report's period", () => {
  it("waits for a year being typed: 0002, 0020, 0202 are no period's", () => {
    for (const from of ["0002-03-01", "0020-03-01", "0202-03-01"])
      expect(periodRefusal({ from, to: "2026-03-31", by: "day" })?.field).toBe("from");
    expect(periodRefusal({ from: "2026-03-01", to: "2026-03-31", by: "day" })).toBeNull();
  });

  it("refuses over three years, and more bars than a chart holds", () => {
    expect(periodRefusal({ from: "2023-01-01", to: "2026-03-31", by: "year" })?.message).toBe(
      "Période trop longue : trois ans au plus.",
    );
    expect(periodRefusal({ from: "2025-01-01", to: "2026-03-31", by: "day" })?.field).toBe("by");
    // A year, day by day: 365 bars, a chart holds them.
    expect(periodRefusal({ from: "2025-01-01", to: "2025-12-31", by: "day" })).toBeNull();
  });

  it("gives way to the next coarser cut only when the bars overflow", () => {
    expect(fittingStep({ from: "2025-01-01", to: "2026-03-31", by: "day" })).toBe("week");
    expect(fittingStep({ from: "2025-01-01", to: "2025-12-31", by: "day" })).toBe("day");
    expect(fittingStep({ from: "2024-01-01", to: "2026-11-28", by: "month" })).toBe("month");
  });
});
