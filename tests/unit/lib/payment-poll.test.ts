import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPoller,
  LAST_CHECK_TRIES,
  POLL_INTERVAL_MS,
  POLL_WINDOW_MS,
  type PollEnd,
  type PollerOptions,
  type ProviderStatus,
} from "../../../src/lib/payment-poll";

const T0 = Date.parse("2026-03-04T10:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

type Answer = { status: ProviderStatus };

/** A status source answering from a script; past its end it says PENDING. */
function source(...answers: (ProviderStatus | Error)[]) {
  const calls: number[] = [];
  const check = vi.fn(async (): Promise<Answer> => {
    calls.push(Date.now() - T0);
    const answer = answers.shift() ?? "PENDING";
    if (answer instanceof Error) throw answer;
    return { status: answer };
  });
  return { check, calls };
}

type Extra = Partial<Pick<PollerOptions<Answer>, "unanswered" | "lastCheck">>;

function poller(check: () => Promise<Answer>, deadline = T0 + POLL_WINDOW_MS, extra: Extra = {}) {
  const onEnd = vi.fn<(end: PollEnd<Answer>) => void>();
  const p = createPoller({ check, now: Date.now, deadline, onEnd, ...extra });
  /** Each end as a word: the status found ('late' when found at or after the deadline), or its kind. */
  const ends = () =>
    onEnd.mock.calls.map(([end]) =>
      end.kind === "answered" ? `${end.answer.status}${end.late ? " late" : ""}` : end.kind,
    );
  return { p, onEnd, ends };
}

/** A check that answers PENDING `ms` after it is asked (a slow network). */
function slowSource(ms: number) {
  const calls: number[] = [];
  const check = vi.fn(() => {
    calls.push(Date.now() - T0);
    return new Promise<Answer>((resolve) => setTimeout(() => resolve({ status: "PENDING" }), ms));
  });
  return { check, calls };
}

describe("the payment status poller, as the Orange Money QR code uses it", () => {
  it("checks every 3 s after the QR code shows, and stops at the first success", async () => {
    const { check, calls } = source("PENDING", "PENDING", "SUCCESS");
    const { p, ends } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([3_000, 6_000, 9_000]);
    expect(ends()).toEqual(["SUCCESS"]);
  });

  it("reports a refusal as failed", async () => {
    const { check } = source("PENDING", "FAILED");
    const { p, ends } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ends()).toEqual(["FAILED"]);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("asks no more than the 5 minutes allow, then once at the deadline, then says expired", async () => {
    const { check, calls } = source();
    const { p, ends } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(POLL_WINDOW_MS + 60_000);
    expect(calls.at(-1)).toBe(POLL_WINDOW_MS);
    expect(calls.length).toBe(POLL_WINDOW_MS / POLL_INTERVAL_MS);
    expect(ends()).toEqual(["expired"]);
  });

  it("a success found by the last check at the deadline still counts", async () => {
    const { check } = source();
    const { p, ends } = poller(check, T0 + 4_000);
    p.start();
    await vi.advanceTimersByTimeAsync(3_000);
    check.mockResolvedValueOnce({ status: "SUCCESS" });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ends()).toEqual(["SUCCESS late"]);
  });

  it("says when an outcome was found at or after the deadline (a FAILED there is the QR code expiring)", async () => {
    const { check } = source("PENDING", "FAILED");
    const { p, ends } = poller(check, T0 + 5_000);
    p.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ends()).toEqual(["FAILED late"]);
  });

  it("resumes with the time left: at once, then every 3 s until the saved deadline", async () => {
    const { check, calls } = source();
    // Reloaded 290 s into the 5 minutes: 10 s are left.
    const { p, ends } = poller(check, T0 + 10_000);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toEqual([0, 3_000, 6_000, 9_000, 10_000]);
    expect(ends()).toEqual(["expired"]);
  });

  it("a payment resumed after its deadline gets one last check, then its outcome", async () => {
    const { check } = source("SUCCESS");
    const { p, ends } = poller(check, T0 - 1);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(ends()).toEqual(["SUCCESS late"]);
  });

  it("pauses while the page is hidden and checks at once when it shows again", async () => {
    const { check, calls } = source();
    const { p } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(3_000);
    p.setVisible(false);
    expect(p.isPaused()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([3_000]);
    p.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([3_000, 63_000]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toEqual([3_000, 63_000, 66_000]);
  });

  it("pauses offline, keeps trying after an unanswered check, and resumes when the network is back", async () => {
    const { check, calls } = source(new Error("offline"), "PENDING");
    const { p, ends } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(3_000);
    p.setOnline(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([3_000]);
    p.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([3_000, 33_000]);
    expect(ends()).toEqual([]);
  });

  it("coming back after the deadline makes the last check, not a silent expiry", async () => {
    const { check } = source();
    const { p, ends } = poller(check, T0 + 10_000);
    p.start();
    p.setVisible(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ends()).toEqual([]);
    check.mockResolvedValueOnce({ status: "SUCCESS" });
    p.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ends()).toEqual(["SUCCESS late"]);
  });

  it("after the deadline, unanswered checks are tried a few times before the payment expires", async () => {
    const { check } = source(...Array.from({ length: 10 }, () => new Error("offline")));
    const { p, ends } = poller(check, T0 - 1);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(LAST_CHECK_TRIES);
    expect(ends()).toEqual(["expired"]);
  });

  it("never reports twice, however the page and network flicker while a check is out", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const check = vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const { p, ends } = poller(check);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    p.setVisible(false);
    p.setVisible(true);
    p.setOnline(false);
    p.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    answer({ status: "SUCCESS" });
    await vi.advanceTimersByTimeAsync(30_000);
    p.setVisible(false);
    p.setVisible(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(ends()).toEqual(["SUCCESS"]);
  });

  it("stopped, it asks nothing and reports nothing, even for a check already out", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const check = vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const { p, ends } = poller(check);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    p.stop();
    answer({ status: "SUCCESS" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(ends()).toEqual([]);
  });
});

describe("asking at the member's word", () => {
  it("'Confirmer le paiement' on the QR code checks at once, then the rhythm goes on", async () => {
    const { check, calls } = source();
    const { p } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    const found = p.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([1_000]);
    // What that check found, for the member to be told: not paid yet.
    await expect(found).resolves.toBe("pending");
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toEqual([1_000, 4_000]);
  });

  it("tells the tap what its check found: unanswered, or the poll's end", async () => {
    const { check } = source(new Error("réseau"), "SUCCESS");
    const { p, ends } = poller(check);
    p.start();
    const lost = p.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    await expect(lost).resolves.toBe("unanswered");
    const paid = p.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    await expect(paid).resolves.toBe("ended");
    expect(ends()).toEqual(["SUCCESS"]);
    await expect(p.checkNow()).resolves.toBe("ended");
  });
});

describe("the same poller, as the wallet's return page uses it", () => {
  const wallet: Extra = { unanswered: "end", lastCheck: "in-time" };

  it("asks at once, then every 3 s, and hands over the server's answer", async () => {
    const { check, calls } = source("PENDING", "SUCCESS");
    const { p, onEnd } = poller(check, T0 + 120_000, wallet);
    p.start({ immediately: true });
    // Asked before any timer runs: a page whose clock is held still learns the outcome.
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual([0, 3_000]);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith({
      kind: "answered",
      answer: { status: "SUCCESS" },
      late: false,
    });
  });

  it("ends on the first check that throws, with its error, and asks nothing more", async () => {
    const refused = new Error("404");
    const { check } = source("PENDING", refused);
    const { p, onEnd } = poller(check, T0 + 120_000, wallet);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith({ kind: "error", error: refused });
  });

  it("at 0, 3… 120 s: 41 questions, then still pending", async () => {
    const { check, calls } = source();
    const { p, ends } = poller(check, T0 + 120_000, wallet);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(41);
    expect(calls.at(-1)).toBe(120_000);
    expect(ends()).toEqual(["expired"]);
  });

  it("on a slow network, asks nothing that would come after the deadline", async () => {
    // Each answer takes 2.5 s: after the second, 2 s are left, less than an interval.
    const slow = slowSource(2_500);
    const { p, ends } = poller(slow.check, T0 + 10_000, wallet);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slow.calls).toEqual([0, 5_500]);
    expect(ends()).toEqual(["expired"]);

    // The QR code's poll makes its last check right at the deadline instead.
    const qr = slowSource(2_500);
    const other = poller(qr.check, T0 + 70_000);
    other.p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(qr.calls).toEqual([60_000, 65_500, 70_000]);
  });
});
