import { describe, expect, it } from "vitest";
import { backgroundSettled } from "../../../server/lib/background";
import { findSlot, makeTestApp, quickMembers, type TestApp } from "../harness";
import { auditLines, staffMember } from "../staff/staff-harness";
import {
  addAbsence,
  addPractitioner,
  addRoom,
  assignmentOf,
  bookingRequest,
  setStaffing,
} from "./people-fixture";

// Thursday 5 March 2026, no discount that day; the centre opens 09:00–19:00.
const DAY = "2026-03-05";
const SWEDISH = 1; // 60 min, 2 places a slot
const SPORTS = 3; // 45 min
const YOGA = 4; // 60 min, 10 places: a class

const book = async (
  t: TestApp,
  token: string,
  serviceId: number,
  slotId: number,
  persons = 1,
  chosen?: number,
) =>
  t.api.post("booking/booking/create/", await bookingRequest(t, serviceId, slotId, persons, chosen), token);

const placesAt = async (t: TestApp, serviceId: number, start: string, practitioner?: number) => {
  const res = await t.api.post("booking/slots/get_slots_by_dates/", {
    service_id: serviceId,
    dates: [DAY, DAY],
    ...(practitioner === undefined ? {} : { practitioner }),
  });
  const slot = (
    res.data[DAY] as { start_time: string; remaining_capacity: number; available: boolean }[]
  ).find((s) => s.start_time === start);
  return slot?.remaining_capacity;
};

describe("people and rooms decide what can be booked", () => {
  it("gives each booking a free practitioner and room, and offers no place once none is free", async () => {
    const t = await makeTestApp();
    const awa = await addPractitioner(t, "Awa", [SWEDISH, SPORTS]);
    const cabin = await addRoom(t, "Cabine 1", [SWEDISH, SPORTS]);
    const [a, b] = await quickMembers(t, 2);
    const slot = await findSlot(t, SWEDISH, DAY, "10:00:00");
    expect(await placesAt(t, SWEDISH, "10:00:00")).toBe(2);
    const first = await book(t, a?.access ?? "", SWEDISH, slot.id);
    expect(first.status).toBe(201);
    expect(await assignmentOf(t, first.data.booking_id)).toEqual({ practitioners: [awa], room: cabin });
    // The slot still has a place, but its one therapist is taken: none offered, none booked.
    expect(await placesAt(t, SWEDISH, "10:00:00")).toBe(0);
    const second = await book(t, b?.access ?? "", SWEDISH, slot.id);
    expect(second.status).toBe(400);
    expect(second.data.non_field_errors).toEqual(["Aucun praticien n'est disponible sur ce créneau."]);
    // Another service overlapping her session (sports massage 10:30–11:15) is not offered either.
    expect(await placesAt(t, SPORTS, "10:30:00")).toBe(0);
    expect(await placesAt(t, SPORTS, "11:15:00")).toBeGreaterThan(0);
  });

  it("refuses a second session in a full room even with a therapist free", async () => {
    const t = await makeTestApp();
    await addPractitioner(t, "Awa", [SWEDISH]);
    await addPractitioner(t, "Binta", [SWEDISH]);
    await addRoom(t, "Cabine 1", [SWEDISH]);
    const [a, b] = await quickMembers(t, 2);
    const slot = await findSlot(t, SWEDISH, DAY, "10:00:00");
    expect((await book(t, a?.access ?? "", SWEDISH, slot.id)).status).toBe(201);
    const second = await book(t, b?.access ?? "", SWEDISH, slot.id);
    expect(second.data.non_field_errors).toEqual(["Aucune salle n'est libre sur ce créneau."]);
  });

  it("honours the client's choice, and gives the least busy practitioner of the day otherwise", async () => {
    const t = await makeTestApp();
    const awa = await addPractitioner(t, "Awa", [SWEDISH]);
    const binta = await addPractitioner(t, "Binta", [SWEDISH]);
    const [a, b, c] = await quickMembers(t, 3);
    const nine = await findSlot(t, SWEDISH, DAY, "09:00:00");
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const chosen = await book(t, a?.access ?? "", SWEDISH, nine.id, 1, awa);
    expect(await assignmentOf(t, chosen.data.booking_id)).toEqual({ practitioners: [awa], room: null });
    // Awa works at 09:00 today: at 10:00, free again, the one without preference still goes to Binta.
    const any = await book(t, b?.access ?? "", SWEDISH, ten.id);
    expect((await assignmentOf(t, any.data.booking_id)).practitioners).toEqual([binta]);
    expect(any.data.practitioner).toBe("Binta");
    // Binta is now busy at 10:00: asking for her there is refused, Awa is still offered.
    expect(await placesAt(t, SWEDISH, "10:00:00", binta)).toBe(0);
    expect(await placesAt(t, SWEDISH, "10:00:00", awa)).toBe(1);
    const refused = await book(t, c?.access ?? "", SWEDISH, ten.id, 1, binta);
    expect(refused.data.practitioner).toEqual(["Ce praticien n'est pas disponible sur ce créneau."]);
  });

  it("refuses a choice of someone who no longer delivers the service, as not found (not as busy)", async () => {
    const t = await makeTestApp();
    const awa = await addPractitioner(t, "Awa", [SWEDISH]);
    await addPractitioner(t, "Binta", [SWEDISH]);
    await t.deps.db.updateTable("practitioners").set({ isActive: false }).where("id", "=", awa).execute();
    const [a] = await quickMembers(t, 1);
    const search = await t.api.post("booking/slots/get_slots_by_dates/", {
      service_id: SWEDISH,
      dates: [DAY, DAY],
      practitioner: awa,
    });
    expect(search.status).toBe(400);
    expect(search.data.practitioner).toEqual(["Praticien introuvable pour ce service."]);
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const refused = await book(t, a?.access ?? "", SWEDISH, ten.id, 1, awa);
    expect(refused.data.practitioner).toEqual(["Praticien introuvable pour ce service."]);
  });

  it("keeps a practitioner's day off and own hours for that person only", async () => {
    const t = await makeTestApp();
    const awa = await addPractitioner(t, "Awa", [SWEDISH]);
    // Binta works mornings only (09:00–13:00), every day.
    const binta = await addPractitioner(
      t,
      "Binta",
      [SWEDISH],
      Array.from({ length: 7 }, () => [[540, 780]]),
    );
    await addAbsence(t, awa, `${DAY}T00:00:00Z`, `${DAY}T23:59:59Z`, "Congés");
    const [a] = await quickMembers(t, 1);
    expect(await placesAt(t, SWEDISH, "10:00:00", awa)).toBe(0);
    expect(await placesAt(t, SWEDISH, "10:00:00", binta)).toBe(2);
    // Afternoon: Awa away, Binta off duty: nobody.
    expect(await placesAt(t, SWEDISH, "15:00:00")).toBe(0);
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const refused = await book(t, a?.access ?? "", SWEDISH, ten.id, 1, awa);
    expect(refused.status).toBe(400);
    const booked = await book(t, a?.access ?? "", SWEDISH, ten.id);
    expect((await assignmentOf(t, booked.data.booking_id)).practitioners).toEqual([binta]);
    // The next day Awa is back.
    const res = await t.api.post("booking/slots/get_slots_by_dates/", {
      service_id: SWEDISH,
      dates: ["2026-03-06", "2026-03-06"],
      practitioner: awa,
    });
    expect(
      res.data["2026-03-06"].find((s: { start_time: string }) => s.start_time === "15:00:00").available,
    ).toBe(true);
  });

  it("runs a class with one coach and one room for all its bookings", async () => {
    const t = await makeTestApp();
    await setStaffing(t, YOGA, "session");
    const fatou = await addPractitioner(t, "Fatou", [YOGA, SWEDISH]);
    const studio = await addRoom(t, "Salle de yoga", [YOGA]);
    const [a, b, c] = await quickMembers(t, 3);
    const yoga = await findSlot(t, YOGA, DAY, "10:00:00");
    const one = await book(t, a?.access ?? "", YOGA, yoga.id, 2);
    const two = await book(t, b?.access ?? "", YOGA, yoga.id, 3);
    expect(await assignmentOf(t, one.data.booking_id)).toEqual({ practitioners: [fatou], room: studio });
    expect(await assignmentOf(t, two.data.booking_id)).toEqual({ practitioners: [fatou], room: studio });
    expect(await placesAt(t, YOGA, "10:00:00")).toBe(5);
    // Teaching yoga at 10:00, she cannot give a massage then.
    const massage = await findSlot(t, SWEDISH, DAY, "10:00:00");
    expect((await book(t, c?.access ?? "", SWEDISH, massage.id)).status).toBe(400);
  });

  it("keeps a class's coach for its next bookings even once she is deactivated (listed to deal with)", async () => {
    const t = await makeTestApp();
    await setStaffing(t, YOGA, "session");
    const fatou = await addPractitioner(t, "Fatou", [YOGA]);
    await addPractitioner(t, "Ndeye", [YOGA]);
    const [a, b] = await quickMembers(t, 2);
    const yoga = await findSlot(t, YOGA, DAY, "10:00:00");
    const one = await book(t, a?.access ?? "", YOGA, yoga.id);
    expect((await assignmentOf(t, one.data.booking_id)).practitioners).toEqual([fatou]);
    await t.deps.db.updateTable("practitioners").set({ isActive: false }).where("id", "=", fatou).execute();
    const two = await book(t, b?.access ?? "", YOGA, yoga.id);
    expect((await assignmentOf(t, two.data.booking_id)).practitioners).toEqual([fatou]);
  });

  it("keeps the client's own choice on a move, even for a duo", async () => {
    const t = await makeTestApp();
    await setStaffing(t, SWEDISH, "person");
    const awa = await addPractitioner(t, "Awa", [SWEDISH, SPORTS]);
    const binta = await addPractitioner(t, "Binta", [SWEDISH]);
    const coumba = await addPractitioner(t, "Coumba", [SWEDISH]);
    const { access } = await t.loginDemo();
    const [other] = await quickMembers(t, 1);
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const eleven = await findSlot(t, SWEDISH, DAY, "11:00:00");
    const duo = (await book(t, access, SWEDISH, ten.id, 2, coumba)).data.booking_id;
    expect((await assignmentOf(t, duo)).practitioners).toEqual([awa, coumba]);
    // Awa is taken from 11:15 (a sports massage); the duo moves to 11:00 and keeps Coumba, its choice.
    const sports = await findSlot(t, SPORTS, DAY, "11:15:00");
    expect((await book(t, other?.access ?? "", SPORTS, sports.id, 1, awa)).status).toBe(201);
    const methods = (await t.api.get("configs/bookingmethod/")).data as { code: string; id: number }[];
    await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: duo, booking_method: methods.find((m) => m.code === "PAY01")?.id },
      access,
    );
    const moved = await t.api.post(`booking/booking/${duo}/reschedule/`, { slot: eleven.id }, access);
    expect(moved.status).toBe(200);
    expect((await assignmentOf(t, duo)).practitioners).toEqual([binta, coumba]);
    const row = await t.deps.db
      .selectFrom("bookings")
      .select("chosenPractitionerId")
      .where("id", "=", duo)
      .executeTakeFirstOrThrow();
    expect(row.chosenPractitionerId).toBe(coumba);
  });

  it("takes two therapists for a duo when the service says so", async () => {
    const t = await makeTestApp();
    await setStaffing(t, SWEDISH, "person");
    const awa = await addPractitioner(t, "Awa", [SWEDISH]);
    const binta = await addPractitioner(t, "Binta", [SWEDISH]);
    const [a, b] = await quickMembers(t, 2);
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const eleven = await findSlot(t, SWEDISH, DAY, "11:00:00");
    const duo = await book(t, a?.access ?? "", SWEDISH, ten.id, 2);
    expect((await assignmentOf(t, duo.data.booking_id)).practitioners).toEqual([awa, binta]);
    await addAbsence(t, binta, `${DAY}T11:00:00Z`, `${DAY}T12:00:00Z`, "Rendez-vous");
    expect(await placesAt(t, SWEDISH, "11:00:00")).toBe(1);
    const refused = await book(t, b?.access ?? "", SWEDISH, eleven.id, 2);
    expect(refused.status).toBe(400);
  });

  it("names the practitioner to the client: Mes réservations, the confirmation, the calendar file", async () => {
    const t = await makeTestApp();
    await setStaffing(t, SWEDISH, "person");
    await addPractitioner(t, "Awa", [SWEDISH]);
    await addPractitioner(t, "Binta", [SWEDISH]);
    const { access } = await t.loginDemo();
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const booked = await book(t, access, SWEDISH, ten.id, 2);
    expect(booked.data.practitioner).toBe("Awa et Binta");
    const id = booked.data.booking_id;
    const methods = (await t.api.get("configs/bookingmethod/")).data as { code: string; id: number }[];
    await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: id, booking_method: methods.find((m) => m.code === "PAY01")?.id },
      access,
    );
    const list = await t.api.get("booking/booking/validated", access);
    const item = list.data.results.find((b: { booking_id: number }) => b.booking_id === id);
    expect(item.practitioner).toBe("Awa et Binta");
    await backgroundSettled(t.deps);
    const mail = t.mails.find((m) => m.subject.startsWith("Réservation confirmée"));
    expect(mail?.text).toContain("Avec : Awa et Binta");
    expect(String(mail?.attachments?.[0]?.content)).toContain("avec Awa et Binta");
  });

  it("lets a lapsed hold be paid only with someone free: its own practitioner, else another", async () => {
    const t = await makeTestApp();
    const awa = await addPractitioner(t, "Awa", [SWEDISH]);
    const { access } = await t.loginDemo();
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const mine = (await book(t, access, SWEDISH, ten.id)).data.booking_id;
    const methods = (await t.api.get("configs/bookingmethod/")).data as { code: string; id: number }[];
    const payWithCredits = (token: string) =>
      t.api.post(
        "payments/payment/",
        { booking_on_payment_waiting: mine, booking_method: methods.find((m) => m.code === "PAY02")?.id },
        token,
      );
    // The hold lapses; someone else takes Awa at 10:00.
    t.advance(16 * 60_000);
    const fresh = (await t.loginDemo()).access;
    const [other, third] = await quickMembers(t, 2);
    const theirs = await book(t, other?.access ?? "", SWEDISH, ten.id);
    expect(theirs.status).toBe(201);
    expect((await payWithCredits(fresh)).status).toBe(400);
    // A second practitioner arrives: the lapsed booking is paid, and given her.
    const binta = await addPractitioner(t, "Binta", [SWEDISH]);
    expect((await payWithCredits(fresh)).status).toBe(200);
    expect(await assignmentOf(t, mine)).toEqual({ practitioners: [binta], room: null });
    expect(await assignmentOf(t, theirs.data.booking_id)).toEqual({ practitioners: [awa], room: null });
    expect((await book(t, third?.access ?? "", SWEDISH, ten.id)).status).toBe(400);
  });

  it("lets the desk hand a booking to another free practitioner, refusing a busy one by name", async () => {
    const t = await makeTestApp();
    const awa = await addPractitioner(t, "Awa", [SWEDISH]);
    const binta = await addPractitioner(t, "Binta", [SWEDISH]);
    const desk = await staffMember(t, "reception");
    const [a, b] = await quickMembers(t, 2);
    const ten = await findSlot(t, SWEDISH, DAY, "10:00:00");
    const first = await book(t, a?.access ?? "", SWEDISH, ten.id, 1, awa);
    const second = await book(t, b?.access ?? "", SWEDISH, ten.id, 1, binta);
    const busy = await t.api.post(
      `staff/bookings/${first.data.booking_id}/assign/`,
      { practitioners: [binta] },
      desk.access,
    );
    expect(busy.status).toBe(400);
    expect(busy.data.practitioners).toEqual(["Binta a déjà une séance à cette heure."]);
    await t.api.post(`booking/booking/${second.data.booking_id}/cancel/`, {}, b?.access);
    const moved = await t.api.post(
      `staff/bookings/${first.data.booking_id}/assign/`,
      { practitioners: [binta] },
      desk.access,
    );
    expect(moved.status).toBe(200);
    expect(moved.data.assignment.practitioners).toEqual([{ id: binta, name: "Binta" }]);
    expect(await assignmentOf(t, first.data.booking_id)).toEqual({ practitioners: [binta], room: null });
    const line = (await auditLines(t)).at(-1);
    expect(line?.action).toBe("booking.reassigned");
    expect(line?.summary).toContain("confiée à Binta");
  });
});
