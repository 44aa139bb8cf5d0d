import { useStore } from "zustand";
import { createStore, type StateCreator } from "zustand/vanilla";
import type { Service } from "../contract/services";
import type { DraftPractitioner, DraftService, ReservationDraft } from "../db/draft-schema";
import { localDatabaseMayExist } from "../db/presence";
import { newIdempotencyKey } from "../lib/idempotency-key";
import { onMemberForgotten, wipeSettled } from "./member-forgotten";
import { readDraftCopy, writeDraftCopy, writeSpecItems } from "./reservation-draft-copies";

export const emptyDraft = (): ReservationDraft => ({
  serviceId: null,
  service: null,
  type: "all",
  date: null,
  time: null,
  slotId: null,
  slot: null,
  person: 1,
  privateOption: false,
  practitioner: null,
  assigned: null,
  method: "PAY01",
  methodName: "",
  bookingId: null,
  attempts: {},
  updatedAt: 0,
});

/** What no longer holds once the service changes. */
const noSlot = {
  date: null,
  time: null,
  slotId: null,
  slot: null,
  bookingId: null,
  practitioner: null,
  assigned: null,
} as const;
/** Choices that make a created booking another booking. */
const bookingFields = ["date", "time", "slotId", "slot", "person", "privateOption", "practitioner"] as const;

/** The same choice: equal values, or the same practitioner (a name that changed is no other booking). */
const sameChoice = (a: unknown, b: unknown) =>
  a === b || (isPractitioner(a) && isPractitioner(b) && a.id === b.id);
const isPractitioner = (x: unknown): x is DraftPractitioner =>
  typeof x === "object" && x !== null && "id" in x;

type DraftState = ReservationDraft & {
  /** Reads the draft kept on the phone, once; a choice made meanwhile wins. */
  hydrate(): Promise<void>;
  chooseService(service: Service, privateOption?: boolean, practitioner?: DraftPractitioner | null): void;
  /**
   * The practitioners delivering the draft's service, as last read: a chosen one no longer among
   * them (gone, or a stale draft) falls back to « Sans préférence », their name follows a change.
   */
  checkPractitioner(serviceId: number, offered: readonly DraftPractitioner[]): void;
  /** Follows the wizard's URL: without any parameter the draft starts over. */
  followUrl(search: { step?: number; service?: number; type?: "custom"; private?: boolean }): Promise<void>;
  /** The key of an attempt at `scope`: the one whose answer was lost, else a new one, kept on the phone. */
  attemptKey(scope: string): string;
  /** The server answered the attempt at `scope`: the next one is a new request. */
  attemptAnswered(scope: string): void;
  update(
    patch: Partial<
      Pick<
        ReservationDraft,
        | "type"
        | "date"
        | "time"
        | "slotId"
        | "slot"
        | "person"
        | "privateOption"
        | "practitioner"
        | "assigned"
        | "method"
        | "methodName"
        | "bookingId"
      >
    >,
  ): void;
  /** Forgets everything (but the service type, when given): in memory, in the local database and in the spec's storage items. */
  reset(type?: ReservationDraft["type"]): Promise<void>;
  /** Resolves once every change so far is in the local database. */
  saved(): Promise<void>;
};

const details = (s: Service): DraftService => ({
  name: s.name,
  price: s.price,
  credit_price: s.credit_price,
  description: s.description,
  short_description: s.short_description,
  nb_person_max_per_booking: s.nb_person_max_per_booking,
  private_option_price: s.private_option_price,
  private_option_credit_price: s.private_option_credit_price,
  imageUrl: s.imageUrl,
  can_have_private_option: s.can_have_private_option,
  duration: s.duration,
});

const draftOf = (s: DraftState): ReservationDraft => ({
  serviceId: s.serviceId,
  service: s.service,
  type: s.type,
  date: s.date,
  time: s.time,
  slotId: s.slotId,
  slot: s.slot,
  person: s.person,
  privateOption: s.privateOption,
  practitioner: s.practitioner,
  assigned: s.assigned,
  method: s.method,
  methodName: s.methodName,
  bookingId: s.bookingId,
  attempts: s.attempts,
  updatedAt: s.updatedAt,
});

type LocalDb = typeof import("../db/accessors")["localDb"];
type DraftTable = Pick<LocalDb, "loadReservationDraft" | "saveReservationDraft" | "clearReservationDraft">;

export type DraftDeps = {
  /** The local database, loaded on demand: its file is not part of the first screen's JavaScript. */
  database: () => Promise<DraftTable>;
  /** Whether the local database may exist on this phone, asked without loading it. */
  databaseMayExist: () => Promise<boolean>;
};

/**
 * The reservation draft: its one owner. Kept in the local database so it survives a reload and a
 * lost connection; the URL carries only step, service, type and private.
 */
const draftState =
  (deps: DraftDeps): StateCreator<DraftState> =>
  (set, get) => {
    let hydrating: Promise<void> | null = null;
    // Writes go one after the other, so a reset is never overtaken by an older save. `ifPresent`:
    // only where the database exists (once the writes before have run), never created for nothing.
    let writes: Promise<void> = Promise.resolve();
    const write = (op: (db: DraftTable) => Promise<unknown>, ifPresent = false) => {
      writes = writes
        .then(async () => {
          if (ifPresent && !(await deps.databaseMayExist())) return;
          await op(await deps.database());
        })
        .then(
          () => undefined,
          (error: unknown) => console.warn("Brouillon de réservation non enregistré", error),
        );
      return writes;
    };
    const save = (asked: Partial<ReservationDraft>) => {
      // Another slot, persons count or option, whoever changes it: the booking created before is
      // not this one, and must not be paid for it.
      const current = get();
      const changes = bookingFields.some((key) => key in asked && !sameChoice(asked[key], current[key]));
      const patch =
        changes && !("bookingId" in asked) ? { ...asked, bookingId: null, assigned: null } : asked;
      set({ ...patch, updatedAt: Date.now() });
      const draft = draftOf(get());
      writeSpecItems(draft);
      writeDraftCopy(draft);
      void write((db) => db.saveReservationDraft(draft));
    };
    return {
      ...emptyDraft(),
      hydrate() {
        // After the writes under way: a reset (another member, a logout) is never undone by a read.
        // A choice made meanwhile wins over what is read.
        const adopt = (stored: ReservationDraft | null) => {
          if (!stored || stored.updatedAt <= get().updatedAt) return;
          set(stored);
          writeSpecItems(stored);
        };
        // And after a wipe under way, which this store may have loaded too late to take part in.
        hydrating ??= Promise.all([writes, wipeSettled()])
          .then(async () => {
            // Every choice writes the copy at once, and a copy that could not be written is removed:
            // present, it is the draft. Missing, the database may hold one (written by an older
            // version, or while storage was full), unless it does not exist on this phone.
            const copy = readDraftCopy();
            if (copy) return adopt(copy);
            if (!(await deps.databaseMayExist())) return;
            adopt(await (await deps.database()).loadReservationDraft());
          })
          .catch(() => undefined);
        return hydrating;
      },
      chooseService(service, privateOption = false, practitioner) {
        // Another service: the date, time, slot and practitioner chosen for the previous one no longer hold.
        const slot = service.id === get().serviceId ? {} : noSlot;
        const who = practitioner === undefined ? {} : { practitioner };
        save({ serviceId: service.id, service: details(service), privateOption, ...slot, ...who });
      },
      checkPractitioner(serviceId, offered) {
        const { serviceId: current, practitioner } = get();
        if (current !== serviceId || practitioner === null) return;
        const found = offered.find((p) => p.id === practitioner.id);
        if (!found) save({ practitioner: null });
        else if (found.first_name !== practitioner.first_name)
          save({ practitioner: { id: found.id, first_name: found.first_name } });
      },
      async followUrl(search) {
        await get().hydrate();
        if (Object.values(search).every((value) => value === undefined)) return get().reset();
        const patch: Partial<ReservationDraft> = {};
        if (search.type) patch.type = search.type;
        // Back at step 1 (a link, the phone's back button): the date, time and slot start over.
        if (search.step === 1) Object.assign(patch, { date: null, time: null, slotId: null, slot: null });
        if (search.private !== undefined) patch.privateOption = search.private;
        if (search.service !== undefined && search.service !== get().serviceId)
          Object.assign(patch, { serviceId: search.service, service: null, ...noSlot });
        if (Object.keys(patch).length) save(patch);
      },
      update: (patch) => save(patch),
      attemptKey(scope) {
        const kept = get().attempts[scope];
        if (kept) return kept;
        const key = newIdempotencyKey();
        save({ attempts: { ...get().attempts, [scope]: key } });
        return key;
      },
      attemptAnswered(scope) {
        if (!(scope in get().attempts)) return;
        const { [scope]: _answered, ...rest } = get().attempts;
        save({ attempts: rest });
      },
      saved: () => writes,
      reset(type = "all") {
        set({ ...emptyDraft(), type });
        writeSpecItems(emptyDraft());
        writeDraftCopy(null);
        return write((db) => db.clearReservationDraft(), true);
      },
    };
  };

export const createReservationDraftStore = (deps: DraftDeps) => createStore<DraftState>()(draftState(deps));

export const reservationDraftStore = createReservationDraftStore({
  database: () => import("../db/accessors").then((m) => m.localDb),
  databaseMayExist: () => localDatabaseMayExist(),
});

// Wiped with the member's data on a logout or another member's login.
onMemberForgotten(() => reservationDraftStore.getState().reset());

export function useReservationDraft<T>(select: (state: DraftState) => T): T {
  return useStore(reservationDraftStore, select);
}
