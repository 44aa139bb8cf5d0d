import { describe, expect, it } from "vitest";
import { purchase } from "../../../server/domain/ledger";
import { issueTokens } from "../../../server/domain/tokens";
import { bookYoga, makeTestApp, methodId, quickMembers, type TestApp } from "../harness";
import { inParallel, type ParallelRequest } from "./parallel";

const HOUR = 3_600_000;

async function methodIds(t: TestApp) {
  return { PAY02: await methodId(t, "PAY02"), PAY03: await methodId(t, "PAY03") };
}

/** A pending booking of Yoga hatha: `persons` × 8 000 XOF / 8 crédits, less the slot's discount. */
const book = async (t: TestApp, token: string, date: string, start: string, persons = 1) =>
  (await bookYoga(t, token, date, start, persons)).id;

const balanceOf = async (t: TestApp, token: string) =>
  (await t.api.get("accounts/profile/", token)).data.body.total_credits as number;
const movementsSum = async (t: TestApp, userId: number) =>
  (await t.deps.db.selectFrom("creditMovements").selectAll().where("userId", "=", userId).execute()).reduce(
    (sum, m) => sum + m.delta,
    0,
  );

/** Opens an Orange Money QR for the booking; answers the sandbox path that approves it. */
async function qrApproval(t: TestApp, token: string, id: number) {
  const qr = await t.api.post(
    "payments/paiement/orange-money/",
    { object_id: id, payment_purpose: "booking" },
    token,
  );
  return `/sandbox/orange-money/${qr.data.qrId}/approve`;
}

/** Opens a wallet checkout for the booking; answers the sandbox path that pays it. */
async function walletPayment(t: TestApp, token: string, id: number) {
  const wallet = await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: (await methodIds(t)).PAY03 },
    token,
  );
  return `/sandbox/checkout/${wallet.data.payment_id}/pay`;
}

describe("paying from several servers at once", { timeout: 60_000 }, () => {
  it("spends a balance for 3 bookings on exactly 3 of 9, never below zero", async () => {
    const t = await makeTestApp({ dbFile: true });
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("setup");
    await purchase(
      t.deps.db,
      member.id,
      { name: "Pack", creditNumber: 120, realPrice: 0, validityDays: 30 },
      t.deps.clock.now(),
    );
    // 9 bookings of 5 persons (40 credits each), 3 at a time (the unpaid-hold cap), older holds
    // lapsed but renewable at payment since their places are still free.
    const ids: number[] = [];
    for (const date of ["2026-03-04", "2026-03-05", "2026-03-06"]) {
      const list = (await t.api.get(`booking/slots/?service_id=4&page_size=100&date=${date}`)).data
        .results as {
        start_time: string;
        pct_discount: number;
      }[];
      const starts = list.filter((s) => s.pct_discount === 0).map((s) => s.start_time);
      const token = (await issueTokens(t.deps, member.id)).access;
      for (const start of starts.slice(0, 3)) ids.push(await book(t, token, date, start, 5));
      t.advance(16 * 60_000);
    }
    expect(ids).toHaveLength(9);
    member.access = (await issueTokens(t.deps, member.id)).access;
    const { PAY02 } = await methodIds(t);
    const requests: ParallelRequest[] = [];
    for (let round = 0; round < 8; round++)
      for (const id of ids)
        requests.push({
          tag: String(id),
          method: "PUT",
          path: `/api/booking/booking/update_payment/${id}/`,
          token: member.access,
          json: { booking_method: PAY02 },
        });
    const answers = await inParallel(t, requests);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200))
      expect([
        "Solde insuffisant. Veuillez recharger vos crédits.",
        "Cette réservation est déjà payée.",
      ]).toContain(a.data.detail);
    expect(await balanceOf(t, member.access)).toBe(0);
    expect(await movementsSum(t, member.id)).toBe(0);
  });

  it("takes a booking's payment once when credits and a provider's double approval race", async () => {
    const t = await makeTestApp({ dbFile: true });
    const members = await quickMembers(t, 4);
    const { PAY02 } = await methodIds(t);
    const requests: ParallelRequest[] = [];
    const booked: { id: number; member: (typeof members)[number] }[] = [];
    for (const [i, member] of members.entries()) {
      await purchase(
        t.deps.db,
        member.id,
        { name: "Pack", creditNumber: 100, realPrice: 0, validityDays: 30 },
        t.deps.clock.now(),
      );
      for (const start of ["09:00:00", "12:00:00", "15:00:00"]) {
        const id = await book(t, member.access, `2026-03-0${4 + i}`, start);
        booked.push({ id, member });
        // One provider payment still pending (a QR code or a wallet checkout, in turn), approved
        // twice by the provider while the member also pays in credits.
        const approve =
          booked.length % 2 === 0
            ? await qrApproval(t, member.access, id)
            : await walletPayment(t, member.access, id);
        const credits: ParallelRequest = {
          tag: `credits-${id}`,
          method: "PUT",
          path: `/api/booking/booking/update_payment/${id}/`,
          token: member.access,
          json: { booking_method: PAY02 },
        };
        requests.push({ tag: `provider-${id}`, method: "POST", path: approve }, credits, {
          tag: `again-${id}`,
          method: "POST",
          path: approve,
        });
      }
    }
    await inParallel(t, requests);
    for (const { id, member } of booked) {
      const booking = await t.deps.db
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      expect(booking?.paymentStatus).toBe("paid");
      const mine = await t.deps.db.selectFrom("payments").selectAll().where("objectId", "=", id).execute();
      const debited = await t.deps.db
        .selectFrom("creditMovements")
        .selectAll()
        .where("bookingId", "=", id)
        .execute();
      const takenByProvider = mine.filter((p) => p.status === "success").length;
      const takenInCredits = debited.length > 0 ? 1 : 0;
      // Paid exactly once; every other approval was refunded.
      expect(takenByProvider + takenInCredits, `booking ${id}`).toBe(1);
      // The provider's money was kept only if it paid; otherwise it went back.
      expect(mine).toHaveLength(1);
      expect(mine[0]?.status).toBe(takenByProvider ? "success" : "refunded");
      expect(booking?.paymentMethod).toBe(
        takenInCredits ? "PAY02" : mine.find((p) => p.status === "success")?.method,
      );
      expect(await movementsSum(t, member.id)).toBe(await balanceOf(t, member.access));
    }
    t.advance(HOUR);
  });
});
