import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const refreshAccess = vi.fn<() => Promise<string | null>>();
vi.mock("../../../src/api/instance", () => ({ api: { refreshAccess } }));

const { keepSessionFresh } = await import("../../../src/api/keep-session");
const { sessionStore } = await import("../../../src/stores/session");

describe("keeping the session fresh while the app is open", () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-02T08:00:00Z"));
    refreshAccess.mockReset();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    sessionStore.getState().clear();
  });

  it("refreshes 30 s before the access token expires", async () => {
    refreshAccess.mockResolvedValue("new-access");
    sessionStore.getState().setTokens({
      access: "a",
      refresh: "r",
      access_token_expiration: "2026-03-02T08:05:00Z",
      refresh_token_expiration: "2026-03-09T08:00:00Z",
    });
    stop = keepSessionFresh();
    await vi.advanceTimersByTimeAsync(4 * 60_000 + 29_000);
    expect(refreshAccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshAccess).toHaveBeenCalledTimes(1);
  });

  it("ends the session when the refresh is refused, but not when offline", async () => {
    sessionStore
      .getState()
      .setTokens({ access: "a", refresh: "r", access_token_expiration: "2026-03-02T07:59:00Z" });
    refreshAccess.mockRejectedValueOnce(new Error("offline"));
    stop = keepSessionFresh();
    await vi.advanceTimersByTimeAsync(10);
    expect(sessionStore.getState().tokens).not.toBeNull();
    refreshAccess.mockResolvedValueOnce(null);
    sessionStore
      .getState()
      .setTokens({ access: "b", refresh: "r", access_token_expiration: "2026-03-02T07:59:00Z" });
    await vi.advanceTimersByTimeAsync(10);
    expect(sessionStore.getState().tokens).toBeNull();
  });
});
