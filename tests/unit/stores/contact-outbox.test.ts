import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/api/errors";
import type { ContactMessage } from "../../../src/contract/contact";
import { createAccessors } from "../../../src/db/accessors";
import { AppDatabase } from "../../../src/db/database";
import { createContactOutbox } from "../../../src/stores/contact-outbox";
import {
  RETRY_DELAYS_MS,
  SEND_TIMEOUT_MS,
  SUBMIT_PATIENCE_MS,
} from "../../../src/stores/contact-outbox-policy";
import type { OutboxDeps } from "../../../src/stores/contact-outbox-types";

const message: ContactMessage = {
  name: "Awa Diop",
  email: "awa@example.com",
  telephone: "",
  subject: "reservation",
  message: "Bonjour, avez-vous des créneaux le soir ?",
};
const offline = () => new ApiError("network", "Pas de réseau");
const refused = () =>
  new ApiError("http", "Refus", 400, {
    success: false,
    message: "Veuillez corriger les erreurs du formulaire.",
    errors: { message: "Ce champ est trop long." },
  });

/** The pass the last retry timer started, to wait for it. */
let retry: Promise<unknown> = Promise.resolve();
/** The real timer, taken before the fake ones: the local database (fake-indexeddb) runs on it. */
const realTimeout = globalThis.setTimeout;
/** Lets the local database get to `done`. */
async function until(done: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await done()) return;
    await new Promise((resolve) => realTimeout(resolve, 0));
  }
  throw new Error("never happened");
}
/** Moves the clock by `ms` and waits for the retry it started, if any. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await retry;
}

let dbName = 0;
let db: AppDatabase;
let local: ReturnType<typeof createAccessors>;
/** What the server answers next; records every call as the server would see it. */
let answer: () => Promise<unknown>;
let calls: { key: string; message: ContactMessage; signal: AbortSignal }[];

/** A mutex shared by the "tabs" of one test, as Web Locks is by the tabs of one phone. */
function sharedLock(): OutboxDeps["exclusive"] {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>) => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return result;
  };
}

function tab(overrides: Partial<OutboxDeps> = {}) {
  let key = 0;
  const deps: OutboxDeps = {
    storage: async () => ({
      list: local.listContactOutbox,
      put: local.putContactMessage,
      remove: local.removeContactMessage,
    }),
    send: async (m, k, signal) => {
      calls.push({ key: k, message: m, signal });
      return answer();
    },
    newKey: () => `cle-${dbName}-${++key}`,
    now: () => Date.now(),
    timers: {
      set: (run, ms) =>
        setTimeout(() => {
          retry = Promise.resolve(run());
        }, ms),
      clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    online: () => true,
    exclusive: (run) => run(),
    member: () => null,
    announce: vi.fn(),
    setWaiting: vi.fn(),
    onDeliveredUnseen: vi.fn(),
    ...overrides,
  };
  return { outbox: createContactOutbox(deps), deps };
}

beforeEach(() => {
  // Timers and the clock are faked; fake-indexeddb keeps its own scheduling.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  db = new AppDatabase(`outbox-${++dbName}`);
  local = createAccessors(db);
  calls = [];
  answer = async () => ({ success: true });
  retry = Promise.resolve();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the contact outbox", () => {
  it("keeps a message written without network, then sends it once, with the same key, when it returns", async () => {
    const { outbox, deps } = tab();
    answer = () => Promise.reject(offline());
    expect(await outbox.submit(message)).toEqual({ outcome: "queued" });
    const [kept] = await local.listContactOutbox();
    expect(kept).toMatchObject({ message, refusal: null });
    expect(outbox.store.getState().items.map((i) => i.key)).toEqual([kept?.key]);
    expect(deps.setWaiting).toHaveBeenLastCalledWith(true);

    // The server is back: the first retry delivers it, with the key of the first try.
    answer = async () => ({ success: true });
    await elapse(RETRY_DELAYS_MS[0]);
    expect(calls.map((c) => c.key)).toEqual([kept?.key, kept?.key]);
    expect(calls[1]?.message).toEqual(message);
    expect(await local.listContactOutbox()).toEqual([]);
    expect(outbox.store.getState()).toMatchObject({ items: [], delivered: 1 });
    expect(deps.setWaiting).toHaveBeenLastCalledWith(false);
    // No contact form on screen: the app says it elsewhere.
    expect(deps.onDeliveredUnseen).toHaveBeenCalledTimes(1);

    // Nothing waits: no more requests.
    await elapse(10 * 60_000);
    expect(calls).toHaveLength(2);
  });

  it("waits longer after each failure, and tries at once when the network returns", async () => {
    let online = true;
    const { outbox } = tab({ online: () => online });
    answer = () => Promise.reject(offline());
    await outbox.submit(message);
    // 15 s, 30 s, 1 min, 2 min, then every 5 min.
    for (const wait of [15_000, 30_000, 60_000, 120_000, 300_000, 300_000, 300_000]) {
      const before = calls.length;
      await elapse(wait - 1);
      expect(calls).toHaveLength(before);
      await elapse(1);
      expect(calls).toHaveLength(before + 1);
    }

    // The phone says it is offline: no timer wakes it; the network's return tries at once.
    online = false;
    await elapse(300_000);
    const quiet = calls.length;
    await elapse(3_600_000);
    expect(calls).toHaveLength(quiet);
    online = true;
    answer = async () => ({ success: true });
    await outbox.online();
    expect(calls).toHaveLength(quiet + 1);
    expect(await local.listContactOutbox()).toEqual([]);
  });

  it("sends what an earlier page left waiting as the app starts", async () => {
    const first = tab();
    answer = () => Promise.reject(offline());
    await first.outbox.submit(message);
    answer = async () => ({ success: true });
    const later = tab();
    await later.outbox.start();
    expect(calls).toHaveLength(2);
    expect(await local.listContactOutbox()).toEqual([]);
  });

  it("keeps a message the server refuses later, with its reasons, and does not send it again", async () => {
    const { outbox } = tab();
    answer = () => Promise.reject(offline());
    await outbox.submit(message);
    answer = () => Promise.reject(refused());
    await elapse(RETRY_DELAYS_MS[0]);
    const [kept] = await local.listContactOutbox();
    expect(kept?.refusal).toEqual({
      message: "Veuillez corriger les erreurs du formulaire.",
      fields: { message: "Ce champ est trop long." },
    });
    expect(outbox.store.getState().items).toEqual([kept]);
    await elapse(3_600_000);
    expect(calls).toHaveLength(2);

    // Corrected and sent again: it takes the refused one's place.
    answer = async () => ({ success: true });
    expect(await outbox.submit({ ...message, message: "Plus court, cette fois." }, kept?.key)).toEqual({
      outcome: "sent",
    });
    expect(await local.listContactOutbox()).toEqual([]);
  });

  it("gives the form its own refusal, and keeps the message refused until the form sends it corrected", async () => {
    const { outbox } = tab();
    answer = () => Promise.reject(refused());
    const result = await outbox.submit(message);
    const [kept] = await local.listContactOutbox();
    expect(result).toEqual({
      outcome: "refused",
      refusal: expect.objectContaining({ fields: { message: "Ce champ est trop long." } }),
      key: kept?.key,
    });
    // Kept: a sender who left the page before the answer finds it back in the form.
    expect(kept?.refusal).toEqual({
      message: "Veuillez corriger les erreurs du formulaire.",
      fields: { message: "Ce champ est trop long." },
    });
    expect(outbox.store.getState().items).toEqual([kept]);
    answer = async () => ({ success: true });
    expect(await outbox.submit(message, kept?.key)).toEqual({ outcome: "sent" });
    expect(await local.listContactOutbox()).toEqual([]);
  });

  it("keeps waiting, never refused, a message answered 'not now' or by something other than the API", async () => {
    const json = { success: false, message: "Trop de requêtes." };
    const answers = [
      new ApiError("http", "Délai", 408, json),
      new ApiError("http", "Trop tôt", 425, json),
      new ApiError("http", "Trop de requêtes", 429, json),
      // A captive portal's page: not JSON, so the client holds no body.
      new ApiError("http", "Refus", 403, null),
      new ApiError("invalid", "Réponse inattendue", 200, undefined),
    ];
    const { outbox } = tab();
    for (const error of answers) {
      answer = () => Promise.reject(error);
      expect(await outbox.submit(message), `${error.status}`).toEqual({ outcome: "queued" });
      const [kept, ...more] = await local.listContactOutbox();
      expect(more).toEqual([]);
      expect(kept?.refusal).toBeNull();
      expect(calls.at(-1)?.key).toBe(kept?.key);
      await outbox.discard(kept?.key ?? "");
    }
  });

  it("tells the form it waits when the send hangs, and keeps a late refusal", async () => {
    const { outbox } = tab();
    let refuse: (error: unknown) => void = () => {};
    answer = () => new Promise((_, reject) => (refuse = reject));
    const pending = outbox.submit(message);
    await until(() => calls.length === 1);
    await vi.advanceTimersByTimeAsync(SUBMIT_PATIENCE_MS);
    expect(await pending).toEqual({ outcome: "queued" });
    expect(outbox.store.getState().items).toHaveLength(1);
    refuse(refused());
    await until(async () => (await local.listContactOutbox())[0]?.refusal != null);
    await until(() => outbox.store.getState().items[0]?.refusal != null);
  });

  it("gives a request left unanswered up after 20 s and cancels it: the lock is free for the next pass", async () => {
    const lock = sharedLock();
    const one = tab({ exclusive: lock });
    const two = tab({ exclusive: lock });
    // A connection that hangs: no answer, ever.
    answer = () => new Promise(() => {});
    const pending = one.outbox.submit(message);
    await until(() => calls.length === 1);
    await vi.advanceTimersByTimeAsync(SUBMIT_PATIENCE_MS);
    expect(await pending).toEqual({ outcome: "queued" });

    // Another tab's pass waits for the lock the hung one holds, until it is given up.
    answer = async () => ({ success: true });
    let done = false;
    void two.outbox.start().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - SUBMIT_PATIENCE_MS - 1);
    expect(calls[0]?.signal.aborted).toBe(false);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal.aborted).toBe(true);
    await until(() => done);
    expect(calls.map((c) => c.key)).toEqual([calls[0]?.key, calls[0]?.key]);
    expect(await local.listContactOutbox()).toEqual([]);
  });

  it("sends a message once when two tabs try at the same time", async () => {
    const lock = sharedLock();
    const one = tab({ exclusive: lock });
    const two = tab({ exclusive: lock });
    answer = () => Promise.reject(offline());
    await one.outbox.submit(message);
    await two.outbox.start();
    calls = [];
    answer = async () => ({ success: true });
    await Promise.all([one.outbox.online(), two.outbox.online()]);
    expect(calls).toHaveLength(1);
    expect(await local.listContactOutbox()).toEqual([]);
    // The tab that did not send sees it delivered too.
    expect(one.outbox.store.getState().delivered + two.outbox.store.getState().delivered).toBe(2);
  });

  it("sends at once, without keeping, where the phone can keep nothing", async () => {
    const { outbox } = tab({ storage: () => Promise.reject(new Error("Stockage indisponible")) });
    expect(await outbox.submit(message)).toEqual({ outcome: "sent" });
    answer = () => Promise.reject(offline());
    expect(await outbox.submit(message)).toMatchObject({ outcome: "failed" });
    // A send left unanswered ends too: the form is told it failed, what was typed is kept.
    answer = () => new Promise(() => {});
    const pending = outbox.submit(message);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await pending).toMatchObject({ outcome: "failed", error: { kind: "network" } });
  });
});

describe("whose messages show", () => {
  const texts = (outbox: ReturnType<typeof tab>["outbox"]) =>
    outbox.store.getState().items.map((i) => i.message.message);

  it("shows a message only to whoever wrote it, yet sends every one, whoever is signed in", async () => {
    let member: string | null = "membre-a";
    const { outbox, deps } = tab({ member: () => member });
    answer = () => Promise.reject(offline());
    await outbox.submit({ ...message, message: "Le message de A, en attente." });
    expect(texts(outbox)).toEqual(["Le message de A, en attente."]);
    expect((await local.listContactOutbox())[0]?.member).toBe("membre-a");

    // A logs out: nothing of A's message stays on screen, and it still waits to go.
    member = null;
    await outbox.memberChanged();
    expect(texts(outbox)).toEqual([]);
    expect(deps.setWaiting).toHaveBeenLastCalledWith(true);

    // A visitor writes one: theirs shows, not A's.
    await outbox.submit({ ...message, message: "Le message d'un visiteur." });
    expect(texts(outbox)).toEqual(["Le message d'un visiteur."]);

    // B signs in: neither shows.
    member = "membre-b";
    await outbox.memberChanged();
    expect(texts(outbox)).toEqual([]);

    // The network returns: both go, once each, and B is told of nothing.
    const before = calls.length;
    answer = async () => ({ success: true });
    await outbox.online();
    expect(calls.slice(before).map((c) => c.message.message)).toEqual([
      "Le message de A, en attente.",
      "Le message d'un visiteur.",
    ]);
    expect(await local.listContactOutbox()).toEqual([]);
    expect(outbox.store.getState().delivered).toBe(0);
    expect(deps.onDeliveredUnseen).not.toHaveBeenCalled();
    expect(deps.setWaiting).toHaveBeenLastCalledWith(false);
  });

  it("drops someone else's refused messages: only their writer could correct them", async () => {
    let member: string | null = "membre-a";
    const { outbox } = tab({ member: () => member });
    answer = () => Promise.reject(refused());
    await outbox.submit({ ...message, message: "Refusé tout de suite." });
    answer = () => Promise.reject(offline());
    await outbox.submit({ ...message, message: "Refusé plus tard." });
    // A's own refusal stays for A to correct.
    expect(texts(outbox)).toEqual(["Refusé tout de suite.", "Refusé plus tard."]);

    member = null;
    await outbox.memberChanged();
    expect((await local.listContactOutbox()).map((i) => i.message.message)).toEqual(["Refusé plus tard."]);
    // A's waiting message is refused while A is away: it goes too.
    answer = () => Promise.reject(refused());
    await elapse(RETRY_DELAYS_MS[0]);
    expect(calls.at(-1)?.message.message).toBe("Refusé plus tard.");
    expect(await local.listContactOutbox()).toEqual([]);
    expect(texts(outbox)).toEqual([]);
  });

  it("reads a message kept before writers were recorded as a visitor's", async () => {
    let member: string | null = null;
    // As an earlier version stored it: no writer.
    const older = { key: "ancienne", message, queuedAt: 1, refusal: null };
    await db.contactOutbox.put(older);
    const { outbox } = tab({ member: () => member });
    answer = () => Promise.reject(offline());
    await outbox.start();
    expect(outbox.store.getState().items).toEqual([{ ...older, member: null }]);
    member = "membre-a";
    await outbox.memberChanged();
    expect(outbox.store.getState().items).toEqual([]);
  });
});
