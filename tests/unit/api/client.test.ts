import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
    // What nginx answers for a body over its client_max_body_size: its own page.
    if (url.pathname === "/api/upload/")
      return new Response("<html><center><h1>413 Request Entity Too Large</h1></center></html>", {
        status: 413,
      });
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

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the fake clock run until `promise` settles: its value, or what it was rejected with. */
async function settle<T>(promise: Promise<T>): Promise<T | unknown> {
  const outcome = promise.catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

describe("the API client's refresh on 401", () => {
  it("refreshes once for 20 parallel 401s and retries each call once with the new token", async () => {
    const { client, server, session } = setup();
    const results = (await settle(
      Promise.all(Array.from({ length: 20 }, (_, i) => client.request(okSchema, `items/${i}/`))),
    )) as { path: string }[];
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
    const slow = settle(client.request(okSchema, "slow/"));
    await vi.advanceTimersByTimeAsync(1);
    await settle(client.refreshAccess());
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
      const error = await settle(client.request(okSchema, "items/"));
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
    expect(await settle(client.request(okSchema, "items/"))).toBeInstanceOf(ApiError);
    expect(server.state.refreshCalls).toBe(0);
    expect(session.getState().tokens).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("keeps the session when the refresh fails for lack of network", async () => {
    const { client, session, onSessionExpired } = setup("network");
    const error = (await settle(client.request(okSchema, "items/"))) as ApiError;
    expect(error.kind).toBe("network");
    expect(error.message).toBe("Connexion impossible. Vérifiez votre connexion internet et réessayez.");
    expect(session.getState().tokens?.refreshToken).toBe("refresh-1");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("keeps the session when the server fails the refresh (5xx)", async () => {
    const { client, session, onSessionExpired } = setup("503");
    const error = (await settle(client.request(okSchema, "items/"))) as ApiError;
    expect(error.kind).toBe("network");
    expect(session.getState().tokens?.refreshToken).toBe("refresh-1");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("never refreshes for calls marked skipRefresh (login)", async () => {
    const { client, server } = setup();
    expect(
      await settle(client.request(okSchema, "accounts/login/", { method: "post", skipRefresh: true })),
    ).toMatchObject({ status: 401 });
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

  it("reads a balancer's 413 (not JSON) as a file too heavy", async () => {
    const { client } = setup();
    const error = (await client.request(v.unknown(), "upload/").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(413);
    expect(error.message).toBe("Fichier trop lourd : choisissez un fichier plus petit (5 Mo au plus).");
    expect(error.data).toBeNull();
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
    expect(await settle(client.request(okSchema, "items/"))).toMatchObject({ kind: "network" });
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

/** A server that answers each call with the next of `answers` ("network": no answer at all). */
function scripted(answers: ("network" | Response)[]) {
  const sent: Request[] = [];
  const told: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    sent.push((input as Request).clone());
    const answer = answers.shift() ?? Response.json({ ok: true, path: "/fin/" });
    if (answer === "network") throw new TypeError("Failed to fetch");
    return answer;
  });
  const client = createApiClient({
    baseUrl: "http://app.test/api/",
    session: createSessionStore(localStorage),
    onSessionExpired: () => {},
    fetch: fetch as unknown as typeof fetch,
    now: () => NOW,
    reachability: {
      answered: (response) => told.push(`answered ${response.status}`),
      failed: () => told.push("failed"),
    },
  });
  return { client, sent, told };
}

const unavailable = (headers: Record<string, string> = {}) =>
  new Response("Service Unavailable", { status: 503, headers });

describe("retries on a flaky network", () => {
  it("sends a read again after no answer, then after a 503, and tells the banner of each", async () => {
    const { client, sent, told } = scripted(["network", unavailable()]);
    const result = await settle(client.request(okSchema, "items/"));
    expect(result).toEqual({ ok: true, path: "/fin/" });
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      "GET /api/items/",
      "GET /api/items/",
      "GET /api/items/",
    ]);
    expect(told).toEqual(["failed", "answered 503", "answered 200"]);
  });

  it("waits what Retry-After asks before sending a read again", async () => {
    const { client, sent } = scripted([unavailable({ "Retry-After": "3" })]);
    const call = client.request(okSchema, "items/");
    await vi.advanceTimersByTimeAsync(2_900);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toHaveLength(2);
    await expect(call).resolves.toEqual({ ok: true, path: "/fin/" });
  });

  it("gives up at once when Retry-After asks for longer than a member would wait", async () => {
    const { client, sent } = scripted([unavailable({ "Retry-After": "120" })]);
    const error = (await settle(client.request(okSchema, "items/"))) as ApiError;
    expect(error).toMatchObject({ kind: "http", status: 503 });
    expect(sent).toHaveLength(1);
  });

  it("tries a read three times in all, then reads the last answer's status", async () => {
    const { client, sent } = scripted([unavailable(), unavailable(), unavailable(), unavailable()]);
    const error = (await settle(client.request(okSchema, "items/"))) as ApiError;
    expect(error).toMatchObject({ kind: "http", status: 503 });
    expect(sent).toHaveLength(3);
  });

  it("never sends again a refusal that is not about the network (400)", async () => {
    const { client, sent } = scripted([Response.json({ detail: "Non" }, { status: 400 })]);
    expect(await settle(client.request(okSchema, "items/"))).toMatchObject({ status: 400 });
    expect(sent).toHaveLength(1);
  });

  it("sends a POST without an Idempotency-Key exactly once, even after no answer", async () => {
    const { client, sent, told } = scripted(["network"]);
    const error = (await settle(
      client.request(okSchema, "booking/booking/7/cancel/", { method: "post" }),
    )) as ApiError;
    expect(error.kind).toBe("network");
    expect(sent).toHaveLength(1);
    expect(told).toEqual(["failed"]);
  });

  it("sends a POST without an Idempotency-Key once after a 503 too", async () => {
    const { client, sent } = scripted([unavailable()]);
    expect(await settle(client.request(okSchema, "x/", { method: "post", json: {} }))).toMatchObject({
      status: 503,
    });
    expect(sent).toHaveLength(1);
  });

  it("sends a POST with an Idempotency-Key again, with the same key and body", async () => {
    const { client, sent } = scripted(["network", unavailable()]);
    const result = await settle(
      client.request(okSchema, "booking/booking/create/", {
        method: "post",
        json: { slot: 3, number_person: 2 },
        headers: { "Idempotency-Key": "key-123" },
      }),
    );
    expect(result).toEqual({ ok: true, path: "/fin/" });
    expect(sent).toHaveLength(3);
    expect(sent.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["key-123", "key-123", "key-123"]);
    for (const request of sent) expect(await request.json()).toEqual({ slot: 3, number_person: 2 });
  });

  it("after a refresh, a resend that gets no answer is not multiplied by the first call's retries", async () => {
    const { client, server } = setup();
    // Every call after the refresh finds no network.
    const original = server.fetch.getMockImplementation();
    server.fetch.mockImplementation(async (input: RequestInfo | URL) => {
      if (server.state.refreshCalls > 0 && !(input as Request).url.endsWith("refresh-token/")) {
        server.state.requests.push("lost");
        throw new TypeError("Failed to fetch");
      }
      return (original as (i: RequestInfo | URL) => Promise<Response>)(input);
    });
    const error = (await settle(client.request(okSchema, "items/"))) as ApiError;
    expect(error.kind).toBe("network");
    expect(server.state.refreshCalls).toBe(1);
    // The first try (401), then the resend and its two retries.
    expect(server.state.requests).toEqual([
      "GET /api/items/ Bearer access-1",
      "POST /api/accounts/refresh-token/ -",
      "lost",
      "lost",
      "lost",
    ]);
  });
});
