import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Module = typeof import("../../../src/api/reachability");
let mod: Module;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  mod = await import("../../../src/api/reachability");
});
afterEach(() => vi.useRealTimers());

const answer = (served?: string) =>
  new Response(null, { status: 204, headers: served ? { "X-Served-From": served } : {} });

describe("whether the API can be reached", () => {
  it("follows what requests prove: no answer or a cache fallback is unreachable, a real answer is back", () => {
    const { reachability } = mod;
    const changes = vi.fn();
    reachability.subscribe(changes);
    expect(reachability.isReachable()).toBe(true);
    reachability.failed();
    expect(reachability.isReachable()).toBe(false);
    // Served from a cache without asking: proves nothing.
    reachability.answered(answer("cache"));
    expect(reachability.isReachable()).toBe(false);
    reachability.answered(answer());
    expect(reachability.isReachable()).toBe(true);
    reachability.answered(answer("cache"));
    expect(reachability.isReachable()).toBe(true);
    reachability.answered(answer("fallback"));
    expect(reachability.isReachable()).toBe(false);
    reachability.answered(answer());
    // The HTTPS relay in front answering for a server that is down.
    reachability.answered(new Response("Bad Gateway", { status: 502 }));
    expect(reachability.isReachable()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(5);
  });

  it("while unreachable, asks the server again every 20 s until it answers, then stops", async () => {
    const { reachability, PROBE_EVERY_MS } = mod;
    const probe = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(answer());
    reachability.probeWith(probe);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 2);
    expect(probe).not.toHaveBeenCalled();

    reachability.failed();
    // The polling helper's file comes when first needed.
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(reachability.isReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(reachability.isReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("asks at once when the phone says it is back online", async () => {
    const { reachability } = mod;
    const probe = vi.fn(async () => answer());
    reachability.probeWith(probe);
    window.dispatchEvent(new Event("offline"));
    expect(reachability.isReachable()).toBe(false);
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(reachability.isReachable()).toBe(true);
  });
});
