import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prepareWizard } from "../../../src/features/reservation/wizard-data";
import { reservationDraftStore } from "../../../src/stores/reservation-draft";
import { serviceChoice } from "../../../src/stores/service-choice";
import { storageKeys } from "../../../src/stores/storage-keys";
import { testService } from "../support/services";

const draft = () => reservationDraftStore.getState();
const awa = { id: 3, first_name: "Awa" };
const binta = { id: 4, first_name: "Binta" };

beforeEach(async () => {
  await draft().reset();
  serviceChoice.take(undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the practitioner chosen in the draft", () => {
  it("is « Sans préférence » by default, and carries from the service page into the wizard", async () => {
    expect(draft().practitioner).toBeNull();
    serviceChoice.hand(testService(7), false, awa);
    await prepareWizard({ step: 2, service: 7 });
    expect(draft()).toMatchObject({ serviceId: 7, practitioner: awa });
  });

  it("falls back to « Sans préférence » once the one kept is no longer offered, and follows a new name", () => {
    draft().chooseService(testService(7), false, awa);
    draft().checkPractitioner(7, [{ id: 3, first_name: "Awa D." }, binta]);
    expect(draft().practitioner).toEqual({ id: 3, first_name: "Awa D." });
    // A list for another service says nothing of this one's choice.
    draft().checkPractitioner(8, [binta]);
    expect(draft().practitioner?.id).toBe(3);
    draft().checkPractitioner(7, [binta]);
    expect(draft().practitioner).toBeNull();
  });

  it("is another booking when it changes, but not when only the name does; another service starts it over", () => {
    draft().chooseService(testService(7), false, awa);
    draft().update({ date: "2026-03-04", time: "10:00:00", slotId: 42, bookingId: 9, assigned: "Awa" });
    draft().checkPractitioner(7, [{ id: 3, first_name: "Awa D." }]);
    expect(draft()).toMatchObject({ bookingId: 9, assigned: "Awa" });
    draft().update({ practitioner: binta });
    expect(draft()).toMatchObject({ bookingId: null, assigned: null });
    draft().chooseService(testService(8));
    expect(draft().practitioner).toBeNull();
  });

  it("survives a reload; a copy kept by an older version, without the choice, reads as « Sans préférence »", async () => {
    draft().chooseService(testService(7), false, awa);
    await draft().saved();
    vi.resetModules();
    const reloaded = (await import("../../../src/stores/reservation-draft")).reservationDraftStore;
    await reloaded.getState().hydrate();
    expect(reloaded.getState().practitioner).toEqual(awa);

    const copy = JSON.parse(localStorage.getItem(storageKeys.reservation.draft) ?? "{}");
    localStorage.setItem(
      storageKeys.reservation.draft,
      JSON.stringify({ ...copy, practitioner: undefined, updatedAt: copy.updatedAt + 1 }),
    );
    vi.resetModules();
    const again = (await import("../../../src/stores/reservation-draft")).reservationDraftStore;
    await again.getState().hydrate();
    expect(again.getState()).toMatchObject({ serviceId: 7, practitioner: null });
  });
});
