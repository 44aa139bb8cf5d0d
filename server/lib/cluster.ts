import cluster, { type Worker } from "node:cluster";
import type { Log } from "./log";
import { BACKGROUND_DRAIN_MS, REQUEST_DRAIN_MS } from "./shutdown";

/** How long serving processes get to finish their requests and work before they are ended. */
const STOP_MS = REQUEST_DRAIN_MS + BACKGROUND_DRAIN_MS + 3_000;
/** A process that died is started again after this pause, so a crash at start does not spin. */
const RESTART_DELAY_MS = 1_000;
/**
 * glibc gives each thread that allocates its own malloc arena, and memory freed in one stays
 * there, scattered: after pictures decoded on the thread pool a process kept about 100 MB more.
 * Two arenas give most of it back (unless the operator chose otherwise).
 */
const workerEnv = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };

/**
 * Starts `count` serving processes (this same program, run as cluster workers) that share the
 * listening port. One that dies while serving is started again; one that dies before it could
 * listen (port taken, say) stops everything, as a single process would. SIGTERM or SIGINT stops
 * them all, each finishing the requests it has, then this process.
 */
export function forkWorkers(
  count: number,
  log: Log,
  on: { listening: (port: number) => void; stopped: () => Promise<void> },
) {
  const live = new Set<Worker>();
  let stopping = false;
  let announced = false;

  let exitCode = 0;
  let finishing = false;
  // The primary's own work (upkeep loops, its database) ends once no serving process is left.
  const finish = () => {
    if (finishing) return;
    finishing = true;
    // Bounded like the rest of the stop: a database that never answers does not hold it up.
    setTimeout(() => process.exit(exitCode || 1), BACKGROUND_DRAIN_MS + 5_000).unref();
    on.stopped().finally(() => process.exit(exitCode));
  };
  const start = () => {
    const worker = cluster.fork(workerEnv);
    let listened = false;
    live.add(worker);
    worker.once("listening", () => {
      listened = true;
    });
    worker.once("exit", (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (live.size === 0) finish();
        return;
      }
      if (!listened) {
        console.error(`Un processus n'a pas pu démarrer (${signal ?? `code ${code}`}) : arrêt du serveur.`);
        exitCode = 1;
        return stop();
      }
      log(`Processus ${worker.process.pid} arrêté (${signal ?? `code ${code}`}) : relancé.`, {
        level: "warn",
      });
      setTimeout(() => !stopping && start(), RESTART_DELAY_MS);
    });
  };
  // Said once for all: every process listens on the same port.
  cluster.on("listening", (_worker, address) => {
    if (announced) return;
    announced = true;
    on.listening(address.port);
  });
  for (let i = 0; i < count; i++) start();

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (live.size === 0) return finish();
    for (const worker of live) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of live) worker.process.kill("SIGKILL");
      finish();
    }, STOP_MS).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
}
