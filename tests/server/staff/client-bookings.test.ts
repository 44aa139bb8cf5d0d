import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { withUserSearch } from "../../../server/domain/user-search";
import {
  CLIENT_BOOKINGS_PAGE_SIZE,
  clientBookingsPageSchema,
  clientDetailSchema,
} from "../../../src/contract/staff/clients";
import { makeTestApp, type TestApp } from "../harness";
import { staffBookingIdsOfClientBefore } from "../support/booking-lists-reference";
import { auditLines, demoClient, staffMember } from "./staff-harness";

const HOUR = 3_600_000;

/**
 * 100 bookings of the client on the centre's slots, past and to come, in every state the desk shows
 * or hides: two on one slot (a tie on the start), held in their payment hold, let go after it,
 * cancelled, failed, and written out of start order so the page rests on the start then the id.
 */
async function manyBookings(t: TestApp, userId: number) {
  const now = t.deps.clock.now().getTime();
  const slots = await t.deps.db
    .selectFrom("slots")
    .select(["id", "serviceId", "startsAt"])
    .orderBy("startsAt")
    .limit(60)
    .execute();
  const values = Array.from({ length: 100 }, (_, i) => {
    const slot = slots[(i * 37) % slots.length] ?? slots[0];
    if (!slot) throw new Error("no slot");
    const state = i % 7;
    return {
      userId,
      serviceId: slot.serviceId,
      slotId: slot.id,
      numberPerson: 1,
      privateOption: false,
      price: 8000,
      creditPrice: 8,
      paymentStatus: state === 4 ? ("failed" as const) : state < 3 ? ("paid" as const) : ("pending" as const),
      paymentMethod: state < 3 ? "PAY02" : null,
      createdAt: new Date(now - (100 - i) * HOUR),
      holdUntil: new Date(now + (state === 3 ? HOUR : -HOUR)),
      confirmedAt: state < 3 || state === 5 ? new Date(now - HOUR) : null,
      cancelledAt: state === 2 || state === 6 ? new Date(now - HOUR) : null,
    };
  });
  await t.deps.db.insertInto("bookings").values(values).execute();
}

const apiPath = (link: string) => link.replace(/^\/api\//, "");

describe("a client's bookings, a page at a time", () => {
  it("gives every booking the desk shows once, the latest session first, ties by id", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    await manyBookings(t, client.id);
    const expected = await staffBookingIdsOfClientBefore(t.deps.db, client.id, t.deps.clock.now(), 100_000);
    expect(expected.length).toBeGreaterThan(2 * CLIENT_BOOKINGS_PAGE_SIZE);

    const page = v.parse(
      clientDetailSchema,
      (await t.api.get(`staff/clients/${client.id}/`, staff.access)).data,
    );
    expect(page.bookings).toHaveLength(CLIENT_BOOKINGS_PAGE_SIZE);
    const seen = page.bookings.map((b) => b.booking_id);
    let next = page.bookings_next;
    expect(next).toBe(`/api/staff/clients/${client.id}/bookings/?before=${seen.at(-1)}`);
    let pages = 1;
    while (next !== null) {
      const older = await t.api.get(apiPath(next), staff.access);
      expect(older.status).toBe(200);
      const body = v.parse(clientBookingsPageSchema, older.data);
      seen.push(...body.results.map((b) => b.booking_id));
      next = body.next;
      pages++;
    }
    expect(pages).toBe(Math.ceil(expected.length / CLIENT_BOOKINGS_PAGE_SIZE));
    expect(seen).toEqual(expected);

    // A smaller page size walks the same bookings.
    const small = await t.api.get(`staff/clients/${client.id}/bookings/?page_size=7`, staff.access);
    const first = v.parse(clientBookingsPageSchema, small.data);
    expect(first.results.map((b) => b.booking_id)).toEqual(seen.slice(0, 7));
    expect(first.next).toBe(`/api/staff/clients/${client.id}/bookings/?page_size=7&before=${seen[6]}`);
  });

  it("never leads into another client's bookings, and is the team's only", async () => {
    const t = await makeTestApp();
    const staff = await staffMember(t, "reception");
    const client = await demoClient(t);
    await manyBookings(t, client.id);
    const other = await t.deps.db
      .insertInto("users")
      .values(
        withUserSearch({
          email: "autre@example.com",
          passwordHash: "x",
          firstName: "Fatou",
          lastName: "Sow",
          isVerified: true,
          createdAt: t.deps.clock.now(),
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    await manyBookings(t, other.id);
    const now = t.deps.clock.now();
    const [mine] = await staffBookingIdsOfClientBefore(t.deps.db, client.id, now);
    const across = await t.api.get(`staff/clients/${other.id}/bookings/?before=${mine}`, staff.access);
    expect(v.parse(clientBookingsPageSchema, across.data)).toEqual({ next: null, results: [] });
    const [theirs] = await staffBookingIdsOfClientBefore(t.deps.db, other.id, now);
    const back = await t.api.get(`staff/clients/${client.id}/bookings/?before=${theirs}`, staff.access);
    expect(v.parse(clientBookingsPageSchema, back.data)).toEqual({ next: null, results: [] });

    const path = `staff/clients/${client.id}/bookings/`;
    expect((await t.api.get(path, client.access)).status).toBe(403);
    expect((await t.api.get(path)).status).toBe(401);
    expect((await t.api.get("staff/clients/999999/bookings/", staff.access)).status).toBe(404);
    // A cursor that is no id reads the latest page, as the ledger does.
    const odd = await t.api.get(`${path}?before=abc`, staff.access);
    expect(v.parse(clientBookingsPageSchema, odd.data).results).toHaveLength(CLIENT_BOOKINGS_PAGE_SIZE);
    // Read straight, without the client's page: still in the audit log, once for the quarter hour.
    const viewed = (await auditLines(t)).filter((l) => l.action === "client.viewed");
    expect(viewed.map((l) => [l.clientId, l.staffId])).toEqual([
      [other.id, staff.id],
      [client.id, staff.id],
    ]);
  });
});
