import { useStore } from "zustand";
import { sendContactMessage } from "../api/notifications";
import { localDatabaseMayExist } from "../db/presence";
import { frContact } from "../i18n/fr-contact";
import { newIdempotencyKey } from "../lib/idempotency-key";
import { createContactOutbox } from "./contact-outbox";
import { contactOutboxWaiting } from "./contact-outbox-hint";
import { CONTACT_SUCCESS_MS } from "./contact-outbox-policy";
import { keyValueOutbox, storageWithFallback } from "./contact-outbox-storage";
import type { OutboxState } from "./contact-outbox-types";
import { memberKey } from "./member-key";
import { sessionStore } from "./session";
import { toastStore } from "./toasts";

// Tabs of the app tell each other when the outbox changed, so each shows what it holds.
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("contact-outbox") : null;

// Without Web Locks the server's idempotency still delivers once; only a request may be doubled.
const exclusive = async <T>(run: () => Promise<T>): Promise<T> => {
  const locks: LockManager | null | undefined = navigator.locks;
  return typeof locks?.request === "function" ? await locks.request("contact-outbox", run) : run();
};

/**
 * Whether the local database may hold contact messages, asked without loading it. The hint says
 * messages wait; without it (refused ones, or storage that refused the hint) only a phone without
 * the database surely holds none there: a first visit then loads no database code.
 */
export const databaseMayHoldMessages = async (): Promise<boolean> =>
  contactOutboxWaiting.get() || (await localDatabaseMayExist());

/**
 * The local database, else localStorage: its module is cached only once a screen has loaded it, so
 * a phone offline before that still keeps what is written. Not the member's: logout leaves it.
 */
const storage = storageWithFallback({
  database: () =>
    import("../db/accessors").then(({ localDb }) => ({
      list: localDb.listContactOutbox,
      put: localDb.putContactMessage,
      remove: localDb.removeContactMessage,
    })),
  fallback: keyValueOutbox(() => localStorage, "contact_outbox"),
  exclusive,
  databaseMayHold: databaseMayHoldMessages,
});

/** The contact outbox of this page: its storage, the API, Web Locks, the other tabs. */
export const contactOutbox = createContactOutbox({
  storage,
  send: sendContactMessage,
  newKey: newIdempotencyKey,
  now: () => Date.now(),
  timers: {
    set: (run, ms) => setTimeout(run, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
  online: () => navigator.onLine,
  exclusive,
  member: () => memberKey(),
  announce: () => channel?.postMessage("changed"),
  setWaiting: contactOutboxWaiting.set,
  onDeliveredUnseen: () =>
    toastStore
      .getState()
      .show("success", `${frContact.success} ${frContact.successDetail}`, CONTACT_SUCCESS_MS),
});

let listening = false;
/** Sends what waits, now and whenever the network or the page comes back. */
export function startContactOutbox(): Promise<void> {
  if (!listening) {
    listening = true;
    window.addEventListener("online", () => void contactOutbox.online());
    // A phone asleep delays timers: back on screen, try at once.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") void contactOutbox.online();
    });
    channel?.addEventListener("message", () => void contactOutbox.changedElsewhere());
    // Login, logout, another account: the screen shows the new sender's messages only.
    sessionStore.subscribe((state, previous) => {
      if (memberKey(state.tokens?.accessToken) !== memberKey(previous.tokens?.accessToken))
        void contactOutbox.memberChanged();
    });
  }
  return contactOutbox.start();
}

export const useContactOutbox = <T>(select: (state: OutboxState) => T): T =>
  useStore(contactOutbox.store, select);
