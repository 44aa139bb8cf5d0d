import * as v from "valibot";
import { refreshResponseSchema } from "../contract/accounts";
import { fr } from "../i18n/fr";
import { canRefresh, type createSessionStore } from "../stores/session";
import { ApiError } from "./errors";

type SessionStore = ReturnType<typeof createSessionStore>;

export type RequestOptions = {
  method?: "get" | "post" | "put" | "patch" | "delete";
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Calls that must never trigger a refresh (login, refresh itself). */
  skipRefresh?: boolean;
  headers?: Record<string, string>;
  /** Cancels the call, e.g. when the user leaves the page before its data arrives. */
  signal?: AbortSignal;
};

export type ApiClientDeps = {
  /** Absolute base of the API, ending with a slash. */
  baseUrl: string;
  session: SessionStore;
  /** Called once the session could not be refreshed and has been cleared. */
  onSessionExpired: () => void;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told of every answer and every request left unanswered (the offline banner follows it). */
  reachability?: { answered(response: Response): void; failed(): void };
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** A status put in the body by the envelope answers wins when the HTTP status says 2xx. */
function effectiveStatus(response: Response, data: unknown): number {
  const inBody = (data as { status_code?: unknown } | null)?.status_code;
  return response.ok && typeof inBody === "number" && inBody >= 400 ? inBody : response.status;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;
  const fetchFn = deps.fetch ?? ((request: Request) => fetch(request));
  // Paths are relative to the base: without its final slash, its last segment would be replaced.
  const base = deps.baseUrl.endsWith("/") ? deps.baseUrl : `${deps.baseUrl}/`;

  /**
   * The browser's own fetch, with the base, the query and the JSON body filled in. A library for
   * this (ky) cost the first screen 6 KiB on the wire for features the app turns off: its retries,
   * its time limit and its errors on HTTP statuses (the callers read the statuses themselves).
   */
  function http(
    path: string,
    init: Omit<RequestOptions, "skipRefresh" | "searchParams"> & { searchParams?: Record<string, string> },
  ): Promise<Response> {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries(init.searchParams ?? {})) url.searchParams.set(key, value);
    const headers = new Headers(init.headers);
    let body: BodyInit | undefined = init.body;
    if (init.json !== undefined) {
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    return fetchFn(
      new Request(url, {
        method: (init.method ?? "get").toUpperCase(),
        headers,
        ...(body !== undefined ? { body } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      }),
    );
  }

  let refreshing: Promise<string | null> | null = null;

  /** One refresh at a time: parallel 401s share it. Resolves to the new access token, or null. */
  function refreshAccess(): Promise<string | null> {
    refreshing ??= (async () => {
      const tokens = deps.session.getState().tokens;
      if (!tokens || !canRefresh(tokens, now())) return null;
      let response: Response;
      try {
        response = await http("accounts/refresh-token/", {
          method: "post",
          json: { refresh: tokens.refreshToken },
        });
      } catch {
        // Offline is not a failed refresh: keep the session for when the network is back.
        deps.reachability?.failed();
        throw new ApiError("network", fr.errors.network);
      }
      // The server or a relay failing is not a refused refresh either: the member stays logged in.
      if (response.status >= 500) throw new ApiError("network", fr.errors.network);
      const parsed = v.safeParse(refreshResponseSchema, await readBody(response));
      if (!response.ok || !parsed.success) return null;
      deps.session.getState().setTokens(parsed.output, now());
      return parsed.output.access;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const searchParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.searchParams ?? {})) {
      if (value !== undefined && value !== "") searchParams[key] = String(value);
    }
    try {
      const response = await http(path, {
        method: options.method ?? "get",
        headers,
        searchParams,
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(options.body ? { body: options.body } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      deps.reachability?.answered(response);
      return response;
    } catch (error) {
      // Cancelled by the caller: not a failure of the network, and nobody is waiting for a message.
      if (options.signal?.aborted) throw error;
      deps.reachability?.failed();
      throw new ApiError("network", fr.errors.network);
    }
  }

  function expire(): never {
    deps.session.getState().clear();
    deps.onSessionExpired();
    throw new ApiError("http", fr.errors.sessionExpired, 401);
  }

  /** Calls the API and parses its answer with `schema`; every failure is an ApiError. */
  async function request<S extends v.GenericSchema>(
    schema: S,
    path: string,
    options: RequestOptions = {},
  ): Promise<v.InferOutput<S>> {
    const sentWith = deps.session.getState().tokens?.accessToken ?? null;
    let response = await send(path, options, sentWith);
    if (response.status === 401 && !options.skipRefresh) {
      const current = deps.session.getState().tokens?.accessToken ?? null;
      // Someone refreshed while this call was out: retry with the new token, no second refresh.
      const retryWith = current && current !== sentWith ? current : await refreshAccess();
      if (!retryWith) expire();
      response = await send(path, options, retryWith);
    }
    const data = await readBody(response);
    const status = effectiveStatus(response, data);
    if (status === 403) console.warn(`Accès refusé (403) : ${path}`);
    if (status < 200 || status >= 300) {
      throw new ApiError("http", fr.errors.server, status, data ?? null);
    }
    const parsed = v.safeParse(schema, data);
    if (!parsed.success) {
      console.warn(`Réponse inattendue de ${path}`, v.flatten(parsed.issues));
      throw new ApiError("invalid", fr.errors.invalidAnswer, status, data);
    }
    return parsed.output;
  }

  return { request, refreshAccess };
}
