import { Worker } from "node:worker_threads";
import type { ProviderChoices } from "../../../server/payments/accounts";
import type { TestApp } from "../harness";

export type ParallelRequest = {
  /** Says which kind of request this was, to sort the answers. */
  tag: string;
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client address the socket would show. */
  address?: string;
};
export type WorkerResult = { tag: string; status: number; data: any };
export type WorkerInput = {
  dbFile: string;
  jwtSecretHex: string;
  mediaDir: string;
  now: number;
  workers: number;
  barrier: SharedArrayBuffer;
  requests: ParallelRequest[];
  /** The providers each worker's app takes payments with (the sandbox unless told). */
  providers?: ProviderChoices;
  /** Mail goes to the database's outbox (as in demo mode), for the test to read; dropped unless told. */
  keepMail?: boolean;
  /** SMS and WhatsApp offered, their messages kept in the database's outbox (as in demo mode). */
  keepTexts?: boolean;
  /**
   * A slow disk: each statement keeps its thread this long after it ran, so a read and the write it
   * decides are far apart, and only a transaction keeps another server from acting in between.
   */
  statementDelayMs?: number;
  /**
   * After its requests, the worker runs the primary's minute of mail upkeep this many times
   * (reminders queued, due mail sent), as several servers would.
   */
  mailUpkeepRounds?: number;
};

/**
 * Sends the requests from several worker threads at once, each with its own database connection
 * on the test app's file, so they really run side by side (one Node process serves its requests
 * one after another and would prove nothing). Requests are dealt to the workers in turn.
 */
export async function inParallel(
  t: TestApp,
  requests: ParallelRequest[],
  workers = 4,
  /** The time the workers' clocks show (the test app's by default): another server, later. */
  at?: Date,
  options: Pick<WorkerInput, "keepMail" | "keepTexts" | "statementDelayMs" | "mailUpkeepRounds"> = {},
): Promise<WorkerResult[]> {
  const file = t.file;
  if (!file || file === ":memory:") throw new Error("inParallel needs makeTestApp({ dbFile: true })");
  const barrier = new SharedArrayBuffer(4);
  const batches = Array.from({ length: workers }, (_, w) => requests.filter((_, i) => i % workers === w));
  const runs = batches.map(
    (batch) =>
      new Promise<WorkerResult[]>((resolve, reject) => {
        const input: WorkerInput = {
          dbFile: file,
          jwtSecretHex: t.deps.config.jwtSecret.toString("hex"),
          mediaDir: t.deps.config.mediaDir,
          now: (at ?? t.deps.clock.now()).getTime(),
          workers,
          barrier,
          requests: batch,
          providers: t.deps.config.providers,
          ...options,
        };
        const worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), { workerData: input });
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.once("exit", (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
      }),
  );
  return (await Promise.all(runs)).flat();
}
