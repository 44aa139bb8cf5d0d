import { describe, expect, it } from "vitest";
import { canonicalPhone, displayPhone, phoneSearchDigits } from "../../../src/lib/phone";

describe("canonicalPhone", () => {
  it.each([
    ["771234567", "+221771234567"],
    ["77 123 45 67", "+221771234567"],
    ["77.123.45.67", "+221771234567"],
    ["77-123-45-67", "+221771234567"],
    ["(77) 123 45 67", "+221771234567"],
    ["  70 000 00 00 ", "+221700000000"],
    ["33 820 12 34", "+221338201234"],
    ["30 100 20 30", "+221301002030"],
    ["221771234567", "+221771234567"],
    ["221 77 123 45 67", "+221771234567"],
    ["00221771234567", "+221771234567"],
    ["00 221 77 123 45 67", "+221771234567"],
    ["+221771234567", "+221771234567"],
    ["+221 77 123 45 67", "+221771234567"],
    ["+221 (0)77 123 45 67", "+221771234567"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+33 (0)6 12 34 56 78", "+33612345678"],
    ["0033612345678", "+33612345678"],
    ["+1 (555) 123-4567", "+15551234567"],
    ["+22507123456", "+22507123456"],
    ["+12345678", "+12345678"],
    ["+123456789012345", "+123456789012345"],
  ])("%s → %s", (typed, canonical) => {
    expect(canonicalPhone(typed)).toBe(canonical);
  });

  it.each([
    [""],
    ["   "],
    ["77 123 45 6"], // 8 digits
    ["77 123 45 678"], // 10 digits
    ["0771234567"], // Senegal has no leading 0
    ["571234567"], // neither a mobile nor a fixed line
    ["221 57 123 45 67"],
    ["+221 77 123 45 6"], // a Senegalese number must be 9 digits
    ["+221 57 123 45 67"],
    ["+1234567"], // 7 digits: too few
    ["+1234567890123456"], // 16 digits: too many
    ["+0 612 345 678"], // no country code starts with 0
    ["+33 6 12 34 56 7a"],
    ["77 123 45 67 poste 2"],
    ["+"],
    ["00"],
    ["++221771234567"],
    ["33612345678"], // another country without + or 00
  ])("%s is not a number", (typed) => {
    expect(canonicalPhone(typed)).toBeNull();
  });

  it("gives the same form whatever it is given (idempotent)", () => {
    for (const typed of ["77 123 45 67", "+33 6 12 34 56 78", "00221 33 820 12 34"]) {
      const once = canonicalPhone(typed);
      expect(once && canonicalPhone(once)).toBe(once);
    }
  });
});

describe("phoneSearchDigits", () => {
  it("gives a Senegalese number's national digits however it is typed", () => {
    for (const typed of ["77 123 45 67", "+221 77 123 45 67", "00221771234567", "221-77-123-45-67"])
      expect(phoneSearchDigits(typed)).toBe("771234567");
  });
  it("gives another country's number in full, and a part's own digits", () => {
    expect(phoneSearchDigits("+33 6 12 34 56 78")).toBe("33612345678");
    expect(phoneSearchDigits("77 123")).toBe("77123");
    expect(phoneSearchDigits("00221 77")).toBe("22177");
    expect(phoneSearchDigits("000 11")).toBe("00011");
    expect(phoneSearchDigits("Diop")).toBe("");
  });
});

describe("displayPhone", () => {
  it("groups a Senegalese number as people read it, leaves others as stored", () => {
    expect(displayPhone("+221771234567")).toBe("+221 77 123 45 67");
    expect(displayPhone("+221338201234")).toBe("+221 33 820 12 34");
    expect(displayPhone("+33612345678")).toBe("+33612345678");
    // Kept as typed by an older release: shown as typed.
    expect(displayPhone("77-12-34")).toBe("77-12-34");
    // What it shows reads back to the same number.
    expect(canonicalPhone(displayPhone("+221771234567"))).toBe("+221771234567");
  });
});
