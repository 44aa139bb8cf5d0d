import * as v from "valibot";
import type { AppDeps } from "../deps";
import { providerMessages } from "./messages";
import { ProviderError } from "./provider-error";

/**
 * Starts a provider call's time limit: a signal that aborts with a `TimeoutError` once `ms` have
 * passed. The server's runs on real time; a test gives one on its own clock, so that proving a
 * time-out waits for nothing.
 */
export type TimeLimit = (ms: number) => AbortSignal;

export const realTimeLimit: TimeLimit = (ms) => AbortSignal.timeout(ms);

/** What calls to a provider run on. */
export type ProviderHttp = { timeLimit: TimeLimit };

/** The app's deps, which may carry a test's time limit; without one, calls are limited in real time. */
export const providerHttp = (deps: Pick<AppDeps, "providerTimeLimit">): ProviderHttp => ({
  // Read at each call, so that a client made before a test gave its limit still takes it.
  timeLimit: (ms) => (deps.providerTimeLimit ?? realTimeLimit)(ms),
});

export type ProviderRequest = {
  /** Who is called, for the member's message ("Wave", "Orange Money"). */
  who: string;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
};

/**
 * The provider's own error code, when its refusal has one (Wave's `code`, Sonatel's `code` or OAuth's
 * `error`), for the operator; only a short plain token, never free text that could echo a request.
 */
const refusal = v.object({
  code: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,60}$/))),
  error: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,60}$/))),
});

function errorCode(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "";
  }
  const parsed = v.safeParse(refusal, json);
  const code = parsed.success ? (parsed.output.code ?? parsed.output.error) : undefined;
  return code ? ` (${code})` : "";
}

/** The path alone, for the logs: a query may carry a reference, never a secret, but stays out. */
const pathOf = (url: string) => new URL(url).pathname;

/**
 * One call to a provider, with a time limit; its answer is parsed with `schema` (an empty body reads
 * as `null`). Anything else is a ProviderError in French: the provider did not answer in time, said
 * no, or said something we cannot read.
 */
export async function callProvider<S extends v.GenericSchema>(
  http: ProviderHttp,
  request: ProviderRequest,
  schema: S,
): Promise<v.InferOutput<S>> {
  const line = `${request.who} ${request.method} ${pathOf(request.url)}`;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: http.timeLimit(request.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const why = error instanceof Error && error.name === "TimeoutError" ? "délai dépassé" : "injoignable";
    throw new ProviderError(providerMessages.unreachable(request.who), `${line} : ${why}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ProviderError(providerMessages.unreachable(request.who), `${line} : réponse interrompue`);
  }
  if (!response.ok)
    throw new ProviderError(
      providerMessages.refused(request.who),
      `${line} : statut ${response.status}${errorCode(text)}`,
      response.status,
    );
  let json: unknown = null;
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderError(providerMessages.refused(request.who), `${line} : réponse non JSON`);
    }
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    const where = parsed.issues[0]?.path?.map((p) => String(p.key)).join(".") || "racine";
    throw new ProviderError(providerMessages.refused(request.who), `${line} : réponse inattendue (${where})`);
  }
  return parsed.output;
}
