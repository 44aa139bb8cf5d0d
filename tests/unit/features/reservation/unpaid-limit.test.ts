import { describe, expect, it } from "vitest";
import { bookingMessages } from "../../../../src/contract/booking";
import { isUnpaidLimit } from "../../../../src/features/reservation/use-book";

describe("the unpaid bookings' cap, whatever the centre set", () => {
  it("is recognised at one and at several, and not mistaken for another refusal", () => {
    expect(isUnpaidLimit(bookingMessages.tooManyUnpaid(1))).toBe(true);
    expect(isUnpaidLimit(bookingMessages.tooManyUnpaid(3))).toBe(true);
    expect(isUnpaidLimit(bookingMessages.tooManyUnpaid(12))).toBe(true);
    expect(isUnpaidLimit(bookingMessages.tooLate(5))).toBe(false);
  });
});
