import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "../../src/ui/modal";
import { guardTaps } from "../../src/ui/tap-guard";
import { SETTLE_MS, useSettlingBusy } from "../../src/ui/use-settling-busy";
import { advance, fakeClock } from "./support";

afterEach(() => vi.useRealTimers());

/** A page link under a modal whose save button closes it, as the profile modals do after a save. */
function PageWithModal({ onPageLink }: { onPageLink: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={onPageLink}>
        vos transactions
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Modifier le profil">
        <button
          type="button"
          onClick={() => {
            guardTaps();
            setOpen(false);
          }}
        >
          Enregistrer
        </button>
      </Modal>
    </>
  );
}

describe("nothing lands under a finger after a modal closes", () => {
  it("swallows a second tap 150 ms after the modal closed, not one a moment later", async () => {
    fakeClock(Date.parse("2026-03-02T08:00:00Z"));
    // happy-dom's <dialog> needs these to open and close.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    const onPageLink = vi.fn();
    render(<PageWithModal onPageLink={onPageLink} />);
    fireEvent.click(screen.getByText("Enregistrer"));
    await advance(150);
    fireEvent.click(screen.getByText("vos transactions"));
    expect(onPageLink).not.toHaveBeenCalled();
    await advance(400);
    fireEvent.click(screen.getByText("vos transactions"));
    expect(onPageLink).toHaveBeenCalledTimes(1);
  });
});

function SaveButton({ action }: { action: () => Promise<void> }) {
  const { busy, start, finish } = useSettlingBusy();
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        start();
        await action().catch(() => undefined);
        finish();
      }}
    >
      Enregistrer
    </button>
  );
}

describe("a busy button", () => {
  it("stays disabled until the screen has settled after the answer", async () => {
    fakeClock(Date.parse("2026-03-02T08:00:00Z"));
    let answer: () => void = () => {};
    render(<SaveButton action={() => new Promise<void>((resolve) => (answer = resolve))} />);
    const button = screen.getByText("Enregistrer") as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    await act(async () => answer());
    expect(button.disabled).toBe(true);
    await advance(SETTLE_MS - 1);
    expect(button.disabled).toBe(true);
    await advance(1);
    expect(button.disabled).toBe(false);
  });
});
