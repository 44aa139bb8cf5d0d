import { afterEach, describe, expect, it, vi } from "vitest";
import { AppDatabase } from "../../../src/db/database";
import { localDatabaseMayExist } from "../../../src/db/presence";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("whether the local database may exist, asked without Dexie", () => {
  it("says no on a phone that never had it, yes once it was written", async () => {
    expect(await localDatabaseMayExist("presence-1")).toBe(false);
    const db = new AppDatabase("presence-1");
    await db.reservationDraft.put({ key: "current", value: null });
    db.close();
    expect(await localDatabaseMayExist("presence-1")).toBe(true);
  });

  it("says it may where the browser cannot list its databases", async () => {
    vi.spyOn(indexedDB, "databases").mockRejectedValue(new Error("refusé"));
    expect(await localDatabaseMayExist("presence-2")).toBe(true);
    vi.stubGlobal("indexedDB", {});
    expect(await localDatabaseMayExist("presence-2")).toBe(true);
  });
});
