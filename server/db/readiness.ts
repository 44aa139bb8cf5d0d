import { sql } from "kysely";
import { TooSlow, withinTime } from "../lib/time-limit";
import { migrations } from "./migrations/index";
import type { Database } from "./open";

/** How long the readiness check waits for the database: a balancer asks every few seconds. */
export const READY_WITHIN_MS = 2_000;

export const readinessMessages = {
  unreachable: "La base de données ne répond pas.",
  tooSlow: "La base de données n'a pas répondu à temps.",
  behind: (missing: string[]) =>
    `La base de données n'est pas à jour : ${missing.length === 1 ? "migration non appliquée" : "migrations non appliquées"} ${missing.join(", ")}.`,
};

/**
 * Whether this process can serve: its database answers one small read within the time limit, and
 * every migration this code knows is applied there (an instance started on a schema a newer one
 * has not brought up yet, or a database restored from an older copy, is not ready). Null when
 * ready, else why not (in French).
 */
export async function notReadyBecause(
  database: Database,
  withinMs = READY_WITHIN_MS,
): Promise<string | null> {
  try {
    const applied = await withinTime(
      sql<{ name: string }>`select name from kysely_migration`.execute(database.db.withoutPlugins()),
      withinMs,
    );
    const names = new Set(applied.rows.map((row) => row.name));
    const missing = Object.keys(migrations).filter((name) => !names.has(name));
    return missing.length ? readinessMessages.behind(missing) : null;
  } catch (error) {
    return error instanceof TooSlow ? readinessMessages.tooSlow : readinessMessages.unreachable;
  }
}
