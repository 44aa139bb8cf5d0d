import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/** `leadsOn`: a message that announces the page it sends the member to, kept across that move. */
export type Toast = { id: number; kind: "success" | "error"; message: string; leadsOn?: boolean };

type ToastState = {
  toasts: Toast[];
  show(kind: Toast["kind"], message: string, durationMs?: number, leadsOn?: boolean): void;
  dismiss(id: number): void;
  /** The member went to another page: an error said on the last one is gone. */
  pageChanged(): void;
};

let next = 1;

/**
 * Short messages read out by screen readers (aria-live), gone after their duration. One at a time:
 * a new one replaces the last, never stacked over the page's heading on a phone. An error belongs
 * to its page; a success may announce the page it leads to ('Inscription réussie !' then the code).
 */
export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  show(kind, message, durationMs = 3000, leadsOn = false) {
    const id = next++;
    set({ toasts: [{ id, kind, message, leadsOn }] });
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  pageChanged: () => set({ toasts: get().toasts.filter((t) => t.kind !== "error" || t.leadsOn) }),
}));

export const useToasts = () => useStore(toastStore, (s) => s.toasts);
