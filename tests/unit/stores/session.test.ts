import { describe, expect, it } from "vitest";
import {
  ACCESS_FALLBACK_MS,
  canRefresh,
  createSessionStore,
  isAuthenticated,
} from "../../../src/stores/session";

const NOW = Date.parse("2026-03-02T08:00:00Z");

describe("the session", () => {
  it("is authenticated exactly while the access-token expiration lies in the future", () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setTokens(
        { access: "a", refresh: "r", access_token_expiration: new Date(NOW + 60_000).toISOString() },
        NOW,
      );
    const { tokens } = store.getState();
    expect(isAuthenticated(tokens, NOW)).toBe(true);
    expect(isAuthenticated(tokens, NOW + 59_999)).toBe(true);
    expect(isAuthenticated(tokens, NOW + 60_000)).toBe(false);
    expect(isAuthenticated(null, NOW)).toBe(false);
  });

  it("trusts an access token 5 minutes when the server gives no expiry", () => {
    const store = createSessionStore(localStorage);
    store.getState().setTokens({ access: "a", refresh: "r" }, NOW);
    expect(ACCESS_FALLBACK_MS).toBe(300_000);
    expect(store.getState().tokens?.accessExpiresAt).toBe(NOW + 300_000);
    expect(isAuthenticated(store.getState().tokens, NOW + 299_999)).toBe(true);
    expect(isAuthenticated(store.getState().tokens, NOW + 300_000)).toBe(false);
  });

  it("keeps the token set under the spec's keys and reads it back after a reload", () => {
    const store = createSessionStore(localStorage);
    store.getState().setTokens(
      {
        access: "a",
        refresh: "r",
        access_token_expiration: "2026-03-02T08:05:00.000Z",
        refresh_token_expiration: "2026-03-09T08:00:00.000Z",
      },
      NOW,
    );
    expect(localStorage.getItem("access_token")).toBe("a");
    expect(localStorage.getItem("refresh_token")).toBe("r");
    expect(localStorage.getItem("access_token_expiration")).toBe("2026-03-02T08:05:00.000Z");
    expect(localStorage.getItem("refresh_token_expiration")).toBe("2026-03-09T08:00:00.000Z");
    expect(localStorage.getItem("token")).toBe("true");
    const reloaded = createSessionStore(localStorage);
    expect(reloaded.getState().tokens).toEqual(store.getState().tokens);
  });

  it("keeps the refresh token when a refresh answer carries none", () => {
    const store = createSessionStore(localStorage);
    store
      .getState()
      .setTokens({ access: "a", refresh: "r", refresh_token_expiration: "2026-03-09T08:00:00.000Z" }, NOW);
    store.getState().setTokens({ access: "b", refresh: null }, NOW);
    expect(store.getState().tokens).toMatchObject({ accessToken: "b", refreshToken: "r" });
    expect(canRefresh(store.getState().tokens, Date.parse("2026-03-09T07:59:59Z"))).toBe(true);
    expect(canRefresh(store.getState().tokens, Date.parse("2026-03-09T08:00:00Z"))).toBe(false);
  });

  it("clears every stored key", () => {
    const store = createSessionStore(localStorage);
    store.getState().setTokens({ access: "a", refresh: "r" }, NOW);
    store.getState().clear();
    expect(store.getState().tokens).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("ignores a half-written or corrupt token set", () => {
    localStorage.setItem("access_token", "a");
    localStorage.setItem("access_token_expiration", "pas une date");
    expect(createSessionStore(localStorage).getState().tokens).toBeNull();
  });
});
