import type { Context } from "hono";
import * as v from "valibot";
import type { DrfError } from "../../src/contract/common";
import { holdsUnstorableText, unstorableTextMessage } from "./storable-text";

export const httpMessages = {
  malformedJson: "Requête invalide : le corps doit être un JSON valide.",
  notAnObject: "Requête invalide : un objet JSON est attendu.",
  required: "Ce champ est obligatoire.",
  invalidValue: "Valeur invalide.",
  notFound: "Ressource introuvable.",
  unauthenticated: "Informations d'authentification non fournies.",
  invalidToken: "Le jeton d'authentification est invalide ou expiré.",
  forbidden: "Vous n'avez pas la permission d'effectuer cette action.",
  tooLarge: "Fichier trop volumineux.",
  unstorableText: unstorableTextMessage,
  readTooLong: "Cette lecture prend trop de temps. Rien n'a été modifié : réessayez dans un moment.",
  databaseUnavailable:
    "Le service est momentanément indisponible. Rien n'a été enregistré : veuillez réessayer dans quelques instants.",
  bodyTooLarge: (bytes: number) =>
    `Requête trop volumineuse : ${bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} Mo` : `${Math.floor(bytes / 1024)} Ko`} au plus.`,
} as const;

/** Valibot writes English by default: anything not given a French message gets one here. */
function frenchMessage(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith("Invalid ")) return issue.message;
  if (issue.kind === "schema" && issue.input === undefined) return httpMessages.required;
  return httpMessages.invalidValue;
}

/** Valibot issues in the DRF error shape: `{field: [..]}` and `non_field_errors`. */
export function drfErrors(issues: readonly v.BaseIssue<unknown>[]): DrfError {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    // Nested objects keep their dotted path (address.city); list items report on the list itself.
    const keys: string[] = [];
    for (const item of issue.path ?? []) {
      if (typeof item.key !== "string") break;
      keys.push(item.key);
    }
    const key = keys.join(".") || "non_field_errors";
    const list = out[key] ?? [];
    const message = frenchMessage(issue);
    if (!list.includes(message)) list.push(message);
    out[key] = list;
  }
  return out;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: DrfError };

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  // What the checks before the routes let through (a form's text fields) is caught here.
  if (holdsUnstorableText(input)) return { ok: false, errors: { detail: [httpMessages.unstorableText] } };
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, data: result.output } : { ok: false, errors: drfErrors(result.issues) };
}

/** The envelope of the account answers: the HTTP status repeated in `status_code`. */
export function envelope(c: Context, status: number, message: string, body: unknown = {}) {
  c.header("Cache-Control", "no-store");
  return c.json({ status_code: status, message, body }, status as 200);
}

export function detail(c: Context, status: number, message: string) {
  return c.json({ detail: message }, status as 400);
}

/** An HTTP answer computed before it is sent (replayed by the idempotency keys). */
export type Answer = { status: number; body: unknown };
export const reply = (c: Context, answer: Answer) => c.json(answer.body as object, answer.status as 200);
