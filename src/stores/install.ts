import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { takeEarlyInstallPrompt } from "./install-early";

/** Chrome's install prompt, kept for when the member asks (the event is not in TypeScript's DOM yet). */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

type InstallState = {
  /** The browser's prompt, once it offered one. */
  prompt: InstallPromptEvent | null;
  /** Opened from the home screen, or installed during this visit. */
  installed: boolean;
  /** iOS offers no prompt: the menu explains the Share sheet instead. */
  ios: boolean;
  install(): Promise<void>;
};

const standalone = () =>
  globalThis.matchMedia?.("(display-mode: standalone)").matches === true ||
  (globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone === true;

/** Whether the app can be installed, and the way to do it; one owner for the menus. */
export const installStore = createStore<InstallState>()((set, get) => ({
  // Read by listenForInstall: a page drawn at build time knows neither, and the app adopts it
  // with these values first (an iPhone's menu entry would not match the drawn page).
  prompt: null,
  installed: false,
  ios: false,
  async install() {
    const prompt = get().prompt;
    if (!prompt) return;
    await prompt.prompt();
    const choice = await prompt.userChoice.catch(() => ({ outcome: "dismissed" as const }));
    // A prompt is used once; the browser offers a new one later if the member said no.
    set({ prompt: null, installed: choice.outcome === "accepted" || get().installed });
  },
}));

/** Listens from the start: the browser offers its prompt once, early, and it must not be missed. */
export function listenForInstall(target: Window = window) {
  installStore.setState({
    installed: standalone(),
    ios: /iPad|iPhone|iPod/.test(target.navigator?.userAgent ?? ""),
  });
  const early = takeEarlyInstallPrompt();
  if (early) installStore.setState({ prompt: early as InstallPromptEvent });
  target.addEventListener("beforeinstallprompt", (event) => {
    // Kept for the menu's entry rather than shown by the browser at a moment the member did not choose.
    event.preventDefault();
    installStore.setState({ prompt: event as InstallPromptEvent });
  });
  target.addEventListener("appinstalled", () => installStore.setState({ installed: true, prompt: null }));
}

export function useInstall<T>(select: (state: InstallState) => T): T {
  return useStore(installStore, select);
}
