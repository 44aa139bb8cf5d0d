import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { bookingHistoryPageSchema } from "../../../src/contract/booking";
import { agendaSchema, bookingActionResponseSchema } from "../../../src/contract/staff/agenda";
import { bookYoga, findSlot, makeTestApp, methodId, quickMembers, type TestApp } from "../harness";
import { auditLines, demoClient, later, staffMember } from "./staff-harness";

const HOUR = 3_600_000;
const TODAY = "2026-03-02";

/** The demo member's booking of Yoga hatha today at `start`, confirmed to be paid at the venue. */
async function bookAtVenue(t: TestApp, token: string, start = "12:00:00", persons = 1, date = TODAY) {
  const { id } = await bookYoga(t, token, date, start, persons);
  const venue = await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: await methodId(t, "PAY01") },
    token,
  );
  expect(venue.status).toBe(200);
  return id;
}

const history = async (t: TestApp, token: string) =>
  v.parse(bookingHistoryPageSchema, (await t.api.get("booking/booking/validated", token)).data).results;

describe("the day's agenda", () => {
  it("lists every slot of the day with persons over capacity and its bookings, held and confirmed", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const { access } = client;
    const staff = await staffMember(t, "reception");
    const confirmed = await bookAtVenue(t, access, "12:00:00", 2);
    const held = (await bookYoga(t, access, TODAY, "14:00:00")).id;

    const res = await t.api.get("staff/agenda/", staff.access);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const agenda = v.parse(agendaSchema, res.data);
    expect(agenda).toMatchObject({ date: TODAY, previous_date: "2026-03-01", next_date: "2026-03-03" });
    const yoga = agenda.services.find((s) => s.service_id === 4);
    const noon = yoga?.slots.find((s) => s.start_time === "12:00:00");
    expect(noon).toMatchObject({ persons_booked: 2, is_private: false });
    expect(noon?.capacity).toBeGreaterThan(2);
    expect(noon?.bookings).toEqual([
      expect.objectContaining({
        booking_id: confirmed,
        status: "confirmed",
        payment_status: "pending",
        payment_method: "PAY01",
        number_person: 2,
        client: expect.objectContaining({ first_name: "Awa", telephone_number: "+221771234567" }),
      }),
    ]);
    const two = yoga?.slots.find((s) => s.start_time === "14:00:00");
    expect(two?.bookings.map((b) => [b.booking_id, b.status])).toEqual([[held, "held"]]);
    // Every service's slots are there, booked or not.
    expect(agenda.services.length).toBeGreaterThan(5);

    // Once its hold lapsed, an unconfirmed booking holds nothing and is not expected.
    await later(t, 16 * 60_000, staff);
    const after = v.parse(agendaSchema, (await t.api.get("staff/agenda/", staff.access)).data);
    const twoLater = after.services
      .find((s) => s.service_id === 4)
      ?.slots.find((s) => s.start_time === "14:00:00");
    expect(twoLater).toMatchObject({ persons_booked: 0, bookings: [] });

    // Another day by its date; a date that is none reads as today.
    const next = await t.api.get("staff/agenda/?date=2026-03-03", staff.access);
    expect(next.data.date).toBe("2026-03-03");
    expect((await t.api.get("staff/agenda/?date=demain", staff.access)).data.date).toBe(TODAY);
  });
});

describe("payment at the venue", () => {
  it("marks a booking paid once, for the client at once, and refuses a second marking", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const { access } = client;
    const staff = await staffMember(t, "reception");
    const id = await bookAtVenue(t, access);

    const payment = { method: "cash", reference: "R-12" };
    const send = () =>
      t.api.raw("POST", `/api/staff/bookings/${id}/pay/`, {
        json: payment,
        token: staff.access,
        headers: { "Idempotency-Key": "desk-pay-1" },
      });
    const paid = await send();
    expect(paid.status).toBe(200);
    // The same payment sent again after a lost answer: the first answer, not « déjà payée ».
    expect(await send()).toMatchObject({ status: 200, data: paid.data });
    const body = v.parse(bookingActionResponseSchema, paid.data);
    expect(body.detail).toBe("Paiement enregistré : 8 000 XOF en espèces.");
    expect(body.booking).toMatchObject({
      payment_status: "paid",
      payment_method: "PAY01",
      venue_payment: { method: "cash", amount: 8000, reference: "R-12", staff_name: "Moussa Fall" },
    });
    expect((await history(t, access))[0]).toMatchObject({ payment_status: "paid", payment_method: "PAY01" });

    const again = await t.api.post(`staff/bookings/${id}/pay/`, { method: "card" }, staff.access);
    expect(again.status).toBe(409);
    expect(again.data.detail).toBe(
      "Cette réservation est déjà payée (Espèces, par Moussa Fall) : rien n'a été ajouté.",
    );
    expect(await t.deps.db.selectFrom("venuePayments").selectAll().execute()).toHaveLength(1);
    const lines = await auditLines(t);
    expect(lines.map((l) => [l.action, l.bookingId, l.staffId])).toEqual([
      ["booking.paid_at_venue", id, staff.id],
    ]);
    expect(JSON.parse(lines[0]?.data ?? "{}")).toEqual({ method: "cash", amount: 8000, reference: "R-12" });
  });

  it("refuses a booking paid in credits, a cancelled one and a bad method, in French", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const { access } = client;
    const staff = await staffMember(t, "reception");
    const { id } = await bookYoga(t, access, TODAY, "12:00:00");
    await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    const credits = await t.api.post(`staff/bookings/${id}/pay/`, { method: "cash" }, staff.access);
    expect(credits).toMatchObject({ status: 409, data: { detail: expect.stringContaining("(en crédits)") } });

    const bad = await t.api.post(`staff/bookings/${id}/pay/`, { method: "chèque" }, staff.access);
    expect(bad.status).toBe(400);
    expect(bad.data.method).toEqual([
      "Choisissez un moyen de paiement : espèces, carte, Orange Money ou Wave.",
    ]);

    const other = await bookAtVenue(t, access, "15:00:00");
    await t.api.post(`booking/booking/${other}/cancel/`, undefined, access);
    const cancelled = await t.api.post(`staff/bookings/${other}/pay/`, { method: "cash" }, staff.access);
    expect(cancelled).toMatchObject({ status: 400, data: { detail: "Cette réservation est annulée." } });
    expect((await t.api.post("staff/bookings/999999/pay/", { method: "cash" }, staff.access)).status).toBe(
      404,
    );
  });

  it("voids an Orange Money QR code still open: paid once, at the venue", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const { access } = client;
    const staff = await staffMember(t, "reception");
    const { id } = await bookYoga(t, access, TODAY, "12:00:00");
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: id, payment_purpose: "booking" },
      access,
    );
    expect(qr.status).toBe(200);
    expect((await t.api.post(`staff/bookings/${id}/pay/`, { method: "wave" }, staff.access)).status).toBe(
      200,
    );
    const payment = await t.deps.db.selectFrom("payments").select("status").executeTakeFirstOrThrow();
    expect(payment.status).toBe("voided");
    // Confirmed by this payment: the client gets the confirmation.
    expect(t.mails.filter((m) => m.subject.startsWith("Réservation confirmée"))).toHaveLength(1);
  });
});

describe("payment at the venue of a booking whose hold lapsed", () => {
  const pay = (t: TestApp, id: number, token: string) =>
    t.api.post(`staff/bookings/${id}/pay/`, { method: "cash" }, token);

  it("takes it while its places are still free: the booking comes back, paid", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const staff = await staffMember(t, "reception");
    const places = async () => (await findSlot(t, 4, TODAY, "14:00:00")).remaining_capacity;
    const { id } = await bookYoga(t, client.access, TODAY, "14:00:00", 2);
    const whileHeld = await places();
    await later(t, 16 * 60_000, staff, client);
    expect(await places()).toBe(whileHeld + 2);
    const paid = await pay(t, id, staff.access);
    expect(paid.status).toBe(200);
    expect(v.parse(bookingActionResponseSchema, paid.data).booking).toMatchObject({
      status: "confirmed",
      payment_status: "paid",
    });
    expect(await places()).toBe(whileHeld);
  });

  it("refuses it once others took its places: never more persons than the slot holds", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const staff = await staffMember(t, "reception");
    const { id } = await bookYoga(t, client.access, TODAY, "14:00:00", 2);
    await later(t, 16 * 60_000, staff, client);
    const free = (await findSlot(t, 4, TODAY, "14:00:00")).remaining_capacity;
    for (const other of await quickMembers(t, free - 1)) await bookYoga(t, other.access, TODAY, "14:00:00");
    // One place is left: the lapsed booking's two persons no longer fit.
    const refused = await pay(t, id, staff.access);
    expect(refused.status).toBe(400);
    expect(refused.data.detail).toBe(
      "Les places de cette réservation ne sont plus libres : elle ne peut plus être payée.",
    );
    expect(await t.deps.db.selectFrom("venuePayments").selectAll().execute()).toEqual([]);
    expect((await findSlot(t, 4, TODAY, "14:00:00")).remaining_capacity).toBe(1);
  });
});

describe("arrivals", () => {
  it("marks present on the day, absent once begun, one mark at a time, and the client's history shows it", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const { access } = client;
    const staff = await staffMember(t, "reception");
    const tomorrow = await bookAtVenue(t, access, "10:00:00", 1, "2026-03-03");
    const early = await t.api.post(
      `staff/bookings/${tomorrow}/attendance/`,
      { attendance: "present" },
      staff.access,
    );
    expect(early).toMatchObject({
      status: 400,
      data: { detail: "La présence se marque le jour de la séance." },
    });

    const id = await bookAtVenue(t, access, "12:00:00");
    const absentEarly = await t.api.post(
      `staff/bookings/${id}/attendance/`,
      { attendance: "absent" },
      staff.access,
    );
    expect(absentEarly.data.detail).toBe(
      "Un client ne peut être marqué absent qu'une fois la séance commencée.",
    );
    const present = await t.api.post(
      `staff/bookings/${id}/attendance/`,
      { attendance: "present" },
      staff.access,
    );
    expect(present.status).toBe(200);
    expect(present.data.booking).toMatchObject({ attendance: "present", attendance_by: "Moussa Fall" });
    expect((await history(t, access)).find((b) => b.booking_id === id)?.attendance).toBe("present");

    const other = await staffMember(t, "admin");
    const clash = await t.api.post(
      `staff/bookings/${id}/attendance/`,
      { attendance: "present" },
      other.access,
    );
    expect(clash).toMatchObject({
      status: 409,
      data: {
        detail: "Déjà marquée « Présent » par Moussa Fall. Retirez d'abord ce marquage pour le changer.",
      },
    });
    expect(
      (await t.api.post(`staff/bookings/${id}/attendance/`, { attendance: null }, other.access)).status,
    ).toBe(200);
    const twice = await t.api.post(`staff/bookings/${id}/attendance/`, { attendance: null }, other.access);
    expect(twice).toMatchObject({
      status: 409,
      data: { detail: "Aucune présence n'est marquée sur cette réservation." },
    });

    await later(t, 4 * HOUR + 5 * 60_000, client, other);
    const absent = await t.api.post(
      `staff/bookings/${id}/attendance/`,
      { attendance: "absent" },
      other.access,
    );
    expect(absent.data.booking).toMatchObject({ attendance: "absent", attendance_by: "Aïda Ndiaye" });
    expect((await history(t, client.access)).find((b) => b.booking_id === id)?.attendance).toBe("absent");
    expect((await auditLines(t)).map((l) => l.summary.replace(/^.*: /, ""))).toEqual([
      "Présent.",
      "marquage « Présent » retiré.",
      "Absent.",
    ]);
    const wrong = await t.api.post(`staff/bookings/${id}/attendance/`, { attendance: "là" }, other.access);
    expect(wrong.data.attendance).toEqual(["Indiquez « present », « absent » ou rien."]);
  });
});

describe("cancelling for a client", () => {
  it("frees the places, gives the credits back on request, tells the client why, once", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const { access } = client;
    const staff = await staffMember(t, "reception");
    const balance = async () =>
      (await t.api.get("accounts/profile/", client.access)).data.body.total_credits as number;
    const start = await balance();
    const { id, credits } = await bookYoga(t, access, TODAY, "12:00:00", 3);
    await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      access,
    );
    expect(await balance()).toBe(start - credits);
    // Within the cut-off (an hour ahead): the client can no longer cancel it, the desk can.
    await later(t, 3 * HOUR, client, staff);
    expect((await t.api.post(`booking/booking/${id}/cancel/`, undefined, client.access)).status).toBe(400);

    const booked = async () =>
      v
        .parse(agendaSchema, (await t.api.get("staff/agenda/", staff.access)).data)
        .services.find((x) => x.service_id === 4)
        ?.slots.find((x) => x.start_time === "12:00:00")?.persons_booked;
    expect(await booked()).toBe(3);
    const res = await t.api.post(
      `staff/bookings/${id}/cancel/`,
      { refund: true, reason: "Coach malade" },
      staff.access,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      detail: `Réservation annulée ; ${credits} crédits rendus au client.`,
      refunded_credits: credits,
      booking: { status: "cancelled", cancel_reason: "Coach malade", cancelled_by: "Moussa Fall" },
    });
    expect(await balance()).toBe(start);
    expect(await booked()).toBe(0);
    const mail = t.mails.find((m) => m.subject.startsWith("Réservation annulée"));
    expect(mail?.to).toBe("demo@example.com");
    expect(mail?.text).toContain("Raison : Coach malade");
    expect(mail?.text).toContain(`${credits} crédits ont été ajoutés à votre solde`);

    const again = await t.api.post(
      `staff/bookings/${id}/cancel/`,
      { refund: true, reason: "Encore" },
      staff.access,
    );
    expect(again).toMatchObject({ status: 409, data: { detail: "Cette réservation est déjà annulée." } });
    expect(await balance()).toBe(start);
    expect(t.mails.filter((m) => m.subject.startsWith("Réservation annulée"))).toHaveLength(1);
    expect((await auditLines(t)).map((l) => l.summary)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Réservation n° ${id} \\(Awa Diop, Yoga hatha, .*\\) annulée, ${credits} crédits rendus : Coach malade$`,
        ),
      ),
    ]);
  });

  it("keeps a venue payment without refund, refuses a marked booking and a reason too short", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const { access } = client;
    const staff = await staffMember(t, "reception");
    const id = await bookAtVenue(t, access);
    await t.api.post(`staff/bookings/${id}/pay/`, { method: "card" }, staff.access);
    const short = await t.api.post(
      `staff/bookings/${id}/cancel/`,
      { refund: false, reason: "x" },
      staff.access,
    );
    expect(short.data.reason).toEqual(["Indiquez une raison (3 caractères au moins)."]);
    const kept = await t.api.post(
      `staff/bookings/${id}/cancel/`,
      { refund: false, reason: "Demande du client" },
      staff.access,
    );
    expect(kept.data).toMatchObject({ refunded_credits: 0, detail: "Réservation annulée." });
    expect(t.mails.find((m) => m.subject.startsWith("Réservation annulée"))?.text).toContain(
      "Aucun crédit ne vous a été rendu",
    );

    const marked = await bookAtVenue(t, access, "15:00:00");
    await t.api.post(`staff/bookings/${marked}/attendance/`, { attendance: "present" }, staff.access);
    const refused = await t.api.post(
      `staff/bookings/${marked}/cancel/`,
      { refund: true, reason: "Erreur" },
      staff.access,
    );
    expect(refused.data.detail).toBe(
      "Cette réservation est marquée « Présent » : retirez d'abord ce marquage pour l'annuler.",
    );
  });
});
