import { beforeEach, describe, expect, it } from "vitest";
import { createAccessors } from "../../../src/db/accessors";
import { AppDatabase } from "../../../src/db/database";

let name = 0;
let db: AppDatabase;
let local: ReturnType<typeof createAccessors>;

beforeEach(() => {
  db = new AppDatabase(`test-${++name}`);
  local = createAccessors(db);
});

const draft = {
  serviceId: 3,
  service: {
    name: "Massage sportif",
    price: 25_000,
    credit_price: 25,
    description: "<p>Récupération</p>",
    short_description: "Récupération",
    nb_person_max_per_booking: 2,
    private_option_price: 5_000,
    private_option_credit_price: 5,
    imageUrl: "/media/art/massage.svg",
  },
  type: "all" as const,
  date: "2026-03-04",
  time: "10:00:00",
  slotId: 42,
  person: 2,
  privateOption: false,
  updatedAt: 1,
};

describe("the local database", () => {
  it("keeps the reservation draft across a reopen, a draft of an older version with defaults", async () => {
    await local.saveReservationDraft(draft);
    db.close();
    const reopened = createAccessors(new AppDatabase(db.name));
    expect(await reopened.loadReservationDraft()).toEqual({
      ...draft,
      service: { ...draft.service, can_have_private_option: false, duration: 0 },
      slot: null,
      method: "PAY01",
      methodName: "",
      bookingId: null,
      attempts: {},
      // No practitioner asked for, none assigned yet: « Sans préférence ».
      practitioner: null,
      assigned: null,
    });
    await reopened.clearReservationDraft();
    expect(await reopened.loadReservationDraft()).toBeNull();
  });

  it("reads a stored row that no longer parses as absent", async () => {
    await db.reservationDraft.put({ key: "current", value: { serviceId: "trois" } });
    expect(await local.loadReservationDraft()).toBeNull();
  });

  it("refuses to write an invalid draft", async () => {
    await expect(local.saveReservationDraft({ ...draft, person: 0 })).rejects.toThrow();
  });

  it("keeps the selected pack", async () => {
    const pack = { credit_id: 2, name: "Pack Essentiel", credit_number: 50, real_price: 50_000 };
    await local.saveSelectedPack(pack);
    expect(await local.loadSelectedPack()).toEqual(pack);
    await local.clearSelectedPack();
    expect(await local.loadSelectedPack()).toBeNull();
  });

  it("keeps a visitor's gift beside the pack through login, never in the pack itself", async () => {
    const pack = { credit_id: 2, name: "Pack Essentiel", credit_number: 50, real_price: 50_000 };
    await local.saveSelectedPack(pack, true);
    expect(await local.loadSelectedPack()).toEqual(pack);
    expect(await local.loadSelectedGift()).toBe(true);
    await local.saveSelectedPack(pack);
    expect(await local.loadSelectedGift()).toBe(false);
    await local.clearSelectedPack();
  });

  it("keeps one OTP resend deadline per e-mail and purpose", async () => {
    await local.setOtpResendDeadline("Awa@Example.com", "register", 1000);
    await local.setOtpResendDeadline("awa@example.com", "reset_password", 2000);
    expect(await local.getOtpResendDeadline("awa@example.com", "register")).toBe(1000);
    expect(await local.getOtpResendDeadline("awa@example.com", "reset_password")).toBe(2000);
    expect(await local.getOtpResendDeadline("autre@example.com", "register")).toBeNull();
  });

  it("restores the resend countdown's end time after the app is reopened", async () => {
    await local.setOtpResendDeadline("awa@example.com", "register", 1_700_000_060_000);
    db.close();
    const reopened = createAccessors(new AppDatabase(db.name));
    expect(await reopened.getOtpResendDeadline("awa@example.com", "register")).toBe(1_700_000_060_000);
  });

  it("forgets everything of the member at logout", async () => {
    await local.saveReservationDraft(draft);
    await local.saveSelectedPack({ credit_id: 1, name: "P", credit_number: 1, real_price: 1 });
    await local.setOtpResendDeadline("a@example.com", "register", 1);
    await local.clearMemberData();
    expect(await local.loadReservationDraft()).toBeNull();
    expect(await local.loadSelectedPack()).toBeNull();
    expect(await local.getOtpResendDeadline("a@example.com", "register")).toBeNull();
  });
});
