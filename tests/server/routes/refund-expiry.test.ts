import { describe, expect, it } from "vitest";
import { bookYoga, makeTestApp, methodId, quickMembers, type TestApp } from "../harness";

const DAY = 86_400_000;

/** Credits bought `daysLeft` days before they expire (null: they never do). */
async function credits(t: TestApp, userId: number, count: number, daysLeft: number | null) {
  const now = t.deps.clock.now();
  await t.deps.db
    .insertInto("creditRecords")
    .values({
      userId,
      origin: "purchase",
      originalCreditNumber: count,
      createdAt: now,
      expiresAt: daysLeft === null ? null : new Date(now.getTime() + daysLeft * DAY),
    })
    .execute();
}

/** Yoga (8 credits) booked two days ahead, paid in credits, then cancelled: the refund record. */
async function refundOf(t: TestApp, member: { id: number; access: string }) {
  const { id } = await bookYoga(t, member.access, "2026-03-04", "10:00:00");
  const paid = await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: await methodId(t, "PAY02") },
    member.access,
  );
  expect(paid.status).toBe(200);
  const cancelled = await t.api.post(`booking/booking/${id}/cancel/`, {}, member.access);
  expect(cancelled.data.refunded_credits).toBe(8);
  return t.deps.db
    .selectFrom("creditRecords")
    .select(["originalCreditNumber", "expiresAt"])
    .where("userId", "=", member.id)
    .where("origin", "=", "refund")
    .executeTakeFirstOrThrow();
}

describe("credits given back for a cancelled booking", () => {
  it("expire when the latest of the credits it spent would have: never sooner", async () => {
    const t = await makeTestApp();
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    // 5 credits about to expire are spent first, then 3 of a pack that lasts half a year.
    await credits(t, member.id, 5, 10);
    await credits(t, member.id, 10, 180);
    const refund = await refundOf(t, member);
    expect(refund.originalCreditNumber).toBe(8);
    expect(refund.expiresAt?.getTime()).toBe(t.deps.clock.now().getTime() + 180 * DAY);
  });

  it("never expire when some of the credits spent never did", async () => {
    const t = await makeTestApp();
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await credits(t, member.id, 5, 10);
    await credits(t, member.id, 10, null);
    expect((await refundOf(t, member)).expiresAt).toBeNull();
  });
});
