import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";

/** Fakes the clock only: the local database's own scheduling (setImmediate) stays real. */
export function fakeClock(now: number) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(now);
}

/** Node's setImmediate, left real: the in-memory IndexedDB schedules its work with it. */
const nextMacrotask = () =>
  new Promise<void>((resolve) =>
    (globalThis as unknown as { setImmediate: (fn: () => void) => void }).setImmediate(resolve),
  );

/** Lets promises, the local database and React settle, without moving the fake clock. */
export async function settle(rounds = 6) {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await nextMacrotask();
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Moves the fake clock, running what falls due, inside act(). */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Renders a screen that uses the router's hooks, as the only page of a memory router. */
export async function renderWithRouter(screen: () => ReactNode) {
  const routeTree = createRootRoute({ component: screen });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/"] }) });
  const view = render(<RouterProvider router={router} />);
  await settle();
  return view;
}
