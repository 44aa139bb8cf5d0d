import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "../../../src/lib/debounce";
import {
  armPromoTimer,
  mayRepeatPromo,
  nextPromoDelay,
  PROMO_FIRST_DELAY_MS,
  PROMO_REPEAT_MS,
} from "../../../src/lib/promo-timer";
import { truncateHtml, visibleLength } from "../../../src/lib/truncate-html";

describe("description truncation", () => {
  it("leaves short descriptions whole", () => {
    expect(truncateHtml("<p>Court</p>", 525)).toEqual({ html: "<p>Court</p>", truncated: false });
  });

  it("cuts after 525 visible characters and keeps the markup valid", () => {
    const html = `<p>${"a".repeat(300)}</p><p><strong>${"b".repeat(300)}</strong></p><ul><li>fin</li></ul>`;
    const { html: cut, truncated } = truncateHtml(html, 525);
    expect(truncated).toBe(true);
    expect(cut).toBe(`<p>${"a".repeat(300)}</p><p><strong>${"b".repeat(225)}…</strong></p>`);
    expect(visibleLength(cut)).toBe(526);
  });

  it("ends on a word when one is close", () => {
    const words = "Lorem ipsum dolor sit amet ".repeat(30);
    const { html } = truncateHtml(`<p>${words}</p>`, 525);
    expect(html).toMatch(/[a-z]…<\/p>$/);
    expect(visibleLength(html)).toBeLessThanOrEqual(526);
    expect(html).not.toMatch(/\s…/);
  });
});

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls once, 300 ms after the last keystroke", () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search("m");
    vi.advanceTimersByTime(200);
    search("ma");
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("ma");
    search("mas");
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("promo modal timer", () => {
  it("shows 1 s after the first visit, then every 60 s from the stored expiry", () => {
    const now = 1_000_000;
    expect(nextPromoDelay(localStorage, now)).toEqual({ delay: PROMO_FIRST_DELAY_MS, firstVisit: true });
    const expiry = armPromoTimer(localStorage, now);
    expect(expiry).toBe(now + PROMO_REPEAT_MS);
    expect(localStorage.getItem("hasVisitedBefore")).toBe("true");
    expect(localStorage.getItem("modalExpireTime")).toBe(String(now + 60_000));
    expect(nextPromoDelay(localStorage, now + 45_000)).toEqual({ delay: 15_000, firstVisit: false });
    // The timer survives a reload: it is read from storage, and never goes negative.
    expect(nextPromoDelay(localStorage, now + 90_000)).toEqual({ delay: 0, firstVisit: false });
  });

  it("restarts the 60 s on activity", () => {
    armPromoTimer(localStorage, 0);
    armPromoTimer(localStorage, 30_000);
    expect(nextPromoDelay(localStorage, 30_000).delay).toBe(60_000);
  });

  it("treats a corrupt stored expiry as a fresh 60 s", () => {
    localStorage.setItem("hasVisitedBefore", "true");
    localStorage.setItem("modalExpireTime", "bientôt");
    expect(nextPromoDelay(localStorage, 5).delay).toBe(60_000);
  });

  it("repeats only when the promo is active and basic services are shown", () => {
    expect(mayRepeatPromo(true, true)).toBe(true);
    expect(mayRepeatPromo(false, true)).toBe(false);
    expect(mayRepeatPromo(true, false)).toBe(false);
  });
});
