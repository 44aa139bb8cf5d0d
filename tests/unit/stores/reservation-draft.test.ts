import { beforeEach, describe, expect, it, vi } from "vitest";
import { localDb } from "../../../src/db/accessors";
import { reservationDraftStore } from "../../../src/stores/reservation-draft";
import { tokenKeys } from "../../../src/stores/session";
import { memberStorageKeys, storageKeys } from "../../../src/stores/storage-keys";
import { testService } from "../support/services";

const service = testService;

const draft = () => reservationDraftStore.getState();

beforeEach(async () => {
  await draft().reset();
});

describe("the reservation draft", () => {
  it("is the one writer of the spec's selectedService items, and keeps the draft on the phone", async () => {
    draft().chooseService(service(5), true);
    expect(localStorage.getItem("selectedServiceId")).toBe("5");
    expect(JSON.parse(localStorage.getItem("selectedServiceDetails") ?? "null")).toEqual({
      name: "Service 5",
      price: 20_000,
      credit_price: 20,
      description: "<p>Description</p>",
      short_description: "Courte",
      nb_person_max_per_booking: 4,
      private_option_price: 5_000,
      private_option_credit_price: 5,
      imageUrl: "/media/art/1.svg",
      can_have_private_option: true,
      duration: 60,
    });
    await draft().saved();
    expect(await localDb.loadReservationDraft()).toMatchObject({ serviceId: 5, privateOption: true });
  });

  it("forgets the booking created from it once a choice that makes another booking changes", () => {
    draft().chooseService(service(5));
    draft().update({ date: "2026-03-04", time: "10:00:00", slotId: 42, bookingId: 7 });
    draft().update({ method: "PAY02" });
    expect(draft().bookingId).toBe(7);
    draft().update({ person: 2 });
    expect(draft().bookingId).toBeNull();
    draft().update({ bookingId: 8 });
    draft().chooseService(service(6));
    expect(draft()).toMatchObject({ bookingId: null, slotId: null, slot: null, date: null });
  });

  it("writes the spec's reservationState once a slot is chosen", () => {
    draft().chooseService(service(5));
    expect(localStorage.getItem("reservationState")).toBeNull();
    draft().update({ date: "2026-03-04", time: "10:00:00", slotId: 42, person: 2 });
    expect(JSON.parse(localStorage.getItem("reservationState") ?? "null")).toEqual({
      date: "2026-03-04",
      time: "10:00:00",
      person: 2,
      slotId: 42,
      privateOption: false,
    });
  });

  it("forgets the date, time and slot when the service changes", () => {
    draft().chooseService(service(5));
    draft().update({ date: "2026-03-04", time: "10:00:00", slotId: 42 });
    draft().chooseService(service(5));
    expect(draft().slotId).toBe(42);
    draft().chooseService(service(6));
    expect(draft()).toMatchObject({ serviceId: 6, date: null, time: null, slotId: null });
  });

  it("starts over on a wizard URL without parameters, and follows one with", async () => {
    draft().chooseService(service(5));
    draft().update({ slotId: 42, date: "2026-03-04" });
    await draft().followUrl({ step: 2, service: 5 });
    expect(draft().slotId).toBe(42);
    await draft().followUrl({ step: 2, service: 7, type: "custom" });
    expect(draft()).toMatchObject({ serviceId: 7, service: null, slotId: null, type: "custom" });
    await draft().followUrl({});
    expect(draft().serviceId).toBeNull();
    expect(localStorage.getItem("selectedServiceId")).toBeNull();
    expect(localStorage.getItem("reservationState")).toBeNull();
    expect(await localDb.loadReservationDraft()).toBeNull();
  });
});

describe("the member storage registry", () => {
  it("lists every member item logout must remove", () => {
    for (const key of [
      ...Object.values(tokenKeys),
      ...Object.values(storageKeys.codeFlow),
      "selectedServiceId",
      "selectedServiceDetails",
      "reservationState",
      "confirmationDetails",
      "reservation_draft",
    ]) {
      expect(memberStorageKeys).toContain(key);
    }
    // The promo modal's items belong to the phone, not to a member.
    expect(memberStorageKeys).not.toContain("hasVisitedBefore");
  });
});

describe("the draft and the booking made from it", () => {
  it("lets go of the booking whenever the private option changes, from the wizard, a link or a service page", async () => {
    draft().chooseService(service(5));
    draft().update({ date: "2026-03-04", time: "10:00:00", slotId: 42, bookingId: 7 });
    draft().chooseService(service(5), true);
    expect(draft().bookingId).toBeNull();
    draft().update({ bookingId: 8 });
    await draft().followUrl({ step: 3, service: 5, private: false });
    expect(draft().bookingId).toBeNull();
  });

  it("starts the slot over when the URL says step 1 (the phone's back button)", async () => {
    draft().chooseService(service(5));
    draft().update({ date: "2026-03-04", time: "10:00:00", slotId: 42, bookingId: 7 });
    await draft().followUrl({ step: 1, service: 5 });
    expect(draft()).toMatchObject({ serviceId: 5, slotId: null, date: null, bookingId: null });
  });

  it("keeps an attempt's key until the server answers, and forgets it on reset", async () => {
    const key = draft().attemptKey("book:x");
    expect(draft().attemptKey("book:x")).toBe(key);
    draft().attemptAnswered("book:x");
    expect(draft().attemptKey("book:x")).not.toBe(key);
    await draft().reset();
    expect(draft().attempts).toEqual({});
  });
});

describe("the draft across a reload", () => {
  /** The page after a reload: the same storage and database, a store that starts empty. */
  const reloadedStore = async () => {
    vi.resetModules();
    const module = await import("../../../src/stores/reservation-draft");
    return module.reservationDraftStore;
  };

  it("keeps the last choice even when the reload came before the local database got it", async () => {
    draft().chooseService(service(5));
    draft().update({ date: "2026-03-04", time: "10:00:00", slotId: 41 });
    await draft().saved();
    draft().update({ slotId: 42, person: 3 });
    // The reload came first: the database still holds the previous choice.
    await draft().saved();
    await localDb.saveReservationDraft({
      ...draft(),
      slotId: 41,
      person: 1,
      updatedAt: draft().updatedAt - 1,
    });

    const store = await reloadedStore();
    await store.getState().hydrate();
    expect(store.getState()).toMatchObject({ serviceId: 5, slotId: 42, person: 3 });
  });

  it("reads the database's copy when the synchronous one is missing or damaged", async () => {
    draft().chooseService(service(5));
    await draft().saved();
    await localDb.saveReservationDraft({ ...draft(), slotId: 9, updatedAt: draft().updatedAt + 1 });
    localStorage.removeItem("reservation_draft");
    let store = await reloadedStore();
    await store.getState().hydrate();
    expect(store.getState().slotId).toBe(9);

    localStorage.setItem("reservation_draft", "{pas du json");
    store = await reloadedStore();
    await store.getState().hydrate();
    expect(store.getState().slotId).toBe(9);
  });

  it("is forgotten with the draft", async () => {
    draft().chooseService(service(5));
    expect(localStorage.getItem("reservation_draft")).not.toBeNull();
    await draft().reset();
    expect(localStorage.getItem("reservation_draft")).toBeNull();
  });
});
