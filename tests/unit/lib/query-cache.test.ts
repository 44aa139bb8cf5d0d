import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryCache } from "../../../src/lib/query-cache";

const T0 = Date.parse("2026-03-04T10:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

/** A server answering from a script, counting the questions; `later` holds the answer until released. */
function server<T>(...answers: (T | Error)[]) {
  let calls = 0;
  const load = vi.fn(async (): Promise<T> => {
    calls += 1;
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer as T;
  });
  return { load, calls: () => calls };
}

/** A read that answers only when told to. */
function held<T>() {
  const pending: ((value: T) => void)[] = [];
  const load = vi.fn(() => new Promise<T>((resolve) => pending.push(resolve)));
  return {
    load,
    answer: (value: T) => pending.shift()?.(value),
    /** The latest read answers first. */
    answerLatest: (value: T) => pending.pop()?.(value),
  };
}

describe("the query cache", () => {
  it("serves the kept value while younger than the stale time, then asks again", async () => {
    const cache = createQueryCache();
    const { load } = server("lundi", "mardi");
    expect(await cache.read("jours", load, 60_000)).toBe("lundi");
    vi.advanceTimersByTime(59_999);
    expect(await cache.read("jours", load, 60_000)).toBe("lundi");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await cache.read("jours", load, 60_000)).toBe("mardi");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks every time with a stale time of 0, once with Infinity", async () => {
    const cache = createQueryCache();
    const always = server(1);
    await cache.read("a", always.load, 0);
    await cache.read("a", always.load, 0);
    expect(always.load).toHaveBeenCalledTimes(2);
    const once = server(1);
    await cache.read("b", once.load, Number.POSITIVE_INFINITY);
    vi.advanceTimersByTime(365 * 24 * 3600_000);
    await cache.read("b", once.load, Number.POSITIVE_INFINITY);
    expect(once.load).toHaveBeenCalledTimes(1);
  });

  it("shares one read between callers that ask while it is out, whatever their stale times", async () => {
    const cache = createQueryCache();
    const { load, answer } = held<string>();
    const first = cache.read("réservations", load, 60_000);
    const second = cache.read("réservations", load, 0);
    // A stale time of 0 still shares a read under way: it started after the value it would refuse.
    expect(load).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    answer("liste");
    await expect(Promise.all([first, second])).resolves.toEqual(["liste", "liste"]);
  });

  it("keys are apart: another key is another read", async () => {
    const cache = createQueryCache();
    const { load } = server("x");
    await Promise.all([cache.read("a", load, 60_000), cache.read("b", load, 60_000)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads an invalidated key again at once, and only the keys named", async () => {
    const cache = createQueryCache();
    const bookings = server("avant", "après");
    const services = server("catalogue");
    await cache.read("bookings:7", bookings.load, 60_000);
    await cache.read("services:1", services.load, 60_000);
    cache.invalidate("bookings:");
    // Still there to show while it is read again.
    expect(cache.peek("bookings:7")?.data?.value).toBe("avant");
    expect(await cache.read("bookings:7", bookings.load, 60_000)).toBe("après");
    await cache.read("services:1", services.load, 60_000);
    expect(services.load).toHaveBeenCalledTimes(1);
  });

  it("does not keep an answer to a read that was out when its key was invalidated", async () => {
    const cache = createQueryCache();
    const { load, answer, answerLatest } = held<string>();
    const before = cache.read("bookings:7", load, 60_000);
    await Promise.resolve();
    // A cancellation lands while the list is on its way: that list may not show it.
    cache.invalidate("bookings:");
    const after = cache.read("bookings:7", load, 60_000);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    answerLatest("avec l'annulation");
    expect(await after).toBe("avec l'annulation");
    // The older answer, arriving last, is its caller's only.
    answer("sans l'annulation");
    expect(await before).toBe("sans l'annulation");
    expect(cache.peek("bookings:7")?.data?.value).toBe("avec l'annulation");
  });

  it("a failed read rejects, keeps the last good value, and is not kept: the next read asks again", async () => {
    const cache = createQueryCache();
    const { load } = server<string>("bon", new Error("Le serveur ne répond pas"), "de nouveau");
    await cache.read("profil", load, 0);
    await expect(cache.read("profil", load, 0)).rejects.toThrow("Le serveur ne répond pas");
    const entry = cache.peek("profil");
    expect(entry?.data?.value).toBe("bon");
    expect(entry?.error).toBeInstanceOf(Error);
    expect(await cache.read("profil", load, 0)).toBe("de nouveau");
    expect(cache.peek("profil")?.error).toBeUndefined();
  });

  it("a failure never counts as fresh, whatever the stale time", async () => {
    const cache = createQueryCache();
    const { load } = server<string>(new Error("hors ligne"), "en ligne");
    await expect(cache.read("faq", load, Number.POSITIVE_INFINITY)).rejects.toThrow();
    expect(await cache.read("faq", load, Number.POSITIVE_INFINITY)).toBe("en ligne");
  });

  it("a load that throws at once is a failed read, not a crash", async () => {
    const cache = createQueryCache();
    const load = () => {
      throw new Error("module absent");
    };
    await expect(cache.read("x", load, 0)).rejects.toThrow("module absent");
  });

  it("cleared (another member), forgets what it kept and what is on its way", async () => {
    const cache = createQueryCache();
    const first = held<string>();
    await cache.read("public", async () => "catalogue", 60_000);
    const out = cache.read("bookings:7", first.load, 60_000);
    await Promise.resolve();
    cache.clear();
    first.answer("liste du membre 7");
    // The caller that asked still gets its answer; the cache does not keep it.
    expect(await out).toBe("liste du membre 7");
    expect(cache.peek("bookings:7")).toBeUndefined();
    expect(cache.peek("public")).toBeUndefined();
  });

  it("cleared with keys to keep, keeps those only", async () => {
    const cache = createQueryCache();
    await cache.read("config:home", async () => "accueil", Infinity);
    await cache.read("bookings:7", async () => "liste du membre 7", 60_000);
    cache.clear((key) => key.startsWith("config:"));
    expect(cache.peek("config:home")?.data?.value).toBe("accueil");
    expect(cache.peek("bookings:7")).toBeUndefined();
  });

  it("keeps a value given by another answer as if read now", async () => {
    const cache = createQueryCache();
    const { load } = server("ancien");
    cache.set("profil", "enregistré");
    expect(await cache.read("profil", load, 60_000)).toBe("enregistré");
    expect(load).not.toHaveBeenCalled();
  });

  it("tells its listeners of every change, with a new entry each time", async () => {
    const cache = createQueryCache();
    const seen: unknown[] = [];
    const stop = cache.subscribe(() => seen.push(cache.peek("k")));
    await cache.read("k", async () => 1, 0);
    stop();
    cache.invalidate("k");
    // Started, answered; nothing after unsubscribing.
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen[1]).toMatchObject({ data: { value: 1 } });
  });
});
