import { describe, expect, it } from "vitest";
import { createAccessors } from "../../../src/db/accessors";
import { AppDatabase } from "../../../src/db/database";
import { clearMemberTablesWithoutDexie } from "../../../src/db/member-tables";
import { databaseName } from "../../../src/db/presence";

describe("logging out when Dexie's file cannot be loaded", () => {
  it("empties the member's tables with plain IndexedDB and keeps the contact outbox", async () => {
    const db = new AppDatabase(databaseName);
    const local = createAccessors(db);
    await local.saveSelectedPack({ credit_id: 1, name: "Pack 10", credit_number: 10, real_price: 50_000 });
    await db.pendingPayment.put({ key: "current", value: { paymentId: "p-1" } });
    await db.bookingHistory.put({ member: "7", savedAt: 1, items: [{ id: 1 }] });
    await db.contactOutbox.put({
      key: "k-1",
      message: {
        name: "Awa",
        email: "awa@example.com",
        telephone: "",
        subject: "info",
        message: "Bonjour à tous",
      },
      queuedAt: 1,
      refusal: null,
    });
    db.close();

    await clearMemberTablesWithoutDexie();

    await db.open();
    expect(await db.selectedPack.count()).toBe(0);
    expect(await db.pendingPayment.count()).toBe(0);
    expect(await db.bookingHistory.count()).toBe(0);
    expect(await db.contactOutbox.count()).toBe(1);
    db.close();
  });

  it("creates no database on a phone that never had one", async () => {
    indexedDB.deleteDatabase(databaseName);
    await clearMemberTablesWithoutDexie();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(databaseName);
  });
});
