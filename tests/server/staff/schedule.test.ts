import { describe, expect, it } from "vitest";
import { bookYoga, findSlot, makeTestApp, quickMembers, type TestApp, yogaBooking } from "../harness";
import { auditLines, staffMember } from "./staff-harness";

// The test clock starts on Monday 2 March 2026 at 08:00 in Dakar (UTC). Yoga hatha (id 4) lasts an hour.
const seededWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  ranges: weekday === 0 ? [] : [{ start: "09:00", end: "19:00" }],
  allows_private: weekday !== 6,
}));

/** Yoga's start times that slot search offers on `date` (its answer is kept in memory until a change). */
async function yogaStarts(t: TestApp, date: string) {
  const res = await t.api.post("booking/slots/get_slots_by_dates/", { service_id: 4, dates: [date, date] });
  expect(res.status).toBe(200);
  return ((res.data[date] ?? []) as { start_time: string }[]).map((s) => s.start_time.slice(0, 5));
}
const del = (t: TestApp, path: string, token?: string) => t.api.raw("DELETE", `/api/${path}`, { token });
const slotRow = (t: TestApp, date: string, start: string) =>
  t.deps.db
    .selectFrom("slots")
    .selectAll()
    .where("serviceId", "=", 4)
    .where("date", "=", date)
    .where("startTime", "=", `${start}:00`)
    .executeTakeFirst();

describe("the centre's schedule (admin)", () => {
  it("is for admins only, starts as the hours the code had, and refuses bad input in French, writing nothing", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const reception = await staffMember(t, "reception");
    const [client] = await quickMembers(t, 1);
    const calls: [string, string, unknown][] = [
      ["GET", "staff/schedule/", undefined],
      ["PUT", "staff/schedule/week/", { days: seededWeek }],
      ["POST", "staff/schedule/overrides/", { date: "2026-03-10", ranges: [] }],
      ["DELETE", "staff/schedule/overrides/2026-03-10/", undefined],
      [
        "POST",
        "staff/schedule/closures/",
        { from_date: "2026-03-10", to_date: "2026-03-10", label: "Tabaski" },
      ],
      ["DELETE", "staff/schedule/closures/1/", undefined],
      ["PUT", "staff/schedule/discounts/", { rules: [] }],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api.raw(method, `/api/${path}`, { json })).status, `${method} ${path}`).toBe(401);
      for (const who of [reception, client])
        expect((await t.api.raw(method, `/api/${path}`, { json, token: who?.access })).status).toBe(403);
    }

    const got = await t.api.get("staff/schedule/", admin.access);
    expect(got.status).toBe(200);
    expect(got.data.week).toEqual(seededWeek);
    expect(got.data.discounts).toEqual([
      { weekday: 1, kind: "time_range", start: "13:00", end: "15:00", percent: 10 },
      { weekday: 3, kind: "first_slot", start: null, end: null, percent: 20 },
    ]);
    expect(got.data).toMatchObject({ overrides: [], closures: [], to_deal_with: [] });
    // The seeded rules give the slots they always had.
    expect((await findSlot(t, 4, "2026-03-04", "09:00:00")).pct_discount).toBe(20);
    expect((await findSlot(t, 4, "2026-03-04", "10:00:00")).pct_discount).toBe(0);
    expect((await findSlot(t, 4, "2026-03-09", "13:00:00")).pct_discount).toBe(10);
    expect((await findSlot(t, 4, "2026-03-07", "10:00:00")).can_have_private_option).toBe(false);

    const bad = async (method: string, path: string, json: unknown) => {
      const res = await t.api.raw(method, `/api/${path}`, { json, token: admin.access });
      expect(res.status, JSON.stringify(json)).toBe(400);
      return JSON.stringify(res.data);
    };
    const week = (monday: unknown) => ({
      days: seededWeek.map((d) => (d.weekday === 1 ? { ...d, ranges: monday } : d)),
    });
    expect(await bad("PUT", "staff/schedule/week/", week([{ start: "12:00", end: "10:00" }]))).toContain(
      "L'heure de début doit précéder l'heure de fin.",
    );
    expect(
      await bad(
        "PUT",
        "staff/schedule/week/",
        week([
          { start: "09:00", end: "13:00" },
          { start: "12:00", end: "19:00" },
        ]),
      ),
    ).toContain("Deux plages d'un même jour se chevauchent.");
    expect(await bad("PUT", "staff/schedule/week/", week([{ start: "09:00", end: "24:30" }]))).toContain(
      "Heure invalide (HH:MM attendu, de 00:00 à 24:00).",
    );
    expect(await bad("PUT", "staff/schedule/week/", { days: seededWeek.slice(1) })).toContain(
      "Les sept jours de la semaine sont attendus",
    );
    expect(await bad("POST", "staff/schedule/overrides/", { date: "2026-02-30", ranges: [] })).toContain(
      "Date invalide",
    );
    const backwards = await bad("POST", "staff/schedule/closures/", {
      from_date: "2026-03-10",
      to_date: "2026-03-09",
      label: "Tabaski",
    });
    expect(backwards).toContain("to_date");
    expect(backwards).toContain("La date de fin doit être le même jour que la date de début ou après.");
    expect(
      await bad("POST", "staff/schedule/closures/", {
        from_date: "2026-03-10",
        to_date: "2026-03-10",
        label: " ",
      }),
    ).toContain("Indiquez un libellé");
    expect(
      await bad("PUT", "staff/schedule/discounts/", {
        rules: [{ weekday: 2, kind: "time_range", start: "10:00", end: "11:00", percent: 101 }],
      }),
    ).toContain("Le pourcentage est un entier de 0 à 100.");
    expect(
      await bad("PUT", "staff/schedule/discounts/", {
        rules: [{ weekday: 7, kind: "first_slot", start: null, end: null, percent: 5 }],
      }),
    ).toContain("Jour invalide");
    expect((await del(t, "staff/schedule/closures/99/", admin.access)).status).toBe(404);
    expect((await del(t, "staff/schedule/overrides/2026-03-10/", admin.access)).status).toBe(404);
    expect(await auditLines(t)).toHaveLength(0);
    expect((await t.api.get("staff/schedule/", admin.access)).data.week).toEqual(seededWeek);
  });

  it("a closure takes its days out of slot search but keeps a booked slot, listed to deal with, until it is lifted", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [member, other] = await quickMembers(t, 2);
    const booking = await bookYoga(t, member?.access ?? "", "2026-03-04", "10:00:00", 2);
    // Asked first, so the answers below are recomputed, not kept from before.
    expect(await yogaStarts(t, "2026-03-05")).toContain("09:00");
    expect(await yogaStarts(t, "2026-03-04")).toContain("11:00");

    const closed = await t.api.post(
      "staff/schedule/closures/",
      { from_date: "2026-03-04", to_date: "2026-03-05", label: "Tabaski" },
      admin.access,
    );
    expect(closed.status).toBe(200);
    expect(closed.data.closures).toEqual([
      { id: expect.any(Number), from_date: "2026-03-04", to_date: "2026-03-05", label: "Tabaski" },
    ]);
    expect(await yogaStarts(t, "2026-03-04")).toEqual([]);
    expect(await yogaStarts(t, "2026-03-05")).toEqual([]);
    expect(await yogaStarts(t, "2026-03-06")).toHaveLength(10);
    // The booked slot stays (withdrawn) with its booking; every other slot of those days is gone.
    const kept = await slotRow(t, "2026-03-04", "10:00");
    expect(kept?.withdrawn).toBe(true);
    const left = await t.deps.db
      .selectFrom("slots")
      .select("id")
      .where("date", "in", ["2026-03-04", "2026-03-05"])
      .execute();
    expect(left.map((s) => s.id)).toEqual([kept?.id]);
    // The desk's agenda of that day shows it, marked out of the hours.
    const agenda = (await t.api.get("staff/agenda/?date=2026-03-04", admin.access)).data as {
      services: { slots: { slot_id: number; withdrawn: boolean }[] }[];
    };
    expect(agenda.services.flatMap((s) => s.slots).map((s) => [s.slot_id, s.withdrawn])).toEqual([
      [kept?.id, true],
    ]);
    expect(closed.data.to_deal_with).toEqual([
      {
        booking_id: booking.id,
        slot_id: kept?.id,
        client_id: member?.id,
        client_name: "Membre 0",
        telephone_number: null,
        service_id: 4,
        service_name: expect.any(String),
        date: "2026-03-04",
        start_time: "10:00",
        end_time: "11:00",
        number_person: 2,
        payment_status: "pending",
        payment_method: null,
        confirmed: false,
        reason: "closure",
        closure_label: "Tabaski",
        practitioner_name: null,
      },
    ]);
    // Nobody else books the closed day, even with the slot's id in hand.
    const refused = await t.api.post(
      "booking/booking/create/",
      yogaBooking({ id: kept?.id ?? 0, pct_discount: 0 }),
      other?.access,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Ce créneau n'est plus proposé");
    // Its own client cannot confirm the held booking on it either, not even to pay at the venue.
    const methods = (await t.api.get("configs/bookingmethod/")).data as { id: number; code: string }[];
    const paid = await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: booking.id, booking_method: methods.find((m) => m.code === "PAY01")?.id },
      member?.access,
    );
    expect(paid.status).toBe(400);
    expect(JSON.stringify(paid.data)).toContain("Ce créneau n'est plus proposé");
    // Cancelled, the booking leaves the list.
    await t.api.post(`booking/booking/${booking.id}/cancel/`, undefined, member?.access);
    expect((await t.api.get("staff/schedule/", admin.access)).data.to_deal_with).toEqual([]);

    const lifted = await del(t, `staff/schedule/closures/${closed.data.closures[0].id}/`, admin.access);
    expect(lifted.status).toBe(200);
    expect(lifted.data.closures).toEqual([]);
    expect(await yogaStarts(t, "2026-03-05")).toHaveLength(10);
    expect(await yogaStarts(t, "2026-03-04")).toContain("10:00");
    expect((await slotRow(t, "2026-03-04", "10:00"))?.withdrawn).toBe(false);
    expect((await auditLines(t)).map((l) => [l.action, l.staffId, l.summary])).toEqual([
      ["schedule.closure_added", admin.id, "Fermeture « Tabaski » du 2026-03-04 au 2026-03-05"],
      ["schedule.closure_removed", admin.id, "Fermeture « Tabaski » du 2026-03-04 au 2026-03-05 retirée"],
    ]);
  });

  it("opens a Sunday, splits a day, sets one date's hours, and lists what a change of hours leaves out", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [member] = await quickMembers(t, 1);
    const booked = await bookYoga(t, member?.access ?? "", "2026-03-09", "12:00:00");
    expect(await yogaStarts(t, "2026-03-08")).toEqual([]);
    const days = seededWeek.map((d) =>
      d.weekday === 0
        ? { ...d, ranges: [{ start: "10:00", end: "12:30" }] }
        : d.weekday === 1
          ? {
              ...d,
              ranges: [
                { start: "14:00", end: "19:00" },
                { start: "09:00", end: "12:00" },
              ],
            }
          : d,
    );
    const set = await t.api.put("staff/schedule/week/", { days }, admin.access);
    expect(set.status).toBe(200);
    expect(set.data.week[1].ranges).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "14:00", end: "19:00" },
    ]);
    // Back to back from each range's start, each ending by its range's end.
    expect(await yogaStarts(t, "2026-03-08")).toEqual(["10:00", "11:00"]);
    expect(await yogaStarts(t, "2026-03-16")).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
    ]);
    expect((await findSlot(t, 4, "2026-03-08", "10:00:00")).can_have_private_option).toBe(true);
    await bookYoga(t, member?.access ?? "", "2026-03-08", "11:00:00");
    // Monday 12:00 is out of the hours now, but booked: kept, and listed.
    expect(set.data.to_deal_with).toMatchObject([
      {
        booking_id: booked.id,
        date: "2026-03-09",
        start_time: "12:00",
        reason: "outside_hours",
        closure_label: null,
      },
    ]);

    const one = await t.api.post(
      "staff/schedule/overrides/",
      { date: "2026-03-10", ranges: [{ start: "14:00", end: "16:00" }], label: "Formation" },
      admin.access,
    );
    expect(one.status).toBe(200);
    expect(one.data.overrides).toEqual([
      { date: "2026-03-10", ranges: [{ start: "14:00", end: "16:00" }], label: "Formation" },
    ]);
    expect(await yogaStarts(t, "2026-03-10")).toEqual(["14:00", "15:00"]);
    expect(await yogaStarts(t, "2026-03-17")).toHaveLength(10);
    const closedDay = await t.api.post(
      "staff/schedule/overrides/",
      { date: "2026-03-09", ranges: [] },
      admin.access,
    );
    expect(closedDay.data.to_deal_with).toMatchObject([{ booking_id: booked.id, reason: "closed_day" }]);
    expect(await yogaStarts(t, "2026-03-09")).toEqual([]);
    expect((await del(t, "staff/schedule/overrides/2026-03-10/", admin.access)).status).toBe(200);
    expect(await yogaStarts(t, "2026-03-10")).toHaveLength(10);
    expect((await auditLines(t)).map((l) => l.action)).toEqual([
      "schedule.week_set",
      "schedule.override_set",
      "schedule.override_set",
      "schedule.override_removed",
    ]);
  });

  it("a discount rule changes the price of bookings to come; a booking keeps what it was made at", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [member] = await quickMembers(t, 1);
    // Monday 13:00 carries today's 10 %.
    const booked = await bookYoga(t, member?.access ?? "", "2026-03-09", "13:00:00");
    const priceOf = async () =>
      (
        await t.deps.db
          .selectFrom("bookings")
          .select("price")
          .where("id", "=", booked.id)
          .executeTakeFirstOrThrow()
      ).price;
    expect(await priceOf()).toBe(7200);
    const res = await t.api.put(
      "staff/schedule/discounts/",
      {
        rules: [
          { weekday: 1, kind: "time_range", start: "13:00", end: "14:00", percent: 50 },
          { weekday: 2, kind: "first_slot", start: null, end: null, percent: 15 },
        ],
      },
      admin.access,
    );
    expect(res.status).toBe(200);
    // The booked slot offers the new discount to whoever books it next; its booking keeps its price.
    expect((await slotRow(t, "2026-03-09", "13:00"))?.pctDiscount).toBe(50);
    expect(await priceOf()).toBe(7200);
    expect((await findSlot(t, 4, "2026-03-16", "13:00:00")).pct_discount).toBe(50);
    expect((await findSlot(t, 4, "2026-03-16", "14:00:00")).pct_discount).toBe(0);
    expect((await findSlot(t, 4, "2026-03-10", "09:00:00")).pct_discount).toBe(15);
    expect((await findSlot(t, 4, "2026-03-04", "09:00:00")).pct_discount).toBe(0);
    const lines = await auditLines(t);
    expect(lines.map((l) => [l.action, l.summary])).toEqual([
      ["schedule.discounts_set", "Remises : lundi 13:00–14:00 −50 % ; mardi premier créneau −15 %"],
    ]);
  });

  it("a booking a closure left is moved by the desk to an open day, the client told, once per key", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 1);
    const booking = await bookYoga(t, member?.access ?? "", "2026-03-04", "10:00:00");
    const methods = (await t.api.get("configs/bookingmethod/")).data as { id: number; code: string }[];
    const venue = methods.find((m) => m.code === "PAY01")?.id;
    await t.api.post(
      "payments/payment/",
      { booking_on_payment_waiting: booking.id, booking_method: venue },
      member?.access,
    );
    const closure = { from_date: "2026-03-04", to_date: "2026-03-04", label: "Tabaski" };
    expect((await t.api.post("staff/schedule/closures/", closure, admin.access)).status).toBe(200);

    const target = await findSlot(t, 4, "2026-03-06", "15:00:00");
    const move = () =>
      t.api.raw("POST", `/api/staff/bookings/${booking.id}/move/`, {
        json: { slot: target.id },
        token: desk.access,
        headers: { "Idempotency-Key": "desk-move-1" },
      });
    const moved = await move();
    expect(moved.status).toBe(200);
    expect(moved.data.detail).toBe(
      "Réservation déplacée au vendredi 6 mars 2026 à 15h00 ; le client est prévenu par e-mail.",
    );
    expect(moved.data.booking).toMatchObject({
      booking_id: booking.id,
      date: "2026-03-06",
      start_time: "15:00:00",
    });
    // Sent again after a lost answer: the same answer, nothing moved twice.
    expect(await move()).toMatchObject({ status: 200, data: moved.data });
    expect((await t.api.get("staff/schedule/", admin.access)).data.to_deal_with).toEqual([]);
    expect(
      t.mails.filter((m) => m.to === "membre0@example.com" && m.subject.startsWith("Réservation déplacée")),
    ).toHaveLength(1);
    expect((await auditLines(t)).map((l) => [l.action, l.staffId, l.bookingId])).toEqual([
      ["schedule.closure_added", admin.id, null],
      ["booking.moved", desk.id, booking.id],
    ]);
    // Never onto a closed day, never by its own client through the desk's door.
    const closed = { id: (await slotRow(t, "2026-03-04", "10:00"))?.id ?? 0 };
    expect(
      (await t.api.post(`staff/bookings/${booking.id}/move/`, { slot: closed.id }, desk.access)).status,
    ).toBe(400);
    expect(
      (await t.api.post(`staff/bookings/${booking.id}/move/`, { slot: closed.id }, member?.access)).status,
    ).toBe(403);
  });
});
