import { describe, expect, it } from "vitest";
import { bookYoga, makeTestApp, methodId, type TestApp } from "../harness";

const history = async (t: TestApp, token: string) =>
  (await t.api.get("booking/booking/validated?page=1&page_size=100", token)).data.results as {
    booking_id: number;
    payment_status: string;
    hold_until: string | null;
    cancelation_delay: string;
  }[];

describe("a booking waiting for its payment", () => {
  it("is listed with the end of its hold, may be let go inside the cut-off, and then frees the unpaid cap", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    // Sessions on 3 March are inside a 48-hour cut-off from 2 March 08:00.
    await t.deps.db
      .insertInto("integerSettings")
      .values({ key: "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION", value: 48 })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: 48 }))
      .execute();
    const held: number[] = [];
    for (const start of ["09:00:00", "11:00:00", "13:00:00"])
      held.push((await bookYoga(t, access, "2026-03-03", start)).id);

    const listed = await history(t, access);
    const first = listed.find((b) => b.booking_id === held[0]);
    expect(first).toMatchObject({
      payment_status: "pending",
      hold_until: new Date(t.deps.clock.now().getTime() + 15 * 60_000).toISOString(),
      cancelation_delay: "",
    });
    expect(
      listed
        .filter((b) => b.hold_until !== null)
        .map((b) => b.booking_id)
        .sort(),
    ).toEqual([...held].sort());

    await expect(bookYoga(t, access, "2026-03-03", "15:00:00")).rejects.toThrow(/non payées/);
    const letGo = await t.api.post(`booking/booking/${held[0]}/cancel/`, {}, access);
    expect(letGo.status).toBe(200);
    expect(letGo.data.refunded_credits).toBe(0);
    // Gone from the list (nothing was booked), and its place in the cap is free again.
    expect((await history(t, access)).map((b) => b.booking_id)).not.toContain(held[0]);
    await bookYoga(t, access, "2026-03-03", "15:00:00");
  });

  it("leaves the list once its hold lapsed, and a confirmed booking never shows a hold", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const { id } = await bookYoga(t, access, "2026-03-04", "09:00:00");
    const venue = await bookYoga(t, access, "2026-03-04", "11:00:00");
    const atVenue = await methodId(t, "PAY01");
    await t.api.put(`booking/booking/update_payment/${venue.id}/`, { booking_method: atVenue }, access);

    const before = await history(t, access);
    expect(before.find((b) => b.booking_id === venue.id)?.hold_until).toBeNull();
    expect(before.find((b) => b.booking_id === id)?.hold_until).not.toBeNull();
    t.advance(16 * 60_000);
    const after = await history(t, (await t.loginDemo()).access);
    expect(after.map((b) => b.booking_id)).toEqual([venue.id]);
  });
});
