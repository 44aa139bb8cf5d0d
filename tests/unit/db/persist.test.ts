import { describe, expect, it, vi } from "vitest";
import { askToKeepData } from "../../../src/db/persist";

const storage = (persisted: boolean, grant = true) =>
  ({
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => grant),
  }) as unknown as StorageManager & {
    persist: ReturnType<typeof vi.fn>;
  };

describe("asking the phone to keep the app's data", () => {
  it("asks once it is not granted yet, and answers what the browser said", async () => {
    const asked = storage(false, true);
    expect(await askToKeepData(asked)).toBe(true);
    expect(asked.persist).toHaveBeenCalledTimes(1);
    expect(await askToKeepData(storage(false, false))).toBe(false);
  });

  it("does not ask again when it is already granted", async () => {
    const granted = storage(true);
    expect(await askToKeepData(granted)).toBe(true);
    expect(granted.persist).not.toHaveBeenCalled();
  });

  it("changes nothing on a browser without the API", async () => {
    expect(await askToKeepData(undefined)).toBe(false);
    expect(await askToKeepData({} as StorageManager)).toBe(false);
  });
});
