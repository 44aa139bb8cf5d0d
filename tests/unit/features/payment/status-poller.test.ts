import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPoller,
  LAST_CHECK_TRIES,
  POLL_INTERVAL_MS,
  POLL_WINDOW_MS,
  type ProviderStatus,
} from "../../../../src/features/payment/status-poller";

const T0 = Date.parse("2026-03-04T10:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

/** A status source answering from a script; past its end it says PENDING. */
function source(...answers: (ProviderStatus | Error)[]) {
  const calls: number[] = [];
  const check = vi.fn(async () => {
    calls.push(Date.now() - T0);
    const answer = answers.shift() ?? "PENDING";
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { check, calls };
}

function poller(check: () => Promise<ProviderStatus>, deadline = T0 + POLL_WINDOW_MS) {
  const onOutcome = vi.fn();
  const p = createPoller({ check, now: Date.now, deadline, onOutcome });
  return { p, onOutcome };
}

describe("the Orange Money status poller", () => {
  it("checks every 3 s after the QR code shows, and stops at the first success", async () => {
    const { check, calls } = source("PENDING", "PENDING", "SUCCESS");
    const { p, onOutcome } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([3_000, 6_000, 9_000]);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("success");
  });

  it("reports a refusal as failed", async () => {
    const { check } = source("PENDING", "FAILED");
    const { p, onOutcome } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("failed");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("asks no more than the 5 minutes allow, then once at the deadline, then says expired", async () => {
    const { check, calls } = source();
    const { p, onOutcome } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(POLL_WINDOW_MS + 60_000);
    expect(calls.at(-1)).toBe(POLL_WINDOW_MS);
    expect(calls.length).toBe(POLL_WINDOW_MS / POLL_INTERVAL_MS);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("expired");
  });

  it("a success found by the last check at the deadline still counts", async () => {
    const { check } = source();
    const { p, onOutcome } = poller(check, T0 + 4_000);
    p.start();
    await vi.advanceTimersByTimeAsync(3_000);
    check.mockResolvedValueOnce("SUCCESS");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("success");
  });

  it("a FAILED past the deadline is the server expiring the QR code, not a refusal", async () => {
    const { check } = source("PENDING", "FAILED");
    const { p, onOutcome } = poller(check, T0 + 5_000);
    p.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("expired");
  });

  it("resumes with the time left: at once, then every 3 s until the saved deadline", async () => {
    const { check, calls } = source();
    // Reloaded 290 s into the 5 minutes: 10 s are left.
    const { p, onOutcome } = poller(check, T0 + 10_000);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toEqual([0, 3_000, 6_000, 9_000, 10_000]);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("expired");
  });

  it("a payment resumed after its deadline gets one last check, then its outcome", async () => {
    const { check } = source("SUCCESS");
    const { p, onOutcome } = poller(check, T0 - 1);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("success");
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
    const { p, onOutcome } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(3_000);
    p.setOnline(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([3_000]);
    p.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([3_000, 33_000]);
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it("coming back after the deadline makes the last check, not a silent expiry", async () => {
    const { check } = source();
    const { p, onOutcome } = poller(check, T0 + 10_000);
    p.start();
    p.setVisible(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onOutcome).not.toHaveBeenCalled();
    check.mockResolvedValueOnce("SUCCESS");
    p.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("success");
  });

  it("after the deadline, unanswered checks are tried a few times before the payment expires", async () => {
    const { check } = source(...Array.from({ length: 10 }, () => new Error("offline")));
    const { p, onOutcome } = poller(check, T0 - 1);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(LAST_CHECK_TRIES);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("expired");
  });

  it("never reports twice, however the page and network flicker while a check is out", async () => {
    let answer: (status: ProviderStatus) => void = () => undefined;
    const check = vi.fn(() => new Promise<ProviderStatus>((resolve) => (answer = resolve)));
    const { p, onOutcome } = poller(check);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    p.setVisible(false);
    p.setVisible(true);
    p.setOnline(false);
    p.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    answer("SUCCESS");
    await vi.advanceTimersByTimeAsync(30_000);
    p.setVisible(false);
    p.setVisible(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith("success");
  });

  it("stopped, it asks nothing and reports nothing, even for a check already out", async () => {
    let answer: (status: ProviderStatus) => void = () => undefined;
    const check = vi.fn(() => new Promise<ProviderStatus>((resolve) => (answer = resolve)));
    const { p, onOutcome } = poller(check);
    p.start({ immediately: true });
    await vi.advanceTimersByTimeAsync(0);
    p.stop();
    answer("SUCCESS");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onOutcome).not.toHaveBeenCalled();
  });
});

describe("asking at the member's word", () => {
  it("'Confirmer le paiement' on the QR code checks at once, then the rhythm goes on", async () => {
    const { check, calls } = source();
    const { p } = poller(check);
    p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    p.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([1_000]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toEqual([1_000, 4_000]);
  });
});
