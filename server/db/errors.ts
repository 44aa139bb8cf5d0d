/** A write refused because a unique index already holds that value, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL's unique_violation; SQLite's extended codes for a unique index or a primary key.
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** PostgreSQL's codes for a server going away, not there yet or stuck (shutdown, crash, starting, lock wait). */
const unavailableCodes = new Set([
  "57P01",
  "57P02",
  "57P03",
  // The writers' lock not had within lock_timeout: the database is busy beyond a fair wait.
  "55P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "SQLITE_BUSY",
]);

/**
 * The database could not be reached or was busy beyond its wait: nothing was written (the
 * transaction, if any, was rolled back), and the same request may be sent again in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && unavailableCodes.has(code)) return true;
  // The pool's own words: a connection cut or not opened in time, or none free in time (every
  // one busy opening or waiting: the queued request must get the same 503).
  return (
    error instanceof Error &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      error.message,
    )
  );
}
