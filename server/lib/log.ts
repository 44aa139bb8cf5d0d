import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream } from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error";

/** What a line says besides its French message: its level (info unless told) and its fields. */
export type LogDetails = { level?: LogLevel } & Record<string, unknown>;

/**
 * The server's log: a French message, and for the JSON lines its level and fields. A plain
 * `(message) => void` is one too (the tests' own).
 */
export type Log = (message: string, details?: LogDetails) => void;

/** LOG_FORMAT: `text` prints the French messages alone (a terminal), `json` one JSON object a line. */
export type LogFormat = "text" | "json";

/** The request being answered, so that every line it causes carries its id (its background work too). */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Keys whose values never reach the log, at the top of a line's fields or one level down. */
const SECRET_KEYS = [
  "authorization",
  "cookie",
  "password",
  "token",
  "access",
  "refresh",
  "code",
  "otp",
  "secret",
  "email",
  "phone",
];
const redactPaths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);
export const REDACTED = "[masqué]";

const EMAIL = /[^\s@<>«»"'(),;:]+@[^\s@<>«»"'(),;:]+\.[^\s@<>«»"'(),;:]+/g;
// Senegal's numbers (9 digits from 3 or 7, spaced or not), with or without +221: never a longer
// run of digits (an instant, an amount).
const PHONE = /(?<![\d+])(?:(?:\+|00)221[ .]?)?[37]\d(?:[ .]?\d){7}(?!\d)/g;

/** A message with its e-mail addresses and phone numbers masked: they name people. */
export function scrub(message: string): string {
  return message.replace(EMAIL, "[e-mail masqué]").replace(PHONE, "[téléphone masqué]");
}

/**
 * One JSON object a line (time, level, pid, message, the request's id, the fields), written to
 * `destination` (standard output unless told, synchronously: a stop loses no line); secrets and
 * personal data masked.
 */
export function jsonLog(destination: DestinationStream = pino.destination({ dest: 1, sync: true })): Log {
  const logger = pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: REDACTED },
    },
    destination,
  );
  return (message, details) => {
    const { level = "info", ...fields } = details ?? {};
    const requestId = requestScope.getStore()?.requestId;
    logger[level]({ ...(requestId ? { requestId } : {}), ...fields }, scrub(message));
  };
}

/** The French messages as they always were, one a line, for a person at a terminal (no debug lines). */
export function textLog(write: (line: string) => void = (line) => process.stdout.write(line)): Log {
  return (message, details) => {
    if (details?.level !== "debug") write(`${message}\n`);
  };
}

/** The log of `format`. */
export function serverLog(format: LogFormat): Log {
  return format === "json" ? jsonLog() : textLog();
}
