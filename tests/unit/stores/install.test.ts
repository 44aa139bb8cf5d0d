import { beforeEach, describe, expect, it, vi } from "vitest";
import { installStore, listenForInstall } from "../../../src/stores/install";

/** Chrome's event as the page receives it. */
function promptEvent(outcome: "accepted" | "dismissed") {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe("installing the app", () => {
  const target = new EventTarget() as unknown as Window;
  listenForInstall(target);
  beforeEach(() => installStore.setState({ prompt: null, installed: false }));

  it("keeps the browser's prompt for the menu instead of letting it show by itself", () => {
    const event = promptEvent("accepted");
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installStore.getState().prompt).toBe(event);
  });

  it("shows the prompt when asked, once, and counts the app installed when accepted", async () => {
    const event = promptEvent("accepted");
    target.dispatchEvent(event);
    await installStore.getState().install();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installStore.getState()).toMatchObject({ prompt: null, installed: true });
  });

  it("stays installable when the member says no, and is installed once the browser says so", async () => {
    target.dispatchEvent(promptEvent("dismissed"));
    await installStore.getState().install();
    expect(installStore.getState()).toMatchObject({ prompt: null, installed: false });
    target.dispatchEvent(new Event("appinstalled"));
    expect(installStore.getState().installed).toBe(true);
  });
});

describe("the phone's kind", () => {
  it("is read once the app listens, so a page drawn without a phone matches the app's first draw", () => {
    expect(installStore.getInitialState().ios).toBe(false);
    const iphone = Object.assign(new EventTarget(), {
      navigator: { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" },
    }) as unknown as Window;
    listenForInstall(iphone);
    expect(installStore.getState().ios).toBe(true);
    expect(installStore.getInitialState().ios).toBe(false);
  });
});

describe("a prompt offered before the app listens", () => {
  it("is kept from the entry's first module and handed to the install store", async () => {
    vi.resetModules();
    // The entry's first import, as the page runs it before React and the app have arrived.
    const early = await import("../../../src/stores/install-early");
    const event = promptEvent("accepted");
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const { installStore: store, listenForInstall: listen } = await import("../../../src/stores/install");
    listen(new EventTarget() as unknown as Window);
    expect(store.getState().prompt).toBe(event);
    // Handed over once: the store listens itself from then on.
    expect(early.takeEarlyInstallPrompt()).toBeNull();
  });
});
