import { beforeEach, describe, expect, it } from "vitest";
import { createAccessors } from "../../../src/db/accessors";
import { AppDatabase } from "../../../src/db/database";
import { creditRecord } from "../support/history-items";

let name = 0;
let local: ReturnType<typeof createAccessors>;
beforeEach(() => {
  local = createAccessors(new AppDatabase(`history-${++name}`));
});

const record = creditRecord({ id: 7 });

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
