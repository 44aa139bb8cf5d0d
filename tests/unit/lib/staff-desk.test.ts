import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadName, takingsFileName } from "../../../src/lib/download-name";
import { periodRange, shiftPeriod } from "../../../src/lib/takings-period";
import { everyWhileVisible } from "../../../src/lib/visible-interval";

/** A document whose visibility the test sets. */
function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = "visible";
  const show = (state: DocumentVisibilityState) => {
    target.visibilityState = state;
    target.dispatchEvent(new Event("visibilitychange"));
  };
  return { doc: target as unknown as Document, show };
}

describe("the agenda's poll", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks every period while in view, never while hidden, and at once when back in view", () => {
    const { doc, show } = fakeDocument();
    const tick = vi.fn();
    const stop = everyWhileVisible(tick, 30_000, doc);
    vi.advanceTimersByTime(29_999);
    expect(tick).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);

    show("hidden");
    vi.advanceTimersByTime(5 * 60_000);
    expect(tick).toHaveBeenCalledTimes(1);

    show("visible");
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_000);
    expect(tick).toHaveBeenCalledTimes(3);

    stop();
    vi.advanceTimersByTime(5 * 60_000);
    show("hidden");
    show("visible");
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it("a tab opened hidden waits until it is seen", () => {
    const { doc, show } = fakeDocument();
    show("hidden");
    const tick = vi.fn();
    everyWhileVisible(tick, 30_000, doc);
    vi.advanceTimersByTime(120_000);
    expect(tick).not.toHaveBeenCalled();
    show("visible");
    expect(tick).toHaveBeenCalledTimes(1);
  });
});

describe("takings periods", () => {
  it("a week runs Monday to Sunday, a month from its first to its last day", () => {
    // 2026-03-04 is a Wednesday; 2026-03-08 a Sunday; 2026-03-02 a Monday.
    expect(periodRange("week", "2026-03-04")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(periodRange("week", "2026-03-08")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(periodRange("week", "2026-03-02")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    expect(periodRange("month", "2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(periodRange("month", "2028-02-14")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(periodRange("month", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodRange("day", "2026-03-04")).toEqual({ from: "2026-03-04", to: "2026-03-04" });
  });

  it("previous and next move by a day, a week or a month, across years, never skipping a month", () => {
    expect(shiftPeriod("day", "2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftPeriod("week", "2026-03-04", 1)).toBe("2026-03-09");
    expect(shiftPeriod("week", "2026-01-01", -1)).toBe("2025-12-22");
    expect(shiftPeriod("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(shiftPeriod("month", "2026-01-15", -1)).toBe("2025-12-01");
  });
});

describe("the CSV's file name", () => {
  it("is the server's when it gives one (the UTF-8 form first), without folders or odd characters", () => {
    expect(downloadName('attachment; filename="recettes-2026-03-04.csv"', "x.csv")).toBe(
      "recettes-2026-03-04.csv",
    );
    expect(
      downloadName(
        "attachment; filename=\"recettes.csv\"; filename*=UTF-8''recettes-f%C3%A9vrier.csv",
        "x.csv",
      ),
    ).toBe("recettes-février.csv");
    expect(downloadName('attachment; filename="../../etc/pass wd.csv"', "x.csv")).toBe("pass-wd.csv");
    expect(downloadName(null, "recettes-jour-2026-03-04.csv")).toBe("recettes-jour-2026-03-04.csv");
    expect(downloadName("attachment", "fallback.csv")).toBe("fallback.csv");
  });

  it("else says the period and its first day", () => {
    expect(takingsFileName("day", "2026-03-04")).toBe("recettes-jour-2026-03-04.csv");
    expect(takingsFileName("week", "2026-03-02")).toBe("recettes-semaine-2026-03-02.csv");
    expect(takingsFileName("month", "2026-03-01")).toBe("recettes-mois-2026-03-01.csv");
    expect(takingsFileName("day", "2026-03-04", true)).toBe("recettes-jour-2026-03-04-totaux.csv");
  });
});
