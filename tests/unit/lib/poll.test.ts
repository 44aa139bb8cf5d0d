import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followPage, repeat } from "../../../src/lib/poll";

const T0 = Date.parse("2026-03-04T10:00:00Z");
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

/** A round that records when it ran and asks for the next in `every` ms. */
function rounds(every: number | null = 1000) {
  const at: number[] = [];
  const round = vi.fn(async () => {
    at.push(Date.now() - T0);
    return every;
  });
  return { round, at };
}

describe("the polling helper", () => {
  it("runs a round at the time given, then at the wait each round answers, until stopped", async () => {
    const { round, at } = rounds(1000);
    const loop = repeat(round);
    loop.start(500);
    await vi.advanceTimersByTimeAsync(2600);
    expect(at).toEqual([500, 1500, 2500]);
    loop.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(at).toHaveLength(3);
  });

  it("started without a time, runs a round at once, not on a timer", () => {
    const { round } = rounds();
    repeat(round).start();
    expect(round).toHaveBeenCalledTimes(1);
  });

  it("ends when a round answers null", async () => {
    const { round, at } = rounds(null);
    repeat(round).start(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(at).toEqual([0]);
  });

  it("runs one round at a time: asked now while one is out, it waits for that one", async () => {
    let answer: (ms: number) => void = () => undefined;
    const round = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const loop = repeat(round);
    loop.start();
    loop.now();
    expect(round).toHaveBeenCalledTimes(1);
    expect(loop.busy()).toBe(true);
    answer(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(2);
  });

  it("pauses while the page is hidden or offline, and comes back with a round at once", async () => {
    const { round, at } = rounds(1000);
    const loop = repeat(round);
    loop.start(1000);
    loop.setVisible(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(at).toEqual([]);
    expect(loop.active()).toBe(false);
    loop.setVisible(true);
    loop.setOnline(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(at).toEqual([]);
    loop.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([10_000]);
  });

  it("with `back: due`, comes back at the round's time: at once if it passed, else when it comes", async () => {
    const { round, at } = rounds(60_000);
    const loop = repeat(round, { back: "due" });
    loop.start(60_000);
    loop.setVisible(false);
    await vi.advanceTimersByTimeAsync(30_000);
    loop.setVisible(true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(at).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(at).toEqual([60_000]);
    loop.setVisible(false);
    await vi.advanceTimersByTimeAsync(120_000);
    loop.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(at).toEqual([60_000, 180_000]);
  });

  it("a round stopped while out schedules nothing after; started again, it goes on", async () => {
    let answer: (ms: number) => void = () => undefined;
    const round = vi.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const loop = repeat(round);
    loop.start();
    loop.stop();
    answer(1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(round).toHaveBeenCalledTimes(1);
    expect(loop.scheduled()).toBe(false);
    loop.start(1000);
    expect(loop.scheduled()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(2);
    // Started over while that round is out (a send that schedules its own retry): the new time stands.
    loop.stop();
    loop.start(5000);
    answer(1000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(round).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(3);
  });

  it("follows the page: hidden, shown again (a page restored from the cache too), offline, online", () => {
    const seen: string[] = [];
    let hidden = false;
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => (hidden ? "hidden" : "visible"));
    const stop = followPage({
      setVisible: (v) => seen.push(v ? "shown" : "hidden"),
      setOnline: (o) => seen.push(o ? "online" : "offline"),
    });
    hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
    hidden = false;
    window.dispatchEvent(new Event("pageshow"));
    stop();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(seen).toEqual(["shown", "online", "hidden", "online", "shown", "online"]);
    vi.restoreAllMocks();
  });
});
