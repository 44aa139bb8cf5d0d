import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { slotsByDatesRequestSchema } from "../../../src/contract/booking";
import { creditRecordQuerySchema } from "../../../src/contract/payments";

const booking = (dates: [string, string]) => ({ service_id: 1, dates });

describe("days in requests", () => {
  it("the slots asked for are those of real calendar days", () => {
    expect(v.is(slotsByDatesRequestSchema, booking(["2026-02-28", "2026-02-28"]))).toBe(true);
    const refused = v.safeParse(slotsByDatesRequestSchema, booking(["2026-02-30", "2026-02-30"]));
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe("Veuillez sélectionner des dates valides");
  });

  it("a credit filter's day that is not one is ignored", () => {
    expect(
      v.parse(creditRecordQuerySchema, { date_from: "2026-02-30", date_to: "2026-03-01" }),
    ).toMatchObject({
      date_from: undefined,
      date_to: "2026-03-01",
    });
  });
});
