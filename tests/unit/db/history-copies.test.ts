import { beforeEach, describe, expect, it } from "vitest";
import type { CreditRecord } from "../../../src/contract/payments";
import { createAccessors } from "../../../src/db/accessors";
import { AppDatabase } from "../../../src/db/database";

let name = 0;
let local: ReturnType<typeof createAccessors>;
beforeEach(() => {
  local = createAccessors(new AppDatabase(`history-${++name}`));
});

const record: CreditRecord = {
  id: 7,
  origin: "purchase",
  service_name: "",
  date_add: "2026-03-10T12:00:00.000Z",
  expiration_date: null,
  is_expired: false,
  original_credit_number: 50,
  used_credits: 0,
  left_credits: 50,
  credit_real_price: 50000,
  credit_number: 50,
};

describe("the member's history kept on the phone", () => {
  it("reads back the last list of that member with its time", async () => {
    await local.saveCreditHistory("12", [record], 1_000);
    expect(await local.loadCreditHistory("12")).toEqual({ items: [record], savedAt: 1_000 });
    expect(await local.loadCreditHistory("13")).toBeNull();
  });
  it("keeps one member's history only: another member's save drops it", async () => {
    await local.saveBookingHistory("12", [], 1_000);
    await local.saveBookingHistory("13", [], 2_000);
    expect(await local.loadBookingHistory("12")).toBeNull();
    expect(await local.loadBookingHistory("13")).toEqual({ items: [], savedAt: 2_000 });
  });
  it("is wiped at logout", async () => {
    await local.saveCreditHistory("12", [record], 1_000);
    await local.saveBookingHistory("12", [], 1_000);
    await local.clearMemberData();
    expect(await local.loadCreditHistory("12")).toBeNull();
    expect(await local.loadBookingHistory("12")).toBeNull();
  });
});
