import { beforeEach, describe, expect, it } from "vitest";
import { localDb } from "../../../../src/db/accessors";
import { createAttemptKeys } from "../../../../src/features/payment/attempt-keys";
import { reservationDraftStore } from "../../../../src/stores/reservation-draft";

beforeEach(async () => {
  await reservationDraftStore.getState().reset();
});

describe("payment attempt keys", () => {
  it("gives the same key to the retry of an attempt whose answer was lost", () => {
    const keys = createAttemptKeys();
    const first = keys.take("confirm:7:2");
    expect(keys.take("confirm:7:2")).toBe(first);
  });

  it("gives a new key once the server answered", () => {
    const keys = createAttemptKeys();
    const first = keys.take("confirm:7:2");
    keys.answered("confirm:7:2");
    expect(keys.take("confirm:7:2")).not.toBe(first);
  });

  it("keeps attempts on different payments or methods apart", () => {
    const keys = createAttemptKeys();
    const first = keys.take("confirm:7:2");
    expect(keys.take("confirm:7:1")).not.toBe(first);
    keys.answered("confirm:7:1");
    expect(keys.take("confirm:7:2")).toBe(first);
  });

  it("keeps an unanswered attempt's key on the phone, for the retry after a reload", async () => {
    const key = createAttemptKeys().take("confirm:9:2");
    await reservationDraftStore.getState().saved();
    expect((await localDb.loadReservationDraft())?.attempts).toEqual({ "confirm:9:2": key });
  });
});
