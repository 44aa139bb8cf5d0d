import { describe, expect, it } from "vitest";
import { bookingPrice } from "../../../src/lib/price";

const massage = {
  price: 25_000,
  credit_price: 25,
  private_option_price: 3_000,
  private_option_credit_price: 3,
};

describe("bookingPrice", () => {
  it.each([
    // persons, private, discount %, XOF, credits
    [1, false, 0, 25_000, 25],
    [3, false, 0, 75_000, 75],
    [1, true, 0, 28_000, 28],
    [2, true, 0, 53_000, 53],
    [1, false, 10, 22_500, 23], // 22.5 credits round up
    [1, true, 15, 23_800, 24], // (25 000 + 3 000) × 0.85; 28 × 0.85 = 23.8
    [3, false, 33, 50_250, 50], // 75 × 0.67 = 50.25
    [2, false, 50, 25_000, 25],
    [1, false, 100, 0, 0],
  ])(
    "%i person(s), private %s, −%i %%: %i XOF, %i crédits",
    (persons, privateOption, discount, xof, credits) => {
      expect(bookingPrice(massage, discount, persons, privateOption)).toEqual({
        price: xof,
        credit_price: credits,
      });
    },
  );

  it("rounds halves up, as the server always did", () => {
    const odd = { price: 5, credit_price: 1, private_option_price: 0, private_option_credit_price: 0 };
    expect(bookingPrice(odd, 10, 1, false)).toEqual({ price: 5, credit_price: 1 }); // 4.5 → 5, 0.9 → 1
    expect(bookingPrice(odd, 50, 1, false)).toEqual({ price: 3, credit_price: 1 }); // 2.5 → 3, 0.5 → 1
  });
});
