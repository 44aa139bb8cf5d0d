import type { Refusal } from "../api/refusal";
import type { ContactMessage } from "../contract/contact";
import type { QueuedContact } from "../db/queued-contact";

export type { QueuedContact };

export type OutboxStorage = {
  list(): Promise<QueuedContact[]>;
  put(item: QueuedContact, replacing?: string | null): Promise<void>;
  remove(key: string): Promise<void>;
};

/** `run` answers the pass it starts, for whoever wants to wait for it (tests). */
export type Timers = { set: (run: () => unknown, ms: number) => unknown; clear: (handle: unknown) => void };

export type OutboxDeps = {
  /** Where messages are kept (the local database, loaded on first use, else localStorage). */
  storage: () => Promise<OutboxStorage>;
  /** One delivery; an `ApiError` on failure. `signal` aborts it (the outbox gave up waiting). */
  send: (message: ContactMessage, key: string, signal: AbortSignal) => Promise<unknown>;
  newKey: () => string;
  now: () => number;
  timers: Timers;
  online: () => boolean;
  /** Runs `run` alone among this phone's tabs (Web Locks), so two tabs never send the same message. */
  exclusive: <T>(run: () => Promise<T>) => Promise<T>;
  /** Tells the other tabs the outbox changed. */
  announce: () => void;
  /** Who uses the phone now (the signed-in member's id, null for a visitor): they see their messages only. */
  member: () => string | null;
  /** Whether messages wait: the app looks at it on start, before loading anything. */
  setWaiting: (waiting: boolean) => void;
  /** A waiting message was delivered while no contact form was on screen. */
  onDeliveredUnseen: () => void;
};

export type SubmitResult =
  | { outcome: "sent" }
  | { outcome: "queued" }
  /** `key`: the refused message, kept in the outbox until the form sends it corrected or gives it up. */
  | { outcome: "refused"; refusal: Refusal; key: string | null }
  /** Not kept (nowhere on the phone to keep it) and not sent: the form says why. */
  | { outcome: "failed"; error: unknown };

export type OutboxState = {
  /** The current sender's waiting messages (`refusal` null) and refused ones, oldest first. */
  items: QueuedContact[];
  /** Counts the waiting messages this tab saw delivered: the form shows the success on a change. */
  delivered: number;
};
