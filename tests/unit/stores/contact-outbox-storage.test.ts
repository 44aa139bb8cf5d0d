import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/api/errors";
import { createAccessors } from "../../../src/db/accessors";
import { AppDatabase } from "../../../src/db/database";
import type { QueuedContact } from "../../../src/db/queued-contact";
import { createContactOutbox } from "../../../src/stores/contact-outbox";
import { keyValueOutbox, storageWithFallback } from "../../../src/stores/contact-outbox-storage";
import type { OutboxStorage } from "../../../src/stores/contact-outbox-types";

const KEY = "contact_outbox";
const item = (key: string, queuedAt: number, refusal: QueuedContact["refusal"] = null): QueuedContact => ({
  key,
  message: {
    name: "Awa Diop",
    email: "awa@example.com",
    telephone: "",
    subject: "services",
    message: `Message ${key}, assez long pour le serveur.`,
  },
  queuedAt,
  refusal,
  member: null,
});

let dbName = 0;
let local: ReturnType<typeof createAccessors>;
let database: OutboxStorage;
let fallback: OutboxStorage;
beforeEach(() => {
  local = createAccessors(new AppDatabase(`outbox-storage-${++dbName}`));
  database = {
    list: local.listContactOutbox,
    put: local.putContactMessage,
    remove: local.removeContactMessage,
  };
  fallback = keyValueOutbox(() => localStorage, KEY);
});

/** A database whose module loads only once `available` is set, as a file cached on first use. */
function lateDatabase() {
  const state = { available: false };
  const load = () => (state.available ? Promise.resolve(database) : Promise.reject(new TypeError("import")));
  return { state, load };
}

describe("the outbox in localStorage", () => {
  it("keeps messages oldest first, replaces a refused one, removes one, and clears its key when empty", async () => {
    await fallback.put(item("b", 2));
    await fallback.put(item("a", 1, { message: "Refusé", fields: {} }));
    expect((await fallback.list()).map((i) => i.key)).toEqual(["a", "b"]);
    await fallback.put(item("c", 3), "a");
    expect((await fallback.list()).map((i) => i.key)).toEqual(["b", "c"]);
    await fallback.put({ ...item("c", 3), refusal: { message: null, fields: { email: "Invalide" } } });
    expect(await fallback.list()).toHaveLength(2);
    await fallback.remove("b");
    await fallback.remove("c");
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("reads a damaged list as empty and leaves out an item that no longer parses", async () => {
    localStorage.setItem(KEY, "{pas du json");
    expect(await fallback.list()).toEqual([]);
    localStorage.setItem(KEY, JSON.stringify([item("a", 1), { key: "b" }]));
    expect((await fallback.list()).map((i) => i.key)).toEqual(["a"]);
  });

  it("fails a put where localStorage refuses it: the form then sends at once", async () => {
    const full = keyValueOutbox(
      () => ({
        getItem: () => null,
        removeItem: () => undefined,
        setItem: () => {
          throw new DOMException("plein", "QuotaExceededError");
        },
      }),
      KEY,
    );
    await expect(full.put(item("a", 1))).rejects.toThrow();
  });
});

describe("the outbox's storage", () => {
  it("keeps messages in localStorage while the local database cannot load, then moves them into it", async () => {
    const late = lateDatabase();
    const storage = storageWithFallback({ database: late.load, fallback, exclusive: (run) => run() });
    await (await storage()).put(item("a", 1));
    await (await storage()).put(item("b", 2, { message: "Refusé", fields: {} }));
    expect(await local.listContactOutbox()).toEqual([]);
    expect(await (await storage()).list()).toHaveLength(2);

    late.state.available = true;
    const both = await storage();
    expect((await local.listContactOutbox()).map((i) => i.key)).toEqual(["a", "b"]);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect((await both.list()).map((i) => [i.key, i.refusal?.message ?? null])).toEqual([
      ["a", null],
      ["b", "Refusé"],
    ]);
  });

  it("reads a message once when a move cut short left it in both places, and removes both copies", async () => {
    await database.put(item("a", 1));
    await fallback.put(item("a", 1));
    const storage = storageWithFallback({
      database: async () => database,
      fallback,
      // The move itself fails (the lock is lost): the copies stay where they are.
      exclusive: () => Promise.reject(new Error("verrou")),
    });
    const both = await storage();
    expect((await both.list()).map((i) => i.key)).toEqual(["a"]);
    await both.remove("a");
    expect(await both.list()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("moves messages under the outbox's lock, so a pass delivering them elsewhere never sees them twice", async () => {
    await fallback.put(item("a", 1));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const storage = storageWithFallback({
      database: async () => database,
      fallback,
      exclusive: (run) => held.then(run),
    });
    let ready = false;
    const pending = storage().then((s) => {
      ready = true;
      return s;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    expect(await local.listContactOutbox()).toEqual([]);
    release();
    await pending;
    expect((await local.listContactOutbox()).map((i) => i.key)).toEqual(["a"]);
  });

  it("keeps a message in localStorage when the local database loads but fails, and removes it from there", async () => {
    const broken: OutboxStorage = {
      list: () => Promise.reject(new Error("base")),
      put: () => Promise.reject(new Error("base")),
      remove: () => Promise.reject(new Error("base")),
    };
    const storage = storageWithFallback({
      database: async () => broken,
      fallback,
      exclusive: (run) => run(),
    });
    const s = await storage();
    await s.put(item("a", 1));
    expect((await s.list()).map((i) => i.key)).toEqual(["a"]);
    // Delivered: the removal succeeds where the message was, so it is not sent again.
    await s.remove("a");
    expect(await s.list()).toEqual([]);
  });
});

describe("the contact outbox without the local database", () => {
  it("keeps a message written offline, shows it once, and delivers it once when the network returns", async () => {
    const late = lateDatabase();
    const calls: string[] = [];
    let answer: () => Promise<unknown> = () => Promise.reject(new ApiError("network", "Pas de réseau"));
    const setWaiting = vi.fn();
    let key = 0;
    const outbox = createContactOutbox({
      storage: storageWithFallback({ database: late.load, fallback, exclusive: (run) => run() }),
      send: (_m, k) => {
        calls.push(k);
        return answer();
      },
      newKey: () => `sans-base-${++key}`,
      now: () => Date.now(),
      timers: { set: () => null, clear: () => undefined },
      online: () => false,
      exclusive: (run) => run(),
      member: () => null,
      announce: () => undefined,
      setWaiting,
      onDeliveredUnseen: () => undefined,
    });
    const { message } = item("x", 0);
    expect(await outbox.submit(message)).toEqual({ outcome: "queued" });
    expect(setWaiting).toHaveBeenLastCalledWith(true);
    expect(outbox.store.getState().items.map((i) => i.key)).toEqual(["sans-base-1"]);

    // The local database's file arrives with the network: the message moves, then goes once.
    late.state.available = true;
    answer = async () => ({ success: true });
    await outbox.changedElsewhere();
    expect(outbox.store.getState().items.map((i) => i.key)).toEqual(["sans-base-1"]);
    expect(localStorage.getItem(KEY)).toBeNull();
    await outbox.online();
    expect(calls).toEqual(["sans-base-1", "sans-base-1"]);
    expect(outbox.store.getState()).toMatchObject({ items: [], delivered: 1 });
    expect(await local.listContactOutbox()).toEqual([]);
    expect(setWaiting).toHaveBeenLastCalledWith(false);
  });
});

describe("the contact outbox on a phone whose database holds nothing yet", () => {
  it("opens without loading the database, which loads for the first message kept, and that message goes out", async () => {
    const loads = vi.fn(async () => database);
    // The database's presence, as the browser would tell it: none until a first write.
    let present = false;
    const calls: string[] = [];
    let answer: () => Promise<unknown> = () => Promise.reject(new ApiError("network", "Pas de réseau"));
    const outbox = createContactOutbox({
      storage: storageWithFallback({
        database: async () => {
          present = true;
          return loads();
        },
        fallback,
        exclusive: (run) => run(),
        databaseMayHold: async () => present,
      }),
      send: (_m, k) => {
        calls.push(k);
        return answer();
      },
      newKey: () => "premier",
      now: () => Date.now(),
      timers: { set: () => null, clear: () => undefined },
      online: () => false,
      exclusive: (run) => run(),
      member: () => null,
      announce: () => undefined,
      setWaiting: () => undefined,
      onDeliveredUnseen: () => undefined,
    });
    await outbox.start();
    expect(outbox.store.getState().items).toEqual([]);
    expect(loads).not.toHaveBeenCalled();

    expect(await outbox.submit(item("x", 0).message)).toEqual({ outcome: "queued" });
    expect(loads).toHaveBeenCalled();
    expect((await local.listContactOutbox()).map((i) => i.key)).toEqual(["premier"]);
    expect(localStorage.getItem(KEY)).toBeNull();

    answer = async () => ({ success: true });
    await outbox.online();
    expect(calls).toEqual(["premier", "premier"]);
    expect(outbox.store.getState()).toMatchObject({ items: [], delivered: 1 });
    expect(await local.listContactOutbox()).toEqual([]);
  });

  it("still shows a refused message kept in localStorage while the database holds nothing", async () => {
    await fallback.put(item("r", 1, { message: "Refusé", fields: {} }));
    const loads = vi.fn(async () => database);
    const storage = storageWithFallback({
      database: loads,
      fallback,
      exclusive: (run) => run(),
      databaseMayHold: async () => false,
    });
    expect((await (await storage()).list()).map((i) => i.key)).toEqual(["r"]);
    expect(loads).not.toHaveBeenCalled();
  });
});
