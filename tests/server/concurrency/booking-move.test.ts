import { describe, expect, it } from "vitest";
import { findSlot, makeTestApp, methodId, quickMembers, type TestApp, yogaBooking } from "../harness";
import { inParallel, type ParallelRequest } from "./parallel";

/** Books and confirms (to pay at the venue) `persons` on a Yoga hatha slot for a member. */
async function confirmed(t: TestApp, token: string, slot: { id: number; pct_discount: number }, persons = 1) {
  const res = await t.api.post("booking/booking/create/", yogaBooking(slot, persons), token);
  if (res.status !== 201) throw new Error(JSON.stringify(res.data));
  const id = res.data.booking_id as number;
  await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: await methodId(t, "PAY01") },
    token,
  );
  return id;
}

const personsOn = async (t: TestApp, slotId: number) => {
  const row = await t.deps.db
    .selectFrom("bookings")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("numberPerson"), eb.lit(0)).as("persons"))
    .where("slotId", "=", slotId)
    .where("cancelledAt", "is", null)
    .executeTakeFirst();
  return Number(row?.persons ?? 0);
};

describe("moving bookings from several servers at once", { timeout: 60_000 }, () => {
  it("lets exactly the last places of a slot be taken, and frees an old slot only when its move succeeds", async () => {
    const t = await makeTestApp({ dbFile: true });
    // Yoga hatha (id 4), 10 places a slot. The target holds 7: 3 places left.
    const target = await findSlot(t, 4, "2026-03-05", "10:00:00");
    const [filler, ...movers] = await quickMembers(t, 25);
    if (!filler) throw new Error("setup");
    await confirmed(t, filler.access, target, 7);
    // 24 members, each with one confirmed booking of one person, spread on four other slots.
    const sources = await Promise.all(
      ["09:00:00", "11:00:00", "12:00:00", "14:00:00"].map((s) => findSlot(t, 4, "2026-03-05", s)),
    );
    const moves: { id: number; from: number }[] = [];
    const requests: ParallelRequest[] = [];
    for (const [i, member] of movers.entries()) {
      const from = sources[i % sources.length];
      if (!from) throw new Error("setup");
      const id = await confirmed(t, member.access, from);
      moves.push({ id, from: from.id });
      requests.push({
        tag: String(id),
        method: "POST",
        path: `/api/booking/booking/${id}/reschedule/`,
        token: member.access,
        json: { slot: target.id },
      });
    }
    const answers = await inParallel(t, requests, 4, undefined, { statementDelayMs: 2 });
    const moved = answers.filter((a) => a.status === 200);
    expect(moved, JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 400))).toHaveLength(
      3,
    );
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.data.non_field_errors).toEqual([
        "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
      ]);
    expect(await personsOn(t, target.id)).toBe(10);
    // Each booking is on its new slot when its move was answered yes, on its old one otherwise.
    for (const { id, from } of moves) {
      const row = await t.deps.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
      const yes = moved.some((a) => a.tag === String(id));
      expect(row?.slotId).toBe(yes ? target.id : from);
      expect(row?.cancelledAt).toBeNull();
    }
    // The sources hold exactly the bookings that stayed: 24 in all, 3 fewer.
    let left = 0;
    for (const s of sources) left += await personsOn(t, s.id);
    expect(left).toBe(21);
  });
});
