import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "../../src/features/layout/update-prompt";
import { paymentRequestStore } from "../../src/stores/payment-request";

// The service worker's side: a test says when a new version waits and sees it applied.
const worker = vi.hoisted(() => ({
  apply: null as (() => void) | null,
  listeners: new Set<() => void>(),
}));
vi.mock("../../src/features/layout/service-worker", () => ({
  waitingUpdate: () => worker.apply,
  onUpdateReady: (listener: () => void) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
}));

function newVersionWaits() {
  const apply = vi.fn();
  act(() => {
    worker.apply = apply;
    for (const listener of worker.listeners) listener();
  });
  return apply;
}

afterEach(() => {
  worker.apply = null;
  paymentRequestStore.getState().close();
});

const pack = { credit_id: 1, name: "Pack 10", credit_number: 10, real_price: 50000 };

describe("the new version prompt", () => {
  it("appears when a new version waits, and applies it only when asked", () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText("Une nouvelle version est disponible")).toBeNull();
    const apply = newVersionWaits();
    expect(screen.getByRole("status").textContent).toContain("Une nouvelle version est disponible");
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Mettre à jour" }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("steps aside with 'Plus tard', until another version waits", () => {
    render(<UpdatePrompt />);
    const apply = newVersionWaits();
    fireEvent.click(screen.getByRole("button", { name: "Plus tard" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(apply).not.toHaveBeenCalled();
    newVersionWaits();
    expect(screen.getByRole("button", { name: "Mettre à jour" })).toBeTruthy();
  });

  it("is not offered while a payment is on screen, and comes back after it", () => {
    render(<UpdatePrompt />);
    act(() => paymentRequestStore.getState().open({ purpose: "pack", pack }));
    newVersionWaits();
    expect(screen.queryByRole("button", { name: "Mettre à jour" })).toBeNull();
    act(() => paymentRequestStore.getState().close());
    expect(screen.getByRole("button", { name: "Mettre à jour" })).toBeTruthy();
  });
});
