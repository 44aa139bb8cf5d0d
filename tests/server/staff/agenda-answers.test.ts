import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { agendaSchema } from "../../../src/contract/staff/agenda";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";
import { demoClient, later, staffMember } from "./staff-harness";

const TODAY = "2026-03-02";

const agenda = async (t: TestApp, token: string) =>
  v.parse(agendaSchema, (await t.api.get("staff/agenda/", token)).data);

/** The agenda's booking `id`, wherever it is in the day. */
const bookingIn = (day: v.InferOutput<typeof agendaSchema>, id: number) =>
  day.services.flatMap((s) => s.slots.flatMap((slot) => slot.bookings)).find((b) => b.booking_id === id);
const slotIn = (day: v.InferOutput<typeof agendaSchema>, id: number) =>
  day.services.flatMap((s) => s.slots).find((slot) => slot.slot_id === id);

describe("the agenda kept between reloads", () => {
  it("shows at once a change to any table it is read from, written by any process", async () => {
    const t = await makeTestApp();
    const { db } = t.deps;
    const client = await demoClient(t);
    const staff = await staffMember(t, "reception");
    const { id } = await bookYoga(t, client.access, TODAY, "12:00:00");
    await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY01") },
      client.access,
    );
    expect((await t.api.post(`staff/bookings/${id}/pay/`, { method: "cash" }, staff.access)).status).toBe(
      200,
    );
    const first = await agenda(t, staff.access);
    const booking = bookingIn(first, id);
    expect(booking).toMatchObject({ client: { first_name: "Awa" }, venue_payment: { reference: null } });
    const slotId = booking?.slot_id ?? 0;

    // Each write straight to the database, as another server (or the release before) would make it:
    // the next reload shows it, the clock unchanged.
    const changes: [string, () => Promise<unknown>, (day: v.InferOutput<typeof agendaSchema>) => unknown][] =
      [
        [
          "users",
          () => db.updateTable("users").set({ firstName: "Awa-Marie" }).where("id", "=", client.id).execute(),
          (day) => bookingIn(day, id)?.client.first_name,
        ],
        [
          "venue_payments",
          () =>
            db.updateTable("venuePayments").set({ reference: "R-7" }).where("bookingId", "=", id).execute(),
          (day) => bookingIn(day, id)?.venue_payment?.reference,
        ],
        [
          "credit_movements",
          () =>
            db
              .insertInto("creditMovements")
              .values({
                userId: client.id,
                bookingId: id,
                delta: 3,
                recordId: null,
                createdAt: t.deps.clock.now(),
              })
              .execute(),
          (day) => bookingIn(day, id)?.refunded_credits,
        ],
        [
          "bookings",
          () => db.updateTable("bookings").set({ attendance: "present" }).where("id", "=", id).execute(),
          (day) => bookingIn(day, id)?.attendance,
        ],
        [
          "slots",
          () => db.updateTable("slots").set({ capacity: 42 }).where("id", "=", slotId).execute(),
          (day) => slotIn(day, slotId)?.capacity,
        ],
        [
          "services",
          () => db.updateTable("services").set({ name: "Yoga du midi" }).where("id", "=", 4).execute(),
          (day) => day.services.find((s) => s.service_id === 4)?.service_name,
        ],
      ];
    for (const [table, write, seen] of changes) {
      const before = seen(await agenda(t, staff.access));
      await write();
      expect(seen(await agenda(t, staff.access)), table).not.toEqual(before);
    }
  });

  it("drops a booking whose hold runs out and says the minute it was read, with no write", async () => {
    const t = await makeTestApp();
    const client = await demoClient(t);
    const staff = await staffMember(t, "reception");
    // Booked half-way through a minute: its hold runs out half-way through one too.
    await later(t, 30_000, client, staff);
    const { id } = await bookYoga(t, client.access, TODAY, "14:00:00");
    const held = await agenda(t, staff.access);
    expect(bookingIn(held, id)?.status).toBe("held");

    t.advance(20_000);
    // Within the minute and with nothing written, the same reading.
    expect((await agenda(t, staff.access)).generated_at).toBe(held.generated_at);
    await later(t, 60_000, staff);
    const next = await agenda(t, staff.access);
    expect(next.generated_at).not.toBe(held.generated_at);
    expect(bookingIn(next, id)?.status).toBe("held");

    // The last moment of its hold, then the next one, in the same minute: the booking leaves the day.
    const { holdUntil } = await t.deps.db
      .selectFrom("bookings")
      .select("holdUntil")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await later(t, holdUntil.getTime() - t.deps.clock.now().getTime() - 1, staff);
    const last = await agenda(t, staff.access);
    expect(bookingIn(last, id)?.status).toBe("held");
    t.advance(1);
    const gone = await agenda(t, staff.access);
    expect(gone.generated_at.slice(0, 16)).toBe(last.generated_at.slice(0, 16));
    expect(bookingIn(gone, id)).toBeUndefined();
  });
});
