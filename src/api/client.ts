import ky, { type BeforeRetryHook, isHTTPError, type KyInstance, type Options, type RetryOptions } from "ky";
import * as v from "valibot";
import { refreshResponseSchema } from "../contract/tokens";
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

/**
 * Retries for a flaky mobile network. A read is sent again after no answer at all or an answer
 * that says "not now" (408, 429, 502, 503, 504): at most twice, after about 0.5 s then 1 s, each
 * drawn at random below that (jitter, so phones that lost the same cell do not come back together),
 * or after the server's `Retry-After` when it gives one of 8 s or less (a longer wait fails at once:
 * the member would rather see the message than a frozen screen). A write (POST, PUT, PATCH, DELETE)
 * is sent again only when it carries an `Idempotency-Key`, with that same key: the server then
 * answers a replay with its first answer, so a lost answer never books or pays twice. No time
 * limit, as in the spec's own client: a slow 2G answer is still an answer.
 */
const RETRIED_STATUSES = [408, 429, 502, 503, 504];
const MAX_RETRY_AFTER_MS = 8_000;
const RETRIES: RetryOptions = {
  limit: 2,
  methods: ["get", "post", "put", "patch", "delete"],
  statusCodes: RETRIED_STATUSES,
  afterStatusCodes: [429, 503],
  delay: (attempt: number) => 500 * 2 ** (attempt - 1),
  jitter: true,
  shouldRetry: ({ error }) => {
    // undefined: ky's own reading of the status and of Retry-After.
    if (isHTTPError(error)) return retryAfterMs(error.response) > MAX_RETRY_AFTER_MS ? false : undefined;
    // fetch fails with a TypeError when nothing answered; anything else (a cancel, our errors) ends it.
    return error instanceof TypeError;
  },
};

function retryAfterMs(response: Response): number {
  const header = response.headers.get("Retry-After");
  if (!header) return 0;
  const seconds = Number(header);
  return Number.isNaN(seconds) ? Date.parse(header) - Date.now() : seconds * 1000;
}

function mayRetry(options: RequestOptions): boolean {
  const method = options.method ?? "get";
  return method === "get" || new Headers(options.headers).has("Idempotency-Key");
}

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

const bearer = (request: Request) => request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;
  const token = () => deps.session.getState().tokens?.accessToken ?? null;
  const toldOfFailure: BeforeRetryHook = ({ error }) => {
    if (!isHTTPError(error)) deps.reachability?.failed();
  };

  /** The base: no refresh, no token. The refresh itself goes through it. */
  const bare: KyInstance = ky.create({
    prefixUrl: deps.baseUrl,
    headers: { Accept: "application/json" },
    timeout: false,
    // ky throws only for the statuses it may retry; `send` hands their answer back to our reading.
    throwHttpErrors: (status) => RETRIED_STATUSES.includes(status),
    retry: 0,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    hooks: {
      afterResponse: [(_request, _options, response) => deps.reachability?.answered(response)],
      beforeRetry: [toldOfFailure],
    },
  });

  /** The member's calls: Bearer from the session, and one refresh then one resend on a 401. */
  const http = bare.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const current = token();
          if (current) request.headers.set("Authorization", `Bearer ${current}`);
        },
      ],
      afterResponse: [
        async (request, options, response) => {
          if (response.status !== 401 || (options.context as { skipRefresh?: boolean }).skipRefresh) return;
          const current = token();
          // Someone refreshed while this call was out: resend with the new token, no second refresh.
          const next = current && current !== bearer(request) ? current : await refreshAccess();
          if (!next) expire();
          const again = new Request(request);
          again.headers.set("Authorization", `Bearer ${next}`);
          try {
            return await bare(again, { retry: options.retry });
          } catch (error) {
            if (isHTTPError(error)) return error.response;
            if (options.signal?.aborted) throw error;
            // Not a TypeError: the outer call must not send the whole request again.
            throw new ApiError("network", fr.errors.network);
          }
        },
      ],
    },
  });

  /** Sends through `instance`; an answer is returned whatever its status, no answer is an ApiError. */
  async function send(instance: KyInstance, path: string, options: Options & { signal?: AbortSignal }) {
    try {
      return await instance(path, options);
    } catch (error) {
      if (isHTTPError(error)) return error.response;
      // Cancelled by the caller: not a failure of the network, and nobody is waiting for a message.
      if (options.signal?.aborted) throw error;
      if (!(error instanceof ApiError) || error.kind === "network") deps.reachability?.failed();
      if (error instanceof ApiError) throw error;
      throw new ApiError("network", fr.errors.network);
    }
  }

  let refreshing: Promise<string | null> | null = null;

  /** One refresh at a time: parallel 401s share it. Resolves to the new access token, or null. */
  function refreshAccess(): Promise<string | null> {
    refreshing ??= (async () => {
      const tokens = deps.session.getState().tokens;
      if (!tokens || !canRefresh(tokens, now())) return null;
      // Offline is not a failed refresh (`send` throws): the session waits for the network.
      const response = await send(bare, "accounts/refresh-token/", {
        method: "post",
        json: { refresh: tokens.refreshToken },
      });
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
    const searchParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.searchParams ?? {})) {
      if (value !== undefined && value !== "") searchParams[key] = String(value);
    }
    const response = await send(http, path, {
      method: options.method ?? "get",
      searchParams,
      retry: mayRetry(options) ? RETRIES : 0,
      context: { skipRefresh: options.skipRefresh === true },
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body ? { body: options.body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const data = await readBody(response);
    const status = effectiveStatus(response, data);
    if (status === 403) console.warn(`Accès refusé (403) : ${path}`);
    if (status < 200 || status >= 300) {
      // A 413 from a balancer in front of the API (nginx's own page, not JSON) is a file too heavy.
      const message = status === 413 ? fr.errors.tooLarge : fr.errors.server;
      throw new ApiError("http", message, status, data ?? null);
    }
    const parsed = v.safeParse(schema, data);
    if (!parsed.success) {
      console.warn(`Réponse inattendue de ${path}`, parsed.issues);
      throw new ApiError("invalid", fr.errors.invalidAnswer, status, data);
    }
    return parsed.output;
  }

  return { request, refreshAccess };
}
