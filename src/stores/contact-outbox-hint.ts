/**
 * Whether contact messages wait on this phone, in localStorage so the app can tell on start without
 * loading the local database. Not the member's: logout leaves it (see the outbox in `db/`).
 */
const key = "contact_outbox_waiting";

export const contactOutboxWaiting = {
  set(waiting: boolean) {
    try {
      if (waiting) localStorage.setItem(key, "1");
      else localStorage.removeItem(key);
    } catch {
      // Storage refused: the contact page still finds the messages when it opens.
    }
  },
  get(): boolean {
    try {
      return localStorage.getItem(key) === "1";
    } catch {
      return false;
    }
  },
};

/** On app start: the outbox and the local database are loaded only when messages wait to be sent. */
export function resumeContactOutbox(): void {
  if (!contactOutboxWaiting.get()) return;
  void import("./contact-outbox-browser").then((m) => m.startContactOutbox());
}
