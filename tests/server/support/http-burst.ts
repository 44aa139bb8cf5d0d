import { Worker } from "node:worker_threads";

export type HttpRequest = {
  /** Says which kind of request this was, to sort the answers. */
  tag: string;
  method: "GET" | "POST" | "PUT" | "PATCH";
  /** From the server's root: `/api/...` or `/sandbox/...`. */
  path: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Always to this server (its index); unset, each client thread sends to the servers in turn. */
  instance?: number;
};

export type HttpAnswer = {
  tag: string;
  /** The server it was sent to. */
  base: string;
  /** When it was sent, and how long the answer took (ms). */
  startedAt: number;
  ms: number;
  /** 0: no answer (connection refused or cut, or the time ran out; see `error`). */
  status: number;
  data: any;
  retryAfter: string | null;
  location?: string | null;
  error?: string;
};

type Options = {
  /** Client threads (each its own event loop and connections). */
  workers?: number;
  /** Requests each thread keeps under way at once; unset, all of its share at once. */
  inFlight?: number;
  /** Sent again and again, in turn, once `requests` are all sent, until `stop`. */
  filler?: HttpRequest[];
  /** A request with no answer by then counts as unanswered. */
  timeoutMs?: number;
};

/**
 * Sends the requests over real HTTP from several worker threads at once (one Node event loop would
 * send them one after another), each thread dealing its share to the servers in turn: with two
 * servers, half go to each. Requests are dealt to the threads in turn.
 */
export function httpBurst(bases: string[], requests: HttpRequest[], options: Options = {}) {
  const workers = options.workers ?? 4;
  const control = new SharedArrayBuffer(12);
  const flags = new Int32Array(control);
  const runs = Array.from({ length: workers }, (_, index) => {
    const share = requests.filter((_, i) => i % workers === index);
    return new Promise<HttpAnswer[]>((resolve, reject) => {
      const worker = new Worker(new URL("./http-burst-worker.mjs", import.meta.url), {
        workerData: {
          requests: share,
          filler: options.filler ?? [],
          bases,
          index,
          workers,
          inFlight: options.inFlight ?? Math.max(1, share.length),
          timeoutMs: options.timeoutMs ?? 30_000,
          control,
        },
      });
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => code !== 0 && reject(new Error(`client thread exited with ${code}`)));
    });
  });
  return {
    /** Answers (or failures) received so far, all threads together. */
    answered: () => Atomics.load(flags, 1),
    /** No request is sent after this; those under way are answered. */
    stop: () => Atomics.store(flags, 2, 1),
    /** Every answer, once every thread is done. */
    done: Promise.all(runs).then((all) => all.flat()),
  };
}

/** All the requests at once, from several threads, to the servers in turn; answers every answer. */
export function allAtOnce(bases: string[], requests: HttpRequest[], workers = 4): Promise<HttpAnswer[]> {
  return httpBurst(bases, requests, { workers }).done;
}

/** Polls `condition` (every 50 ms) until it holds, or fails after `withinMs` saying `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, withinMs = 20_000) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Toujours pas après ${withinMs / 1000} s : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
