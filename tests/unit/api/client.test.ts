import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../../src/api/client";
import { ApiError } from "../../../src/api/errors";
import { createSessionStore } from "../../../src/stores/session";

const NOW = Date.parse("2026-03-02T08:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

/** A stand-in API: `valid` is the only access token it accepts; refresh answers as `refreshMode` says. */
function fakeApi(options: { refreshMode?: "ok" | "400" | "401" | "503" | "network" } = {}) {
  const state = { valid: "access-2", refreshCalls: 0, requests: [] as string[] };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    state.requests.push(`${request.method} ${url.pathname} ${request.headers.get("Authorization") ?? "-"}`);
    if (url.pathname === "/api/accounts/refresh-token/") {
      state.refreshCalls++;
      await new Promise((r) => setTimeout(r, 5));
      switch (options.refreshMode ?? "ok") {
        case "network":
          throw new TypeError("Failed to fetch");
        case "400":
          return Response.json({ refresh: ["Ce champ est obligatoire."] }, { status: 400 });
        case "401":
          return Response.json({ detail: "invalide" }, { status: 401 });
        case "503":
          return new Response("Service Unavailable", { status: 503 });
        default:
          return Response.json({
            access: state.valid,
            refresh: "refresh-2",
            access_token_expiration: iso(NOW + 300_000),
            refresh_token_expiration: iso(NOW + 7 * 86_400_000),
          });
      }
    }
    if (url.pathname === "/api/forbidden/") return Response.json({ detail: "Interdit" }, { status: 403 });
    if (url.pathname === "/api/broken/") return new Response("<html>oops</html>", { status: 200 });
    if (url.pathname === "/api/envelope-error/")
      return Response.json({ status_code: 400, message: "Non", body: {} });
    if (url.pathname === "/api/slow/") await new Promise((r) => setTimeout(r, 30));
    // Answers only when the request is cancelled, as a stalled mobile connection would.
    if (url.pathname === "/api/stalled/")
      await new Promise((_, reject) =>
        request.signal.addEventListener("abort", () => reject(request.signal.reason)),
      );
    if (request.headers.get("Authorization") !== `Bearer ${state.valid}`) {
      return Response.json({ detail: "expiré" }, { status: 401 });
    }
    return Response.json({ ok: true, path: url.pathname });
  });
  return { state, fetch };
}

function setup(
  refreshMode?: "ok" | "400" | "401" | "503" | "network",
  tokens = { refreshExpiresIn: 86_400_000 },
) {
  const session = createSessionStore(localStorage);
  session.getState().setTokens(
    {
      access: "access-1",
      refresh: "refresh-1",
      access_token_expiration: iso(NOW - 1000),
      refresh_token_expiration: iso(NOW + tokens.refreshExpiresIn),
    },
    NOW,
  );
  const server = fakeApi({ refreshMode });
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: "http://app.test/api/",
    session,
    onSessionExpired,
    fetch: server.fetch as unknown as typeof fetch,
    now: () => NOW,
  });
  return { session, server, onSessionExpired, client };
}

const okSchema = v.object({ ok: v.literal(true), path: v.string() });

afterEach(() => vi.restoreAllMocks());

describe("the API client's refresh on 401", () => {
  it("refreshes once for 20 parallel 401s and retries each call once with the new token", async () => {
    const { client, server, session } = setup();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.request(okSchema, `items/${i}/`)),
    );
    expect(server.state.refreshCalls).toBe(1);
    expect(results.map((r) => r.path)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/items/${i}/`));
    // 20 first tries with the old token, 20 retries with the new one, and the refresh.
    expect(server.state.requests.filter((r) => r.endsWith("Bearer access-1"))).toHaveLength(20);
    expect(server.state.requests.filter((r) => r.endsWith("Bearer access-2"))).toHaveLength(20);
    expect(session.getState().tokens?.accessToken).toBe("access-2");
    expect(localStorage.getItem("access_token")).toBe("access-2");
    expect(localStorage.getItem("refresh_token")).toBe("refresh-2");
  });

  it("retries a call sent with an older token with the current one, without refreshing again", async () => {
    const { client, server } = setup();
    // The slow call leaves with access-1; a refresh lands while it is out.
    const slow = client.request(okSchema, "slow/");
    await client.refreshAccess();
    expect(server.state.refreshCalls).toBe(1);
    await expect(slow).resolves.toMatchObject({ path: "/api/slow/" });
    expect(server.state.refreshCalls).toBe(1);
    expect(server.state.requests.filter((r) => r.includes("/api/slow/"))).toEqual([
      "GET /api/slow/ Bearer access-1",
      "GET /api/slow/ Bearer access-2",
    ]);
  });

  it.each(["400", "401"] as const)(
    "clears the session and sends to login when refresh answers %s",
    async (mode) => {
      const { client, session, onSessionExpired } = setup(mode);
      const error = await client.request(okSchema, "items/").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).message).toBe("Votre session a expiré. Veuillez vous reconnecter.");
      expect(session.getState().tokens).toBeNull();
      for (const key of [
        "access_token",
        "refresh_token",
        "access_token_expiration",
        "refresh_token_expiration",
        "token",
      ]) {
        expect(localStorage.getItem(key)).toBeNull();
      }
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  it("does not even try when the refresh token has expired", async () => {
    const { client, server, session, onSessionExpired } = setup("ok", { refreshExpiresIn: -1000 });
    await expect(client.request(okSchema, "items/")).rejects.toBeInstanceOf(ApiError);
    expect(server.state.refreshCalls).toBe(0);
    expect(session.getState().tokens).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("keeps the session when the refresh fails for lack of network", async () => {
    const { client, session, onSessionExpired } = setup("network");
    const error = (await client.request(okSchema, "items/").catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("network");
    expect(error.message).toBe("Connexion impossible. Vérifiez votre connexion internet et réessayez.");
    expect(session.getState().tokens?.refreshToken).toBe("refresh-1");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("keeps the session when the server fails the refresh (5xx)", async () => {
    const { client, session, onSessionExpired } = setup("503");
    const error = (await client.request(okSchema, "items/").catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("network");
    expect(session.getState().tokens?.refreshToken).toBe("refresh-1");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("never refreshes for calls marked skipRefresh (login)", async () => {
    const { client, server } = setup();
    await expect(
      client.request(okSchema, "accounts/login/", { method: "post", skipRefresh: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(server.state.refreshCalls).toBe(0);
  });
});

describe("the API client's errors", () => {
  it("only logs a 403 and hands it to the caller, session untouched", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client, session, server } = setup();
    const error = (await client.request(okSchema, "forbidden/").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.data).toEqual({ detail: "Interdit" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("403"));
    expect(server.state.refreshCalls).toBe(0);
    expect(session.getState().tokens).not.toBeNull();
  });

  it("turns an answer that does not parse into a French error, never undefined", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { client } = setup();
    const error = (await client.request(okSchema, "broken/").catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("Le serveur a envoyé une réponse inattendue. Veuillez réessayer plus tard.");
  });

  it("reads the status of an envelope from its body", async () => {
    const { client } = setup();
    const error = (await client.request(v.unknown(), "envelope-error/").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.kind).toBe("http");
  });

  it("turns a lost connection into a network error", async () => {
    const session = createSessionStore(localStorage);
    const client = createApiClient({
      baseUrl: "http://app.test/api/",
      session,
      onSessionExpired: () => {},
      fetch: (async () => {
        throw new TypeError("Failed to fetch");
      }) as typeof fetch,
    });
    await expect(client.request(okSchema, "items/")).rejects.toMatchObject({ kind: "network" });
  });
});

describe("cancelling a call", () => {
  it("hands the caller's signal to the request and rejects with the abort, not a network error", async () => {
    const { client, session, server } = setup();
    session.getState().setTokens({ access: "access-2", access_token_expiration: iso(NOW + 60_000) }, NOW);
    const controller = new AbortController();
    const call = client.request(okSchema, "stalled/", { signal: controller.signal });
    await vi.waitFor(() => expect(server.state.requests).toHaveLength(1));
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});
