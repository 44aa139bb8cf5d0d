import { outsideTransaction } from "../db/scope";
import type { Db } from "../db/tables";
import type { AppDeps } from "../deps";
import { holdLease, thisInstance } from "./lease";
import { markLoopRun } from "./loop-runs";

/** The work running after an answer was sent (refunds, a callback's registration, a code to send). */
const running = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `work` without holding the request that started it; a failure is logged, never thrown.
 * Keyed by the opened database: one set per app. Started outside any transaction under way, which
 * it outlives: its queries go to the database itself.
 */
export function inBackground(deps: Pick<AppDeps, "database" | "log">, work: () => Promise<void>): void {
  let set = running.get(deps.database);
  if (!set) {
    set = new Set();
    running.set(deps.database, set);
  }
  const task = outsideTransaction(work).catch((error: unknown) => {
    // A provider's own words stay out: its log line (a ProviderError's) says what failed without any secret.
    const logLine = (error as { logLine?: unknown } | null)?.logLine;
    const why = typeof logLine === "string" ? logLine : error instanceof Error ? error.name : "?";
    deps.log(`Tâche de fond en échec : ${why}`);
  });
  set.add(task);
  void task.finally(() => set.delete(task));
}

/** Waits until no background work of this app is left (tests, and a stopping server). */
export async function backgroundSettled(deps: Pick<AppDeps, "database">): Promise<void> {
  const set = running.get(deps.database);
  while (set?.size) await Promise.all([...set]);
}

/** How many rounds' time one round may keep its lease. */
const MAX_RENEWALS = 10;

/**
 * Runs `work` now and then every `everyMs`, in the background, never two rounds at once (a slow
 * round makes the next tick skip). With several instances on one database, only the holder of the
 * lease `lease` works; it renews it each round and while a round lasts, and another takes over
 * once a holder that stopped let it lapse (two rounds). Answers how to stop it.
 */
export function repeatInBackground(
  deps: Pick<AppDeps, "database" | "log" | "clock">,
  everyMs: number,
  lease: string,
  work: () => Promise<void>,
  holder = thisInstance,
): () => void {
  let busy = false;
  const db: Db = deps.database.db;
  const round = () => {
    if (busy) return;
    busy = true;
    inBackground(deps, async () => {
      // A slow round keeps renewing its lease, so that no other instance starts the same work.
      let renewing: ReturnType<typeof setInterval> | undefined;
      try {
        if (!(await holdLease(db, lease, holder, deps.clock.now(), 2 * everyMs))) return;
        // Not for ever: a round stuck on a call that never ends lets another instance take over.
        let renewals = 0;
        renewing = setInterval(() => {
          if (++renewals > MAX_RENEWALS) {
            clearInterval(renewing);
            deps.log(
              `Travail « ${lease} » toujours en cours après ${MAX_RENEWALS} tours : son bail n'est plus renouvelé.`,
            );
            return;
          }
          holdLease(db, lease, holder, deps.clock.now(), 2 * everyMs).catch(() => {});
        }, everyMs);
        renewing.unref();
        await work();
        markLoopRun(lease);
      } finally {
        clearInterval(renewing);
        busy = false;
      }
    });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  round();
  return () => clearInterval(timer);
}
