import { Worker } from "node:worker_threads";

export type ThreadRequest = { id: number; job: string; args: unknown[] };
export type ThreadAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; name: string; code?: string };

/** How long a heavy read may take before it is refused (a month's takings on years of data: ~0.1 s). */
export const HEAVY_READ_LIMIT_MS = 20_000;

/** A heavy read that took longer than its limit: answered 503, the thread replaced. */
export class HeavyReadTooLong extends Error {
  constructor(limitMs: number) {
    super(`Lecture interrompue après ${limitMs} ms.`);
    this.name = "HeavyReadTooLong";
  }
}

/** A job that failed in the thread, with its message (the stack stays there). */
class HeavyReadFailed extends Error {}

export type ReadThread = {
  run(job: string, args: unknown[]): Promise<unknown>;
  close(): Promise<void>;
};

type Pending = { resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout };

const defaultJobs = new URL("./jobs.ts", import.meta.url).href;

/**
 * A worker thread that reads the SQLite `file` on its own connection, so that a long read (a month's
 * takings on years of data) never holds the thread that answers the clients: better-sqlite3 runs
 * each statement on the thread that calls it. Started at once (its code takes seconds to load); a read past `limitMs` is
 * refused and its thread ended (SQLite cannot stop a statement half-way: the next read gets a new
 * thread at once). `jobs` names another module of jobs (the tests').
 */
export function startReadThread(file: string, options: { limitMs: number; jobs?: string }): ReadThread {
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(error);
    }
  };
  const stop = (which: Worker) => {
    if (worker === which) worker = null;
    // Ends once its statement returns; nothing waits for it.
    void which.terminate();
  };

  const start = () => {
    const started = new Worker(new URL("./boot.mjs", import.meta.url), {
      workerData: { file, jobs: options.jobs ?? defaultJobs },
    });
    // A server stopping does not wait for a read still running.
    started.unref();
    started.on("message", (answer: ThreadAnswer) => {
      const p = pending.get(answer.id);
      if (!p) return;
      pending.delete(answer.id);
      clearTimeout(p.timer);
      if (answer.ok) p.resolve(answer.value);
      // Its code kept: a SQLITE_BUSY is still a 503 (`isDatabaseUnavailable`).
      else
        p.reject(
          Object.assign(new HeavyReadFailed(answer.message), { name: answer.name, code: answer.code }),
        );
    });
    const lost = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      failAll(error);
    };
    started.on("error", lost);
    started.on("exit", (code) => lost(new Error(`Le fil de lecture s'est arrêté (code ${code}).`)));
    return started;
  };

  let worker: Worker | null = start();
  let closed = false;
  return {
    run(job, args) {
      if (closed) return Promise.reject(new Error("Le fil de lecture est fermé."));
      worker ??= start();
      const on = worker;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new HeavyReadTooLong(options.limitMs));
          // The thread is busy with this read: every other one on it would wait behind it.
          failAll(new HeavyReadTooLong(options.limitMs));
          stop(on);
        }, options.limitMs);
        pending.set(id, { resolve, reject, timer });
        try {
          on.postMessage({ id, job, args } satisfies ThreadRequest);
        } catch (error) {
          // Arguments that cannot cross: this read fails alone, the thread goes on.
          clearTimeout(timer);
          pending.delete(id);
          reject(error);
        }
      });
    },
    async close() {
      closed = true;
      const closing = worker;
      worker = null;
      failAll(new Error("Le fil de lecture est fermé."));
      await closing?.terminate();
    },
  };
}
