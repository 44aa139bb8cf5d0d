import { describe, expect, it } from "vitest";
import { cancelDecision } from "../../../src/lib/cancel-rule";
import { penaltyCredits, sessionCredits } from "../../../src/lib/penalty";
import { historyBooking } from "../support/history-items";

describe("what a late cancel or a no-show costs", () => {
  it("follows the policy, never more than the session", () => {
    expect(penaltyCredits({ kind: "refused", credits: 0 }, 8)).toBeNull();
    expect(penaltyCredits({ kind: "free", credits: 5 }, 8)).toBe(0);
    expect(penaltyCredits({ kind: "none", credits: 5 }, 8)).toBe(0);
    expect(penaltyCredits({ kind: "credits", credits: 3 }, 8)).toBe(3);
    expect(penaltyCredits({ kind: "credits", credits: 12 }, 8)).toBe(8);
    expect(penaltyCredits({ kind: "price", credits: 0 }, 8)).toBe(8);
  });

  it("prices a booking paid in money at what its cancel gives back, any other at its credit price", () => {
    const booking = { paymentStatus: "paid", creditPrice: 9, moneyRefundCredits: 8 };
    expect(sessionCredits({ ...booking, paymentMethod: "PAY03" })).toBe(8);
    expect(sessionCredits({ ...booking, paymentMethod: "PAY02" })).toBe(9);
    expect(sessionCredits({ ...booking, paymentStatus: "pending", paymentMethod: "PAY01" })).toBe(9);
  });

  it("lets a member cancel inside the cut-off only where the centre allows it, at its cost", () => {
    // Session at 10:00 on 10 March; 08:00 is inside a 3-hour cut-off.
    const now = new Date("2026-03-10T08:00:00Z");
    expect(cancelDecision(historyBooking(), now, 3).allowed).toBe(false);
    expect(cancelDecision(historyBooking({ late_cancel_credits: 2 }), now, 3)).toEqual({
      allowed: true,
      until: null,
      lateCredits: 2,
    });
    // Outside the cut-off, the cancel is free whatever the policy.
    const early = new Date("2026-03-09T08:00:00Z");
    expect(cancelDecision(historyBooking({ late_cancel_credits: 2 }), early, 3)).toMatchObject({
      allowed: true,
      until: new Date("2026-03-10T07:00:00Z"),
    });
    expect(cancelDecision(historyBooking({ late_cancel_credits: 2 }), early, 3)).not.toHaveProperty(
      "lateCredits",
    );
  });
});
