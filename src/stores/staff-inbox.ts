import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/**
 * The contact messages not read yet, as the back-office's menu shows them: its one owner. The menu
 * asks now and then; the messages screen sets it from each of its answers, so a message marked
 * read shows at once.
 */
export const staffInboxStore = createStore<{ unread: number | null; setUnread(n: number): void }>()(
  (set) => ({
    unread: null,
    setUnread: (unread) => set({ unread }),
  }),
);

export const useUnreadMessages = () => useStore(staffInboxStore, (s) => s.unread);
