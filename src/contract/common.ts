import * as v from "valibot";

/** A page of results as the API returns it (DRF style). */
export const pagedSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
    next: v.optional(v.nullable(v.string()), null),
    previous: v.optional(v.nullable(v.string()), null),
    results: v.array(item),
  });

export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The envelope of the account calls: the HTTP status is repeated in `status_code`. */
export const envelopeSchema = <T extends v.GenericSchema>(body: T) =>
  v.object({
    status_code: v.pipe(v.number(), v.integer()),
    message: v.optional(v.string(), ""),
    body,
  });

/** DRF error shapes: `{detail}`, `{non_field_errors: []}` or `{field: []}`. */
export const drfErrorSchema = v.record(v.string(), v.union([v.string(), v.array(v.string())]));
export type DrfError = v.InferOutput<typeof drfErrorSchema>;

/** Query integers arrive as strings; anything unparsable falls back to the default. */
export const queryInt = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => {
        const n = typeof raw === "number" ? raw : Number.parseInt(String(raw), 10);
        return Number.isFinite(n) && n >= min && n <= max ? Math.trunc(n) : fallback;
      }),
    ),
    fallback,
  );

export const nonEmptyTrimmed = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/**
 * Characters that have no place in a name, an address or a message and can disguise text: control
 * characters (line breaks and tabs too, unless `multiline`), Unicode line and paragraph separators,
 * the byte-order mark, and the bidirectional marks, overrides, embeddings and isolates that
 * reverse what a reader sees.
 */
const hiddenCharacters = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/gu;
export const stripHidden = (text: string, multiline = false) =>
  text.replace(hiddenCharacters, (ch) => (multiline && (ch === "\n" || ch === "\t") ? ch : ""));

/** A string from a person, cleaned at the boundary before any rule looks at it. */
export const cleanString = (message?: string, multiline = false) =>
  v.pipe(
    v.string(message),
    v.transform((text) => stripHidden(text, multiline)),
  );

/**
 * A staff member's role (`null` for a client): `admin` (everything), `reception` (the day's
 * work, clients, payments) or `practitioner` (their own sessions, and marking arrivals). The login and profile answers carry it so the app can open the
 * back-office; the server checks it again on every staff call.
 */
export const staffRoleSchema = v.picklist(["admin", "reception", "practitioner"]);
export type StaffRole = v.InferOutput<typeof staffRoleSchema>;
/**
 * Optional in answers, absent or `null` for a client: an older server's answer, and a profile kept
 * on the phone by an older version, still read.
 */
export const optionalRoleSchema = v.optional(v.nullable(staffRoleSchema));
