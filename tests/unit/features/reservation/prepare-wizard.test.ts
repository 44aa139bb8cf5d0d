import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prepareWizard } from "../../../../src/features/reservation/wizard-data";
import { memberForgotten } from "../../../../src/stores/member-forgotten";
import { reservationDraftStore } from "../../../../src/stores/reservation-draft";
import { serviceChoice } from "../../../../src/stores/service-choice";
import { testService } from "../../support/services";

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

beforeEach(async () => {
  await reservationDraftStore.getState().reset();
  serviceChoice.take(undefined);
  // Offline: the wizard cannot ask the server for a service's details.
  vi.stubGlobal("fetch", vi.fn(offline));
});
afterEach(() => vi.unstubAllGlobals());

describe("the wizard opened from a service card", () => {
  it("makes the card's service the draft's, with its details, even offline", async () => {
    serviceChoice.hand(testService(7), true);
    await prepareWizard({ step: 2, service: 7, private: true });
    expect(reservationDraftStore.getState()).toMatchObject({
      serviceId: 7,
      service: { name: "Service 7" },
      privateOption: true,
    });
    // Handed once: a later visit follows its own URL.
    expect(serviceChoice.take(7)).toBeNull();
  });

  it("leaves a service handed for another link alone (its details, its private option)", async () => {
    serviceChoice.hand(testService(7), true);
    await prepareWizard({ step: 2, service: 5 });
    expect(reservationDraftStore.getState()).toMatchObject({
      serviceId: 5,
      service: null,
      privateOption: false,
    });
  });

  it("forgets a service handed before a logout", async () => {
    serviceChoice.hand(testService(7), true);
    await memberForgotten();
    await prepareWizard({ step: 2, service: 7 });
    expect(reservationDraftStore.getState()).toMatchObject({
      serviceId: 7,
      service: null,
      privateOption: false,
    });
  });

  it("from a link alone, offline, knows the service's number but not its details", async () => {
    await prepareWizard({ step: 2, service: 7 });
    expect(reservationDraftStore.getState()).toMatchObject({ serviceId: 7, service: null });
  });

  it("keeps the date chosen for the same service when its card is tapped again", async () => {
    reservationDraftStore.getState().chooseService(testService(7));
    reservationDraftStore.getState().update({ date: "2026-12-01" });
    serviceChoice.hand(testService(7), false);
    await prepareWizard({ step: 2, service: 7 });
    expect(reservationDraftStore.getState()).toMatchObject({ serviceId: 7, date: "2026-12-01" });
  });
});
