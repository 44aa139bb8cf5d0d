import { describe, expect, it } from "vitest";
import { DRAWN_WIDTH, MOBILE_QUERY, matchesDrawnScreen } from "../../../src/ui/use-media-query";

// Public pages are drawn at build time for a phone, and the app first answers as for that screen.
describe("a media query on the screen pages are drawn for", () => {
  it("holds for a phone's widths", () => {
    expect(DRAWN_WIDTH).toBe(360);
    expect(matchesDrawnScreen(MOBILE_QUERY)).toBe(true);
    expect(matchesDrawnScreen("(max-width: 640px)")).toBe(true);
    expect(matchesDrawnScreen("(min-width: 320px)")).toBe(true);
  });

  it("does not hold for wider screens, nor for what only the phone itself can tell", () => {
    expect(matchesDrawnScreen("(min-width: 1024px)")).toBe(false);
    expect(matchesDrawnScreen("(max-width: 359px)")).toBe(false);
    expect(matchesDrawnScreen("(prefers-reduced-motion: reduce)")).toBe(false);
    expect(matchesDrawnScreen("(pointer: coarse)")).toBe(false);
  });

  it("holds when any query of a list does", () => {
    expect(matchesDrawnScreen("(pointer: coarse), (max-width: 768px)")).toBe(true);
    expect(matchesDrawnScreen("(pointer: coarse), (min-width: 769px)")).toBe(false);
  });
});
