import { describe, expect, it } from "vitest";
import { formatCredits, formatNumber, formatXof } from "../../../src/lib/format";
import { displayName, initials, truncateName } from "../../../src/lib/names";
import { pageWindow } from "../../../src/lib/pagination";

describe("French number formats", () => {
  it("groups thousands with a space", () => {
    expect(formatNumber(1234567)).toBe("1\u00a0234\u00a0567");
    expect(formatXof(25000)).toBe("25\u00a0000\u00a0XOF");
    expect(formatCredits(1)).toBe("1\u00a0crédit");
    expect(formatCredits(1500)).toBe("1\u00a0500\u00a0crédits");
  });
});

describe("names in the header", () => {
  it("cuts first names longer than 14 characters to 11 and an ellipsis", () => {
    expect(truncateName("Awa")).toBe("Awa");
    expect(truncateName("Abcdefghijklmn")).toBe("Abcdefghijklmn");
    expect(truncateName("Abcdefghijklmno")).toBe("Abcdefghijk...");
  });

  it("makes initials, with 'UV' as fallback", () => {
    expect(initials("awa", "diop")).toBe("AD");
    expect(initials("", "")).toBe("UV");
    expect(initials(null, undefined)).toBe("UV");
    expect(displayName("", " ")).toBe("Utilisateur");
    expect(displayName("Awa", "Diop")).toBe("Awa Diop");
  });
});

describe("the pagination window", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows up to 5 pages around the current one, then an ellipsis and the last", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12, "gap", 20]);
    expect(pageWindow(17, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
