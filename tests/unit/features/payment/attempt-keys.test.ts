import { describe, expect, it } from "vitest";
import { createAttemptKeys, randomKey } from "../../../../src/features/payment/attempt-keys";

describe("payment attempt keys", () => {
  it("reuses the key of an attempt whose answer was lost", () => {
    const keys = createAttemptKeys();
    const first = keys.take("confirm:7:2");
    expect(keys.take("confirm:7:2")).toBe(first);
  });

  it("gives a new key once the server has answered", () => {
    const keys = createAttemptKeys();
    const first = keys.take("confirm:7:2");
    keys.answered();
    expect(keys.take("confirm:7:2")).not.toBe(first);
  });

  it("gives a new key for another method or booking", () => {
    const keys = createAttemptKeys();
    const first = keys.take("confirm:7:2");
    expect(keys.take("confirm:7:1")).not.toBe(first);
  });

  it("makes 32 hexadecimal characters, different each time", () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(randomKey());
  });
});
