import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { clientDetailSchema } from "../../../src/contract/staff/clients";

const answer = {
  client: {
    id: 7,
    first_name: "Awa",
    last_name: "Diop",
    email: "awa@example.com",
    telephone_number: null,
    is_verified: true,
    role: null,
    total_credits: 0,
    created_at: "2026-01-01T00:00:00.000Z",
    address: { country: null, city: null, postal_code: null, address: null },
  },
  credit_expiration_date: null,
  ledger: [],
  ledger_next: null,
  bookings: [],
};

describe("a client's page as the staff app reads it", () => {
  it("reads an instance of the release before, without the link to older bookings, as having none", () => {
    const parsed = v.safeParse(clientDetailSchema, answer);
    expect(parsed.success && parsed.output.bookings_next).toBeNull();
  });
  it("keeps the link when there is one", () => {
    const link = "/api/staff/clients/7/bookings/?before=12";
    const parsed = v.parse(clientDetailSchema, { ...answer, bookings_next: link });
    expect(parsed.bookings_next).toBe(link);
  });
});
