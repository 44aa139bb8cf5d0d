import { describe, expect, it } from "vitest";
import { inParallel, type ParallelRequest } from "../concurrency/parallel";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";
import { demoClient, later, staffMember } from "./staff-harness";

const TODAY = "2026-03-02";

/** The demo member's bookings today, confirmed to be paid at the venue. */
async function venueBookings(t: TestApp, access: string, starts: string[]) {
  const ids: number[] = [];
  for (const start of starts) {
    const { id } = await bookYoga(t, access, TODAY, start);
    await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY01") },
      access,
    );
    ids.push(id);
  }
  return ids;
}

/** Several staff members, each with their own token, as at several desks. */
async function desks(t: TestApp, count: number) {
  const staff = [];
  for (let i = 0; i < count; i++) staff.push(await staffMember(t, "reception", `accueil${i}@centre.example`));
  return staff;
}

const byTag = (answers: { tag: string; status: number }[], tag: string) =>
  answers.filter((a) => a.tag === tag).map((a) => a.status);

describe("two desks acting on the same booking at once", { timeout: 60_000 }, () => {
  it("takes a payment at the venue once, whatever the number of desks marking it", async () => {
    const t = await makeTestApp({ dbFile: true });
    const client = await demoClient(t);
    const ids = await venueBookings(t, client.access, ["12:00:00", "15:00:00", "16:00:00"]);
    const staff = await desks(t, 4);
    const requests: ParallelRequest[] = [];
    for (const id of ids)
      for (const [i, desk] of staff.entries())
        requests.push({
          tag: String(id),
          method: "POST",
          path: `/api/staff/bookings/${id}/pay/`,
          token: desk.access,
          json: { method: i % 2 ? "cash" : "card" },
        });
    const answers = await inParallel(t, requests);
    for (const id of ids) expect(byTag(answers, String(id)).sort()).toEqual([200, 409, 409, 409]);
    const venue = await t.deps.db.selectFrom("venuePayments").selectAll().execute();
    expect(venue.map((p) => p.bookingId).sort()).toEqual([...ids].sort());
    const token = staff[0]?.access;
    const day = (await t.api.get("staff/takings/", token)).data;
    expect(day.total_amount).toBe(3 * 8000);
  });

  it("cancels once and gives the credits back once", async () => {
    const t = await makeTestApp({ dbFile: true });
    const client = await demoClient(t);
    const { id, credits } = await bookYoga(t, client.access, TODAY, "12:00:00", 2);
    await t.api.put(
      `booking/booking/update_payment/${id}/`,
      { booking_method: await methodId(t, "PAY02") },
      client.access,
    );
    const balance = async () =>
      (await t.api.get("accounts/profile/", client.access)).data.body.total_credits as number;
    const spent = await balance();
    const staff = await desks(t, 4);
    const answers = await inParallel(
      t,
      staff.flatMap((desk) =>
        [0, 1].map(
          (): ParallelRequest => ({
            tag: "cancel",
            method: "POST",
            path: `/api/staff/bookings/${id}/cancel/`,
            token: desk.access,
            json: { refund: true, reason: "Coach absent" },
          }),
        ),
      ),
    );
    expect(byTag(answers, "cancel").sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balance()).toBe(spent + credits);
    const lines = await t.deps.db.selectFrom("staffAudit").select("action").execute();
    expect(lines).toEqual([{ action: "booking.cancelled" }]);
  });

  it("keeps one arrival mark when desks mark present and absent at once", async () => {
    const t = await makeTestApp({ dbFile: true });
    const client = await demoClient(t);
    const [id] = await venueBookings(t, client.access, ["12:00:00"]);
    const staff = await desks(t, 4);
    // The session has begun: both marks are allowed, one only is kept.
    await later(t, 4 * 3_600_000 + 60_000, ...staff);
    const answers = await inParallel(
      t,
      staff.map(
        (desk, i): ParallelRequest => ({
          tag: "mark",
          method: "POST",
          path: `/api/staff/bookings/${id}/attendance/`,
          token: desk.access,
          json: { attendance: i % 2 ? "absent" : "present" },
        }),
      ),
    );
    expect(byTag(answers, "mark").sort()).toEqual([200, 409, 409, 409]);
    expect(await t.deps.db.selectFrom("staffAudit").select("action").execute()).toHaveLength(1);
  });

  it("never takes a balance below zero when desks adjust it at once", async () => {
    const t = await makeTestApp({ dbFile: true });
    const client = await demoClient(t);
    const staff = await desks(t, 4);
    // 150 credits, taken 40 at a time by eight requests: three fit.
    const answers = await inParallel(
      t,
      staff.flatMap((desk) =>
        [0, 1].map(
          (): ParallelRequest => ({
            tag: "take",
            method: "POST",
            path: `/api/staff/clients/${client.id}/credits/`,
            token: desk.access,
            json: { delta: -40, reason: "Correction" },
          }),
        ),
      ),
    );
    expect(byTag(answers, "take").sort()).toEqual([200, 200, 200, 400, 400, 400, 400, 400]);
    expect((await t.api.get("accounts/profile/", client.access)).data.body.total_credits).toBe(30);
  });
});
