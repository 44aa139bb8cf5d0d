import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

export type Toast = { id: number; kind: "success" | "error"; message: string };

type ToastState = {
  toasts: Toast[];
  show(kind: Toast["kind"], message: string, durationMs?: number): void;
  dismiss(id: number): void;
};

let next = 1;

/** Short messages read out by screen readers (aria-live), gone after their duration. */
export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  show(kind, message, durationMs = 3000) {
    const id = next++;
    set({ toasts: [...get().toasts, { id, kind, message }] });
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const useToasts = () => useStore(toastStore, (s) => s.toasts);
