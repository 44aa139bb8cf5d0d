import { describe, expect, it } from "vitest";
import { placesLeft } from "../../../server/domain/capacity";

const slot = { capacity: 10, allowsPrivate: true };
const privateService = { canHavePrivateOption: true };
const none = { persons: 0, count: 0, privateCount: 0 };

describe("places left in a slot", () => {
  it("is the capacity less the persons booked, the private option only while the slot is empty", () => {
    expect(placesLeft(slot, privateService, none)).toEqual({
      remaining: 10,
      canHavePrivate: true,
      bookingCount: 0,
    });
    expect(placesLeft(slot, privateService, { persons: 9, count: 2, privateCount: 0 })).toEqual({
      remaining: 1,
      canHavePrivate: false,
      bookingCount: 2,
    });
    expect(placesLeft(slot, privateService, { persons: 10, count: 3, privateCount: 0 }).remaining).toBe(0);
  });

  it("is none once a private booking holds the slot, whatever its persons", () => {
    expect(placesLeft(slot, privateService, { persons: 1, count: 1, privateCount: 1 }).remaining).toBe(0);
  });

  it("is never below zero when the capacity was lowered under the persons booked", () => {
    expect(
      placesLeft({ ...slot, capacity: 2 }, privateService, { persons: 5, count: 2, privateCount: 0 })
        .remaining,
    ).toBe(0);
  });

  it("offers no private option where the service or the slot has none", () => {
    expect(placesLeft(slot, { canHavePrivateOption: false }, none).canHavePrivate).toBe(false);
    expect(placesLeft({ ...slot, allowsPrivate: false }, privateService, none).canHavePrivate).toBe(false);
  });
});
