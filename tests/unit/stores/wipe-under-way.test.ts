import { expect, it, vi } from "vitest";
import { testService } from "../support/services";

/** Lets the local database and the promises under way run their course. */
const settled = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

it("a draft loaded while the member's data is being wiped reads the phone once the wipe is done", async () => {
  // The member chose a service on a page: the draft is on the phone (its copy and the database).
  const before = await import("../../../src/stores/reservation-draft");
  before.reservationDraftStore.getState().chooseService(testService(5));
  await before.reservationDraftStore.getState().saved();

  // A fresh page that never loaded the draft's code logs out; the database is slow to clear.
  vi.resetModules();
  const { localDb } = await import("../../../src/db/accessors");
  const clear = localDb.clearMemberData;
  let letClear = () => {};
  const clearing = new Promise<void>((resolve) => {
    letClear = resolve;
  });
  vi.spyOn(localDb, "clearMemberData").mockImplementation(async () => {
    await clearing;
    await clear();
  });
  const { forgetMemberOnPhone } = await import("../../../src/stores/logout");
  const wipe = forgetMemberOnPhone();

  // Meanwhile the wizard opens: the draft's code loads only now, too late to be reset by the wipe.
  const { reservationDraftStore } = await import("../../../src/stores/reservation-draft");
  const read = reservationDraftStore.getState().hydrate();
  await settled();
  letClear();
  await Promise.all([read, wipe]);

  expect(reservationDraftStore.getState().serviceId).toBeNull();
  expect(await localDb.loadReservationDraft()).toBeNull();
});

it("a wipe that fails still lets the reads that waited for it go on", async () => {
  vi.resetModules();
  const { wipeMember, wipeSettled } = await import("../../../src/stores/member-forgotten");
  let fail = (_error: Error) => {};
  const wipe = wipeMember(
    () =>
      new Promise<void>((_resolve, reject) => {
        fail = reject;
      }),
  );
  let read = false;
  const waiting = wipeSettled().then(() => {
    read = true;
  });
  await Promise.resolve();
  expect(read).toBe(false);
  fail(new Error("Base locale indisponible"));
  await expect(wipe).rejects.toThrow("Base locale indisponible");
  await waiting;
  expect(read).toBe(true);
});
