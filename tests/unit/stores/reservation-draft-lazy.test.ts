import { afterEach, describe, expect, it, vi } from "vitest";
import { createAccessors } from "../../../src/db/accessors";
import { AppDatabase } from "../../../src/db/database";
import { localDatabaseMayExist } from "../../../src/db/presence";
import { createReservationDraftStore } from "../../../src/stores/reservation-draft";
import { testService } from "../support/services";

const service = testService(5);

let phones = 0;
/** A phone of its own (its database's name), whose pages count how often they load the database. */
function phone() {
  const name = `draft-phone-${++phones}`;
  const local = createAccessors(new AppDatabase(name));
  const loads = vi.fn(async () => local);
  /** A page opened on this phone: a store that starts empty, on the same storage and database. */
  const page = () =>
    createReservationDraftStore({ database: loads, databaseMayExist: () => localDatabaseMayExist(name) });
  return { name, local, loads, page };
}

afterEach(() => vi.unstubAllGlobals());

describe("the draft on a page opened without the local database", () => {
  it("is empty for a first visit, and neither loads the database nor creates it", async () => {
    const { name, loads, page } = phone();
    const store = page();
    // The wizard's URL without parameters: a read, then a start over.
    await store.getState().followUrl({});
    await store.getState().saved();
    expect(store.getState()).toMatchObject({ serviceId: null, slotId: null, updatedAt: 0 });
    expect(loads).not.toHaveBeenCalled();
    expect(await localDatabaseMayExist(name)).toBe(false);
  });

  it("takes the synchronous copy as the draft without reading the database", async () => {
    const { local, loads, page } = phone();
    const before = page();
    before.getState().chooseService(service);
    before.getState().update({ slotId: 42 });
    await before.getState().saved();
    // Even a newer row in the database is not read: every choice writes the copy first.
    await local.saveReservationDraft({ ...before.getState(), slotId: 9, updatedAt: Date.now() + 1000 });
    loads.mockClear();

    const after = page();
    await after.getState().hydrate();
    expect(after.getState()).toMatchObject({ serviceId: 5, slotId: 42 });
    expect(loads).not.toHaveBeenCalled();
  });

  it("still writes every choice to the database", async () => {
    const { local, page } = phone();
    const store = page();
    store.getState().chooseService(service);
    await store.getState().saved();
    expect(await local.loadReservationDraft()).toMatchObject({ serviceId: 5 });
  });

  it("finds the draft in the database when its copy could not be written", async () => {
    const { page } = phone();
    const before = page();
    before.getState().chooseService(service);
    before.getState().update({ slotId: 41 });
    // Storage full from now on: the copy of slot 41 would be older than the draft.
    const real = localStorage;
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => real.getItem(key),
      setItem: (key: string, value: string) => {
        if (key === "reservation_draft") throw new DOMException("Plein", "QuotaExceededError");
        real.setItem(key, value);
      },
      removeItem: (key: string) => real.removeItem(key),
    });
    before.getState().update({ slotId: 42 });
    await before.getState().saved();
    vi.unstubAllGlobals();

    const after = page();
    await after.getState().hydrate();
    expect(after.getState()).toMatchObject({ serviceId: 5, slotId: 42 });
  });
});
