import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pendingPaymentSchema } from "../../../src/db/database";
import {
  type ConfirmationDetails,
  readConfirmationDetails,
  saveConfirmationDetails,
} from "../../../src/stores/confirmation-details";
import { storageKeys } from "../../../src/stores/storage-keys";

const shown = {
  id: 42,
  serviceName: "Massage relaxant",
  dateTime: "3 mars 2026 à 10h00",
  personCount: 2,
  paymentMethod: "Paiement sur place",
  price: "30 000 XOF",
};
const session = { day: "2026-03-03", start: "10:00:00", end: "11:00:00" };
const keep = (value: unknown) =>
  localStorage.setItem(storageKeys.reservation.confirmation, JSON.stringify(value));

describe("the confirmation details kept on the phone", () => {
  it("keep the session's day, start and end beside what the page shows, for the calendar file", () => {
    const details: ConfirmationDetails = { ...shown, ...session };
    saveConfirmationDetails(details);
    expect(JSON.parse(localStorage.getItem("confirmationDetails") ?? "null")).toEqual(details);
    expect(readConfirmationDetails()).toEqual(details);
  });

  it("read details kept by an older version, without a session, as they were", () => {
    keep(shown);
    const read = readConfirmationDetails();
    expect(read).toEqual(shown);
    expect(read?.day ?? read?.start ?? read?.end).toBeUndefined();
  });

  it("leave out a session that does not read right, and keep the rest", () => {
    keep({ ...shown, day: "3 mars", start: 10, end: "11:00:00" });
    expect(readConfirmationDetails()).toMatchObject({ ...shown, day: undefined, start: undefined });
  });

  it("read nothing that this app did not write", () => {
    keep({ id: "42" });
    expect(readConfirmationDetails()).toBeNull();
    localStorage.setItem(storageKeys.reservation.confirmation, "{");
    expect(readConfirmationDetails()).toBeNull();
  });

  it("fit the pending payment's record, which holds them until the wallet has answered", () => {
    const record = {
      purpose: "booking",
      objectId: 42,
      method: "PAY03",
      paymentId: "paiement-1",
      deadline: 0,
      qr: null,
      confirmation: { ...shown, ...session },
    };
    expect(v.safeParse(pendingPaymentSchema, record).success).toBe(true);
  });
});
