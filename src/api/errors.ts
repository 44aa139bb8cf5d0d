import { fr } from "../i18n/fr";

export type ApiErrorKind = "network" | "http" | "invalid";

/** Every failure of an API call: no connection, a refusal of the server, or an answer that does not parse. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    /** The parsed body of a refusal, for the feature to read its own messages from. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

function first(value: unknown): string | null {
  if (typeof value === "string" && value.trim()) return value;
  if (Array.isArray(value)) return first(value[0]);
  return null;
}

/**
 * The message a refusal carries, looked up where the API puts them:
 * `detail`, `non_field_errors`, `message`, `body.detail`, `error`, then the first field's message.
 */
export function serverMessage(data: unknown): string | null {
  if (typeof data === "string") return first(data);
  if (!data || typeof data !== "object") return null;
  const record = data as Record<string, unknown>;
  const body = record.body && typeof record.body === "object" ? (record.body as Record<string, unknown>) : {};
  for (const candidate of [
    record.detail,
    record.non_field_errors,
    body.detail,
    body.non_field_errors,
    record.error,
  ]) {
    const found = first(candidate);
    if (found) return found;
  }
  const fieldMessage = Object.values(body).map(first).find(Boolean) ?? null;
  return fieldMessage ?? first(record.message);
}

/** Per-field messages of a refusal (the first of each list), as the forms show them. */
export function fieldErrors(data: unknown): Record<string, string> {
  if (!data || typeof data !== "object") return {};
  const record = data as Record<string, unknown>;
  const source =
    record.body && typeof record.body === "object" ? (record.body as Record<string, unknown>) : record;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const message = first(value);
    if (message && key !== "detail" && key !== "non_field_errors") out[key] = message;
  }
  return out;
}

/** What to tell the user about any failure; `fallback` when the server says nothing usable. */
export function userMessage(error: unknown, fallback: string = fr.errors.server): string {
  if (!isApiError(error)) return fr.errors.unexpected;
  if (error.kind !== "http") return error.message;
  return serverMessage(error.data) ?? fallback;
}
