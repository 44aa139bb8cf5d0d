/**
 * Pieces of the back-office's search schemas (each route declares its own). A value that does not
 * fit falls back to none, and the screen to its default: a hand-edited link never breaks a page.
 */
import * as v from "valibot";
import { isDay } from "./calendar-day";

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** A whole number within bounds; the router reads `?page=2` as a number, a typed link may give text. */
const wholeIn = (min: number, max: number) =>
  optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d+\s*$/), v.transform(Number))]),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
  );

/** A real day: not `2026-02-30`, which the server refuses. Without one the screen shows today. */
export const day = optional(
  v.pipe(
    v.string(),
    v.check((value) => isDay(value)),
  ),
);

/** A time of day, `HH:MM` (a free cell of the week). */
export const clockTime = optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)));

/** A page of a list, from 1. */
export const page = wholeIn(1, 100_000);

/** A line of the audit log. */
export const lineId = wholeIn(1, 999_999_999);

/** A record's id in a link (a client, a service, a slot). */
export const recordId = wholeIn(1, 999_999_999);

/** A search typed by the desk, trimmed, at most 100 characters. */
export const searchText = optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.transform((text) => text.slice(0, 100)),
  ),
);

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  optional(v.picklist(values));

/** A record's id in a path: 1 to 9 digits, else the page is not found. */
export function parseRecordId(raw: string): number | null {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 ? id : null;
}
