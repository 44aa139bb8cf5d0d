import type { Server } from "node:http";
import type { AppDeps } from "../deps";
import { PROVIDER_TIMEOUT_MS } from "../payments/accounts";
import { backgroundSettled } from "./background";

/**
 * How long the requests under way may take once a stop is asked: a mobile-money payment makes up
 * to two provider calls (a token, then the payment), each within its own time limit, and must not
 * be cut between them.
 */
export const REQUEST_DRAIN_MS = 2 * PROVIDER_TIMEOUT_MS + 5_000;
/** Then the work they left running (a refund, a mail, an upkeep round) gets this long. */
export const BACKGROUND_DRAIN_MS = 12_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function closeAfter(response: Response) {
  try {
    response.headers.set("Connection", "close");
  } catch {
    // Some answers' headers are frozen (a redirect): idle connections are closed all the same.
  }
}

/** Counts the requests being answered, so a stop can tell them apart from idle connections. */
export function requestTracker() {
  let open = 0;
  let draining = false;
  return {
    get open() {
      return open;
    },
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async track(answer: () => Response | Promise<Response>): Promise<Response> {
      open++;
      try {
        const response = await answer();
        // A keep-alive client is told to go, so its connection ends once its answer is sent.
        if (draining) closeAfter(response);
        return response;
      } finally {
        open--;
      }
    },
  };
}
export type RequestTracker = ReturnType<typeof requestTracker>;

/**
 * Stops taking connections and waits for the answers under way (REQUEST_DRAIN_MS at most), closing
 * each connection as it falls idle; whatever is left then is cut.
 */
export async function drainHttp(server: Server, requests: RequestTracker): Promise<void> {
  requests.drain();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const deadline = Date.now() + REQUEST_DRAIN_MS;
  while (Date.now() < deadline) {
    server.closeIdleConnections();
    const done = await Promise.race([closed.then(() => true), wait(200).then(() => false)]);
    if (done) return;
  }
  server.closeAllConnections();
  await closed;
}

/**
 * The last steps of a stop: the background loops are told to stop, the work under way gets
 * BACKGROUND_DRAIN_MS, then the database closes. Nothing queries a closed database.
 */
export async function settleAndClose(
  deps: Pick<AppDeps, "database" | "log">,
  stopLoops: (() => void)[],
): Promise<void> {
  for (const stop of stopLoops) stop();
  await Promise.race([backgroundSettled(deps), wait(BACKGROUND_DRAIN_MS)]);
  await deps.database.close();
}
