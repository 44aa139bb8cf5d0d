import { describe, expect, it } from "vitest";
import { balance } from "../../../server/domain/ledger";
import { bookYoga, makeTestApp, methodId, quickMembers, type TestApp } from "../harness";
import { later, staffMember } from "../staff/staff-harness";
import { inParallel, type ParallelRequest } from "./parallel";

const HOUR = 3_600_000;
const FEE = 3;
const HELD = 10;

/**
 * A member holding 10 credits, a Yoga hatha at 12:00 to pay at the venue, a no-show fee of 3
 * credits, four desks, and the clock at 12:30 (« Absent » may be marked).
 */
async function absentee() {
  const t = await makeTestApp({ dbFile: true });
  const admin = await staffMember(t, "admin");
  const desks = [admin];
  for (let i = 1; i < 4; i++) desks.push(await staffMember(t, "reception", `accueil${i}@centre.example`));
  const [member] = await quickMembers(t, 1);
  if (!member) throw new Error("no member");
  await t.deps.db
    .insertInto("creditRecords")
    .values({
      userId: member.id,
      origin: "purchase",
      originalCreditNumber: HELD,
      createdAt: t.deps.clock.now(),
    })
    .execute();
  const saved = await t.api.put(
    "staff/settings/penalties/",
    { late_cancel: { kind: "refused", credits: 0 }, no_show: { kind: "credits", credits: FEE } },
    admin.access,
  );
  expect(saved.status).toBe(200);
  const { id } = await bookYoga(t, member.access, "2026-03-02", "12:00:00");
  const venue = await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: await methodId(t, "PAY01") },
    member.access,
  );
  expect(venue.status).toBe(200);
  await later(t, 4.5 * HOUR, ...desks);
  return { t, desks, member, id };
}

const penalties = (t: TestApp, bookingId: number) =>
  t.deps.db.selectFrom("bookingPenalties").selectAll().where("bookingId", "=", bookingId).execute();

describe("the no-show fee from several servers at once", { timeout: 90_000 }, () => {
  it("is taken exactly once when every desk marks « Absent » at the same moment", async () => {
    const { t, desks, member, id } = await absentee();
    const requests: ParallelRequest[] = [];
    for (let i = 0; i < 12; i++)
      requests.push({
        tag: "absent",
        method: "POST",
        path: `/api/staff/bookings/${id}/attendance/`,
        token: desks[i % desks.length]?.access,
        json: { attendance: "absent" },
      });
    // A slow disk: a read and the write it decides are far apart.
    const answers = await inParallel(t, requests, 4, undefined, { statementDelayMs: 2 });
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      JSON.stringify(answers),
    ).toEqual([]);
    expect(await balance(t.deps.db, member.id, t.deps.clock.now())).toBe(HELD - FEE);
    const rows = await penalties(t, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "no_show", chargedCredits: FEE, reversedAt: null });
  });

  it("keeps at most one charge standing, and the balance to match it, when marking and giving back race", async () => {
    const { t, desks, member, id } = await absentee();
    const requests: ParallelRequest[] = [];
    for (let i = 0; i < 16; i++) {
      const token = desks[i % desks.length]?.access;
      const kind = i % 4;
      requests.push(
        kind === 0 || kind === 2
          ? {
              tag: "absent",
              method: "POST",
              path: `/api/staff/bookings/${id}/attendance/`,
              token,
              json: { attendance: "absent" },
            }
          : kind === 1
            ? {
                tag: "refund",
                method: "POST",
                path: `/api/staff/bookings/${id}/penalty/refund/`,
                token,
                json: {},
              }
            : {
                tag: "unmark",
                method: "POST",
                path: `/api/staff/bookings/${id}/attendance/`,
                token,
                json: { attendance: null },
              },
      );
    }
    const answers = await inParallel(t, requests, 4, undefined, { statementDelayMs: 2 });
    for (const a of answers) expect([200, 409], JSON.stringify(a)).toContain(a.status);
    const rows = await penalties(t, id);
    const standing = rows.filter((r) => r.reversedAt === null);
    expect(standing.length).toBeLessThanOrEqual(1);
    // Every charge taken and not given back is in the balance, and nothing else.
    expect(await balance(t.deps.db, member.id, t.deps.clock.now())).toBe(HELD - FEE * standing.length);
    // Each « Absent » that succeeded wrote one charge; each one given back, one line back.
    const charged = answers.filter((a) => a.tag === "absent" && a.status === 200).length;
    expect(rows).toHaveLength(charged);
    for (const r of rows.filter((row) => row.reversedAt !== null)) expect(r.reversalRecordId).not.toBeNull();
  });
});
