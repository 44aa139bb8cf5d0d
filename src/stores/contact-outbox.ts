import { createStore } from "zustand/vanilla";
import { ApiError } from "../api/errors";
import type { ContactMessage } from "../contract/contact";
import type { QueuedContact } from "../db/queued-contact";
import { fr } from "../i18n/fr";
import { repeat } from "../lib/poll";
import { createQueryCache } from "../lib/query-cache";
import {
  type Attempt,
  judge,
  retryDelay,
  SEND_TIMEOUT_MS,
  SUBMIT_PATIENCE_MS,
  waiting,
} from "./contact-outbox-policy";
import type { OutboxDeps, OutboxState, OutboxStorage, SubmitResult } from "./contact-outbox-types";

/**
 * The contact outbox, free of React and of the browser: a message is written to the phone before
 * it is sent, with its idempotency key, and sent again with the same key until the server has it.
 */
export function createContactOutbox(deps: OutboxDeps) {
  const store = createStore<OutboxState>()(() => ({ items: [], delivered: 0 }));
  /** Keys whose outcome a form is waiting for: it shows their delivery itself. */
  const awaited = new Set<string>();
  let watchers = 0;
  let retries = 0;
  // The next try, at its time; a try that ends schedules the one after (or none).
  const retry = repeat(() => flush().then(() => null), { timers: deps.timers, now: deps.now });
  let running: Promise<Map<string, Attempt>> | null = null;
  let next: Promise<Map<string, Attempt>> | null = null;
  /** Every message last read, whoever wrote it: all are sent. */
  let all: QueuedContact[] = [];
  const shown = () => {
    const member = deps.member();
    return all.filter((i) => i.member === member);
  };

  /**
   * Reads the outbox again; shown waiting messages gone from it were delivered (here or by another
   * tab). Someone else's refused messages go: only their writer could correct them.
   */
  async function refresh(storage: OutboxStorage) {
    const read = await storage.list();
    const member = deps.member();
    const foreign = read.filter((i) => i.refusal !== null && i.member !== member);
    for (const item of foreign) await storage.remove(item.key);
    all = read.filter((i) => !foreign.includes(i));
    const kept = new Set(all.map((i) => i.key));
    const gone = waiting(store.getState().items).filter((i) => !kept.has(i.key) && !awaited.has(i.key));
    store.setState((s) => ({ items: shown(), delivered: s.delivered + gone.length }));
    deps.setWaiting(waiting(all).length > 0);
    if (gone.length > 0 && watchers === 0) deps.onDeliveredUnseen();
  }

  function schedule(progress: "none" | "some") {
    retry.stop();
    if (waiting(all).length === 0) {
      retries = 0;
      return;
    }
    // Offline, the `online` event brings the next try: no timer wakes the phone for nothing.
    if (!deps.online()) return;
    retries = progress === "some" ? 0 : retries + 1;
    retry.start(retryDelay(retries));
  }

  /** One send, given up as unanswered after `SEND_TIMEOUT_MS`; the request is cancelled with it. */
  function sendWithin(message: ContactMessage, key: string): Promise<unknown> {
    const controller = new AbortController();
    let timeout: unknown = null;
    return new Promise<unknown>((resolve, reject) => {
      timeout = deps.timers.set(() => {
        controller.abort();
        reject(new ApiError("network", fr.errors.network));
      }, SEND_TIMEOUT_MS);
      deps.send(message, key, controller.signal).then(resolve, reject);
    }).finally(() => deps.timers.clear(timeout));
  }

  async function runFlush(): Promise<Map<string, Attempt>> {
    const storage = await deps.storage();
    const results = new Map<string, Attempt>();
    await deps.exclusive(async () => {
      // Read inside the lock: what another tab delivered meanwhile is gone already.
      for (const item of waiting(await storage.list())) {
        let result: Attempt;
        try {
          await sendWithin(item.message, item.key);
          result = "delivered";
        } catch (error) {
          result = judge(error);
        }
        results.set(item.key, result);
        if (result === "delivered") await storage.remove(item.key);
        else if (result === "unreached")
          break; // the next ones would not get through either
        else {
          // Kept even when a form waits for it: the sender may have left, and finds it back later.
          const { message, summary, fields } = result.refusal;
          await storage.put({ ...item, refusal: { message: summary ?? message, fields } });
        }
      }
    });
    await refresh(storage);
    schedule([...results.values()].some((r) => r !== "unreached") ? "some" : "none");
    if (results.size > 0) deps.announce();
    return results;
  }

  /**
   * One pass over the waiting messages; a call during a pass gets one more pass after it. A pass that
   * fails (the local database, a lock) is tried again later, like a message that did not get through.
   */
  function flush(): Promise<Map<string, Attempt>> {
    if (!running) {
      running = runFlush()
        .catch(() => {
          schedule("none");
          return new Map<string, Attempt>();
        })
        .finally(() => {
          running = null;
        });
      return running;
    }
    next ??= running.then(() => {
      next = null;
      return flush();
    });
    return next;
  }

  /**
   * The form's send: the message is kept first (a closed tab or a lost answer loses nothing), then
   * sent. `replacing`: the refused message it corrects. Past `SUBMIT_PATIENCE_MS` without an answer
   * the form is told it waits; the send goes on, and its outcome is the outbox's.
   */
  async function submit(message: ContactMessage, replacing: string | null = null): Promise<SubmitResult> {
    const item: QueuedContact = {
      key: deps.newKey(),
      message,
      queuedAt: deps.now(),
      refusal: null,
      member: deps.member(),
    };
    let storage: OutboxStorage;
    try {
      storage = await deps.storage();
      await storage.put(item, replacing);
    } catch {
      // Nowhere to keep it (storage disabled or full): one try, as before the outbox.
      return sendWithoutOutbox(message);
    }
    deps.setWaiting(true);
    retries = 0;
    awaited.add(item.key);
    let patience: unknown = null;
    const outcome = flush()
      .then(async (results): Promise<SubmitResult> => {
        const result = results.get(item.key) ?? (await handledElsewhere(storage, item.key));
        if (result === "delivered") return { outcome: "sent" };
        if (result === "unreached") return { outcome: "queued" };
        return { outcome: "refused", refusal: result.refusal, key: item.key };
      })
      // The pass itself failed (the local database, a lock): the message is kept all the same.
      .catch((): SubmitResult => ({ outcome: "queued" }));
    const impatient = new Promise<SubmitResult>((resolve) => {
      patience = deps.timers.set(() => resolve({ outcome: "queued" }), SUBMIT_PATIENCE_MS);
    });
    try {
      const result = await Promise.race([outcome, impatient]);
      if (result.outcome === "queued") await refresh(storage);
      return result;
    } finally {
      deps.timers.clear(patience);
      awaited.delete(item.key);
    }
  }

  /** Another tab's pass took the message first: what became of it. */
  async function handledElsewhere(storage: OutboxStorage, key: string): Promise<Attempt> {
    const found = (await storage.list()).find((i) => i.key === key);
    if (!found) return "delivered";
    if (!found.refusal) return "unreached";
    return { refusal: { message: found.refusal.message, fields: found.refusal.fields, summary: null } };
  }

  async function sendWithoutOutbox(message: ContactMessage): Promise<SubmitResult> {
    try {
      await sendWithin(message, deps.newKey());
      return { outcome: "sent" };
    } catch (error) {
      const result = judge(error);
      // Nowhere to keep it: the form keeps what was typed and says the send failed.
      return result === "unreached"
        ? { outcome: "failed", error }
        : { outcome: "refused", refusal: result.refusal, key: null };
    }
  }

  // Once per page: the first start's read is shared, kept once done; a failed one is tried again.
  const once = createQueryCache(deps.now);
  return {
    store,
    submit,
    flush,
    /** Reads the outbox and sends what waits; once per page, later calls share it. */
    start(): Promise<void> {
      const run = async () => {
        await refresh(await deps.storage());
        if (waiting(all).length > 0) await flush();
      };
      return once.read("start", run, Number.POSITIVE_INFINITY).catch(() => undefined);
    },
    /** The network is back: try at once, and start the waits over. */
    online(): Promise<unknown> {
      retries = 0;
      return waiting(all).length > 0 ? flush() : Promise.resolve();
    },
    /** Someone else uses the phone (login, logout): nothing of the last one's stays on screen. */
    async memberChanged() {
      store.setState({ items: shown() });
      await refresh(await deps.storage()).catch(() => undefined);
    },
    /** Another tab changed the outbox. */
    async changedElsewhere() {
      await refresh(await deps.storage());
      if (!retry.scheduled()) schedule("some");
    },
    /** The sender gives a refused message up. */
    async discard(key: string) {
      const storage = await deps.storage();
      await storage.remove(key);
      await refresh(storage);
      deps.announce();
    },
    /** A contact form is on screen: it shows deliveries itself. */
    watch(): () => void {
      watchers++;
      return () => {
        watchers--;
      };
    },
  };
}
