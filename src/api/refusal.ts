import * as v from "valibot";
import { drfFieldsSchema, refusalSchema } from "../contract/errors";
import { fr } from "../i18n/fr";
import { isApiError } from "./errors";

/** What a refusal says: its own message, the first message of each field, and the answer's summary. */
export type Refusal = {
  /** `detail`, `non_field_errors` or `error`, in the envelope's body or at the top. */
  message: string | null;
  fields: Record<string, string>;
  /** The `message` the envelope and the contact answer put beside the details. */
  summary: string | null;
};

const first = (value: string | string[] | undefined): string | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ? text : null;
};
/** Keys of the answers' frames and general messages, never a form field. */
const notFields = new Set([
  "detail",
  "non_field_errors",
  "message",
  "status_code",
  "success",
  "body",
  "errors",
]);
const nothing: Refusal = { message: null, fields: {}, summary: null };

/**
 * The one reader of the server's refusals, parsed with the contract: the message from
 * `body.detail`, `body.non_field_errors`, `detail`, `non_field_errors` or `error`; field messages
 * from the contact answer's `errors`, else the envelope's `body`, else the DRF body.
 */
export function readRefusal(data: unknown): Refusal {
  if (typeof data === "string") return { ...nothing, message: data.trim() || null };
  const top = v.safeParse(drfFieldsSchema, data);
  const frame = v.safeParse(refusalSchema, data);
  if (!top.success || !frame.success) return nothing;
  const body = frame.output.body ?? {};
  const message =
    [
      body.detail,
      body.non_field_errors,
      top.output.detail,
      top.output.non_field_errors,
      body.error,
      top.output.error,
    ]
      .map(first)
      .find((m) => m !== null) ?? null;
  const { errors } = frame.output;
  const source = errors ?? (frame.output.body ? body : top.output);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const text = first(value);
    // The contact answer's `errors` holds fields only, its form's `message` among them.
    if (text && (errors || !notFields.has(key))) fields[key] = text;
  }
  return { message, fields, summary: first(top.output.message) };
}

/** The one line to show for a refusal: its message, else its first field's, else its summary. */
export function refusalText(refusal: Refusal): string | null {
  return refusal.message ?? Object.values(refusal.fields)[0] ?? refusal.summary;
}

/** What to tell the user about any failure; `fallback` when the server says nothing usable. */
export function userMessage(error: unknown, fallback: string = fr.errors.server): string {
  if (!isApiError(error)) return fr.errors.unexpected;
  if (error.kind !== "http") return error.message;
  // A balancer's 413 has no words of ours: the client's own message (a file too heavy) says why.
  return refusalText(readRefusal(error.data)) ?? (error.status === 413 ? error.message : fallback);
}
