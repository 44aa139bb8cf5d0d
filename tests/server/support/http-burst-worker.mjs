// One client thread of a burst (see http-burst.ts): waits for the others, then sends its requests over
// real HTTP, a few at a time, to the servers in turn, until done or told to stop.
import { parentPort, workerData } from "node:worker_threads";

const { requests, filler, bases, index, workers, inFlight, timeoutMs, control } = workerData;
const flags = new Int32Array(control);
const READY = 0;
const ANSWERED = 1;
const STOP = 2;

Atomics.add(flags, READY, 1);
Atomics.notify(flags, READY);
while (Atomics.load(flags, READY) < workers) Atomics.wait(flags, READY, Atomics.load(flags, READY), 50);

async function send(request, base) {
  const headers = { ...request.headers };
  if (request.json !== undefined) headers["Content-Type"] = "application/json";
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  const startedAt = Date.now();
  const answer = { tag: request.tag, base, startedAt, status: 0, data: null, retryAfter: null, ms: 0 };
  try {
    const res = await fetch(base + request.path, {
      method: request.method,
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    answer.status = res.status;
    answer.retryAfter = res.headers.get("Retry-After");
    answer.location = res.headers.get("Location");
    try {
      answer.data = text ? JSON.parse(text) : null;
    } catch {
      answer.data = text;
    }
  } catch (error) {
    // No answer at all: the server was gone, or the time ran out.
    answer.error = error?.cause?.code ?? error?.name ?? String(error);
  }
  answer.ms = Date.now() - startedAt;
  return answer;
}

let next = 0;
let sent = 0;
const results = [];
async function lane() {
  for (;;) {
    if (Atomics.load(flags, STOP)) return;
    const i = next++;
    const request = i < requests.length ? requests[i] : filler.length ? filler[i % filler.length] : null;
    if (!request) return;
    // This thread's requests go to each server in turn, starting from a different one per thread.
    const base =
      request.instance === undefined ? bases[(sent++ + index) % bases.length] : bases[request.instance];
    results.push(await send(request, base));
    Atomics.add(flags, ANSWERED, 1);
  }
}
await Promise.all(Array.from({ length: inFlight }, lane));
parentPort.postMessage(results);
