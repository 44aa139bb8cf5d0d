import { describe, expect, it, vi } from "vitest";
import { once } from "../../../src/lib/once";

describe("a value made once", () => {
  it("is made on the first call only, then kept", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
