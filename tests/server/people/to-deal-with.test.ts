import { describe, expect, it } from "vitest";
import { findSlot, makeTestApp, quickMembers, type TestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";
import { addAbsence, addPractitioner, bookingRequest } from "./people-fixture";

const DAY = "2026-03-05";

const toDealWith = async (t: TestApp, token: string) =>
  (await t.api.get("staff/schedule/", token)).data.to_deal_with as {
    booking_id: number;
    reason: string;
    closure_label: string | null;
    practitioner_name: string | null;
  }[];

describe("a practitioner who can no longer take a booked session", () => {
  it("lists it under « Réservations à traiter »: away (with the absence's label), off the service, deactivated", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const awa = await addPractitioner(t, "Awa", [1]);
    const binta = await addPractitioner(t, "Binta", [1]);
    const [a, b] = await quickMembers(t, 2);
    const ten = await findSlot(t, 1, DAY, "10:00:00");
    const withAwa = await t.api.post(
      "booking/booking/create/",
      await bookingRequest(t, 1, ten.id, 1, awa),
      a?.access,
    );
    const withBinta = await t.api.post(
      "booking/booking/create/",
      await bookingRequest(t, 1, ten.id, 1, binta),
      b?.access,
    );
    expect(await toDealWith(t, admin.access)).toEqual([]);

    await addAbsence(t, awa, `${DAY}T00:00:00Z`, `${DAY}T23:59:59Z`, "Maladie");
    expect(await toDealWith(t, admin.access)).toEqual([
      expect.objectContaining({
        booking_id: withAwa.data.booking_id,
        // The slot it holds: the desk may hand the same session to someone else.
        slot_id: ten.id,
        reason: "practitioner_absent",
        closure_label: "Maladie",
        practitioner_name: "Awa",
      }),
    ]);

    await t.deps.db.updateTable("practitioners").set({ isActive: false }).where("id", "=", binta).execute();
    const listed = await toDealWith(t, admin.access);
    expect(listed.map((l) => [l.booking_id, l.reason])).toEqual([
      [withAwa.data.booking_id, "practitioner_absent"],
      [withBinta.data.booking_id, "practitioner_unavailable"],
    ]);
  });
});
