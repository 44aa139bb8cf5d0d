import { parentPort, workerData } from "node:worker_threads";
import { openSqliteReader } from "../db/open";
import type { HeavyJobs } from "./jobs";
import type { ThreadAnswer, ThreadRequest } from "./thread";

/**
 * The read thread: its own read-only connection to the SQLite file (WAL lets it read while the
 * process writes), running each job asked and sending back its answer or its error's message.
 */
const { file, jobs: jobsUrl } = workerData as { file: string; jobs: string };
const database = openSqliteReader(file);
const { heavyJobs } = (await import(jobsUrl)) as { heavyJobs: HeavyJobs };
const port = parentPort;
if (!port) throw new Error("read thread started outside a worker");

port.on("message", async ({ id, job, args }: ThreadRequest) => {
  let answer: ThreadAnswer;
  try {
    const run = heavyJobs[job];
    if (!run) throw new Error(`Lecture inconnue : ${job}`);
    answer = { id, ok: true, value: await run(database.db, ...(args as never[])) };
  } catch (error) {
    const { message, name } = error instanceof Error ? error : new Error(String(error));
    const code = (error as { code?: unknown } | null)?.code;
    answer = { id, ok: false, message, name, ...(typeof code === "string" ? { code } : {}) };
  }
  port.postMessage(answer);
});
