/**
 * The back-office's search params, read by each screen's own file: its route files, which sit in the
 * app's first file every client's phone loads, pass them through as they are.
 */
import { isDay } from "./calendar-day";

/** A day from the address; not `2026-02-30`, which the server refuses: the screen shows today then. */
export const dayParam = (raw: unknown) => (typeof raw === "string" && isDay(raw) ? raw : undefined);

export const pageParam = (raw: unknown) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

export const textParam = (raw: unknown) =>
  typeof raw === "string" && raw.trim() ? raw.trim().slice(0, 100) : undefined;

export const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (raw: unknown): T =>
    values.includes(raw as T) ? (raw as T) : fallback;
