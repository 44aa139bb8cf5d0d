import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Query, queries, read } from "../../src/queries/cache";
import { useQuery } from "../../src/queries/use-query";
import { fakeClock, settle } from "./support";

beforeEach(() => fakeClock(Date.parse("2026-03-04T10:00:00Z")));
afterEach(() => act(() => queries.clear()));

/** Shows what the hook gives: the value, a failure, or that it is loading. */
function Shown({ query }: { query: Query<string> }) {
  const { data, error, loading } = useQuery(query);
  return (
    <p>
      {data ?? "—"}
      {error ? " · échec" : ""}
      {loading ? " · chargement" : ""}
    </p>
  );
}

function source(...answers: (string | Error)[]) {
  return vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer as string;
  });
}

describe("a component reading through the cache", () => {
  it("shares the read of a route's loader under way, with one request", async () => {
    const load = source("liste");
    const query: Query<string> = { key: "bookings:7", load, staleMs: 60_000 };
    const loader = read(query);
    render(<Shown query={query} />);
    await settle();
    await loader;
    expect(screen.getByText("liste")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with a stale time of 0, shows nothing kept from before: the fresh answer only", async () => {
    const load = source("solde 10", "solde 4");
    const query: Query<string> = { key: "methods", load, staleMs: 0 };
    await read(query);
    render(<Shown query={query} />);
    expect(screen.getByText("— · chargement")).toBeTruthy();
    await settle();
    expect(screen.getByText("solde 4")).toBeTruthy();
  });

  it("keeps showing a value it showed as it grows old, without asking again by itself", async () => {
    const load = source("réservations", "plus tard");
    const query: Query<string> = { key: "bookings:7", load, staleMs: 60_000 };
    await read(query);
    const { rerender } = render(<Shown query={query} />);
    expect(screen.getByText("réservations")).toBeTruthy();
    // A minute and more later, the member taps something: the screen draws again.
    act(() => vi.advanceTimersByTime(61_000));
    rerender(<Shown query={{ ...query }} />);
    await settle();
    expect(screen.getByText("réservations")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reads again when a mutation invalidates its key, showing the last value meanwhile", async () => {
    const load = source("avant", "après");
    const query: Query<string> = { key: "bookings:7", load, staleMs: 60_000 };
    render(<Shown query={query} />);
    await settle();
    expect(screen.getByText("avant")).toBeTruthy();
    act(() => queries.invalidate("bookings:"));
    expect(screen.getByText("avant · chargement")).toBeTruthy();
    await settle();
    expect(screen.getByText("après")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the last good value when a read fails, says it failed, and does not ask again by itself", async () => {
    const load = source("avant", new Error("hors ligne"));
    const query: Query<string> = { key: "bookings:7", load, staleMs: 60_000 };
    render(<Shown query={query} />);
    await settle();
    act(() => queries.invalidate("bookings:"));
    await settle();
    expect(screen.getByText("avant · échec")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a new key is a new read; the old key's value does not show under it", async () => {
    const load = vi.fn(async () => "x");
    const { rerender } = render(<Shown query={{ key: "slots:1", load, staleMs: 0 }} />);
    await settle();
    const other = vi.fn(() => new Promise<string>(() => undefined));
    rerender(<Shown query={{ key: "slots:2", load: other, staleMs: 0 }} />);
    await settle();
    expect(screen.getByText("— · chargement")).toBeTruthy();
    expect(other).toHaveBeenCalledTimes(1);
  });
});
