import { describe, expect, it } from "vitest";
import { immediate } from "../../../server/deps";
import { balance } from "../../../server/domain/ledger";
import { chargePenalty } from "../../../server/domain/penalties/charge";
import { bookYoga, makeTestApp, methodId, quickMembers, type TestApp } from "../harness";
import { auditLines, later, staffMember } from "./staff-harness";

const TODAY = "2026-03-02";
const HOUR = 3_600_000;
type Person = { id: number; access: string };

/** `count` credits that never expire, bought by `userId`. */
async function giveCredits(t: TestApp, userId: number, count: number) {
  await t.deps.db
    .insertInto("creditRecords")
    .values({ userId, origin: "purchase", originalCreditNumber: count, createdAt: t.deps.clock.now() })
    .execute();
}

const held = (t: TestApp, userId: number) => balance(t.deps.db, userId, t.deps.clock.now());

async function setPolicies(
  t: TestApp,
  admin: Person,
  late: { kind: string; credits: number },
  noShow: { kind: string; credits: number },
) {
  const saved = await t.api.put(
    "staff/settings/penalties/",
    { late_cancel: late, no_show: noShow },
    admin.access,
  );
  expect(saved.status).toBe(200);
}

/** Yoga (8 credits) on `date` at `start`, to be paid at the venue or (`credits`) paid in credits. */
async function book(t: TestApp, member: Person, start: string, how: "PAY01" | "PAY02", date = TODAY) {
  const { id } = await bookYoga(t, member.access, date, start);
  const paid = await t.api.put(
    `booking/booking/update_payment/${id}/`,
    { booking_method: await methodId(t, how) },
    member.access,
  );
  expect(paid.status).toBe(200);
  return id;
}

const mark = (t: TestApp, desk: Person, id: number, attendance: "absent" | null) =>
  t.api.post(`staff/bookings/${id}/attendance/`, { attendance }, desk.access);

const ledgerNames = async (t: TestApp, member: Person) =>
  ((await t.api.get("payments/user-credit-records/", member.access)).data as { service_name: string }[]).map(
    (r) => r.service_name,
  );

describe("the no-show fee", () => {
  it("is taken once when the desk marks « Absent », shown in the ledger, and given back by staff", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 10);
    await setPolicies(t, admin, { kind: "refused", credits: 0 }, { kind: "credits", credits: 3 });
    const id = await book(t, member, "12:00:00", "PAY01");
    await later(t, 4.5 * HOUR, desk, admin, member);

    const absent = await mark(t, desk, id, "absent");
    expect(absent.status).toBe(200);
    expect(absent.data.detail).toBe(
      "Réservation marquée « Absent ». Pénalité d'absence : 3 crédits retenus.",
    );
    expect(absent.data.booking.penalty_credits).toBe(3);
    expect(await held(t, member.id)).toBe(7);
    // Marked again (a second desk, a double tap): refused, nothing more taken.
    expect((await mark(t, desk, id, "absent")).status).toBe(409);
    expect(await held(t, member.id)).toBe(7);
    expect(await ledgerNames(t, member)).toContain("Pénalité d'absence · Yoga hatha");

    const given = await t.api.post(`staff/bookings/${id}/penalty/refund/`, {}, desk.access);
    expect(given.status).toBe(200);
    expect(given.data.detail).toBe("Pénalité remboursée : 3 crédits rendus au client.");
    expect(given.data.booking).toMatchObject({ attendance: "absent", penalty_credits: null });
    expect(await held(t, member.id)).toBe(10);
    expect(await ledgerNames(t, member)).toContain("Pénalité remboursée · Yoga hatha");
    const records = (await t.api.get("payments/user-credit-records/", member.access)).data as {
      service_name: string;
      penalty: string | null;
    }[];
    expect(records.filter((r) => r.penalty).map((r) => [r.service_name, r.penalty])).toEqual([
      ["Pénalité remboursée · Yoga hatha", "reversal"],
      ["Pénalité d'absence · Yoga hatha", "charge"],
    ]);
    expect((await t.api.post(`staff/bookings/${id}/penalty/refund/`, {}, desk.access)).status).toBe(409);
    expect(await held(t, member.id)).toBe(10);
    const lines = await auditLines(t);
    expect(lines.map((l) => l.action)).toContain("booking.penalty_refunded");
    expect(lines.find((l) => l.action === "booking.attendance")?.summary).toContain("3 crédits retenus");
    // A client has no door to it.
    expect((await t.api.post(`staff/bookings/${id}/penalty/refund/`, {}, member.access)).status).toBe(403);
  });

  it("is given back when « Absent » is taken back, and taken again when marked again: one at a time", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 20);
    await setPolicies(t, admin, { kind: "refused", credits: 0 }, { kind: "price", credits: 0 });
    const id = await book(t, member, "12:00:00", "PAY01");
    await later(t, 4.5 * HOUR, desk);
    expect((await mark(t, desk, id, "absent")).status).toBe(200);
    expect(await held(t, member.id)).toBe(12);
    const undone = await mark(t, desk, id, null);
    expect(undone.data.detail).toBe("Marquage retiré. Pénalité remboursée : 8 crédits rendus au client.");
    expect(await held(t, member.id)).toBe(20);
    expect((await mark(t, desk, id, "absent")).status).toBe(200);
    expect(await held(t, member.id)).toBe(12);
    const standing = await t.deps.db
      .selectFrom("bookingPenalties")
      .selectAll()
      .where("bookingId", "=", id)
      .where("reversedAt", "is", null)
      .execute();
    expect(standing).toHaveLength(1);
  });

  it("takes only what the member holds, never a negative balance, and nothing for a booking already paid", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    const [short, payer] = await quickMembers(t, 2);
    if (!short || !payer) throw new Error("no member");
    await giveCredits(t, short.id, 1);
    await giveCredits(t, payer.id, 10);
    await setPolicies(t, admin, { kind: "refused", credits: 0 }, { kind: "credits", credits: 3 });
    const unpaid = await book(t, short, "12:00:00", "PAY01");
    const paid = await book(t, payer, "12:00:00", "PAY02");
    await later(t, 4.5 * HOUR, desk);
    const absent = await mark(t, desk, unpaid, "absent");
    expect(absent.data.detail).toContain("1 crédit retenu sur 3, le client n'en avait pas plus.");
    expect(await held(t, short.id)).toBe(0);
    const paidAbsent = await mark(t, desk, paid, "absent");
    expect(paidAbsent.data.detail).toBe("Réservation marquée « Absent ».");
    expect(await held(t, payer.id)).toBe(2);
  });

  it("is one charge per booking even when asked twice without the mark between (the rule itself)", async () => {
    const t = await makeTestApp();
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 10);
    const id = await book(t, member, "12:00:00", "PAY01");
    const now = t.deps.clock.now();
    const ask = () =>
      immediate(t.deps, (tx) =>
        chargePenalty(tx.db, {
          booking: { id, userId: member.id },
          kind: "no_show",
          fee: 3,
          serviceName: "Yoga hatha",
          staffId: null,
          now,
          upToBalance: true,
        }),
      );
    const [first, second] = await Promise.all([ask(), ask()]);
    expect([first, second].filter((c) => c.ok && c.already)).toHaveLength(1);
    expect(await held(t, member.id)).toBe(7);
  });

  it("is given back when the absent client pays the session after all: never both", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 10);
    await setPolicies(t, admin, { kind: "refused", credits: 0 }, { kind: "credits", credits: 3 });
    const id = await book(t, member, "12:00:00", "PAY01");
    await later(t, 4.5 * HOUR, desk);
    expect((await mark(t, desk, id, "absent")).status).toBe(200);
    expect(await held(t, member.id)).toBe(7);
    const paid = await t.api.post(
      `staff/bookings/${id}/pay/`,
      { method: "cash", reference: "" },
      desk.access,
    );
    expect(paid.status).toBe(200);
    expect(paid.data.detail).toContain("Pénalité remboursée : 3 crédits rendus au client.");
    expect(paid.data.booking.penalty_credits).toBeNull();
    expect(await held(t, member.id)).toBe(10);
  });

  it("costs nothing until an admin sets it", async () => {
    const t = await makeTestApp();
    const desk = await staffMember(t, "reception");
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 10);
    const id = await book(t, member, "12:00:00", "PAY01");
    await later(t, 4.5 * HOUR, desk);
    expect((await mark(t, desk, id, "absent")).data.detail).toBe("Réservation marquée « Absent ».");
    expect(await held(t, member.id)).toBe(10);
    expect(await t.deps.db.selectFrom("bookingPenalties").selectAll().execute()).toHaveLength(0);
  });
});

describe("the late-cancel fee", () => {
  it("is refused by default inside the cut-off, as before", async () => {
    const t = await makeTestApp();
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 10);
    const id = await book(t, member, "10:00:00", "PAY02", "2026-03-03");
    await later(t, 24 * HOUR, member);
    const list = await t.api.get("booking/booking/validated", member.access);
    expect(list.data.results[0].late_cancel_credits).toBeNull();
    const cancel = await t.api.post(`booking/booking/${id}/cancel/`, {}, member.access);
    expect(cancel.status).toBe(400);
  });

  it("costs what the member was told, out of what the cancel gives back; another figure is refused", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 10);
    await setPolicies(t, admin, { kind: "credits", credits: 2 }, { kind: "none", credits: 0 });
    const id = await book(t, member, "10:00:00", "PAY02", "2026-03-03");
    expect(await held(t, member.id)).toBe(2);
    await later(t, 24 * HOUR, member);
    const list = await t.api.get("booking/booking/validated", member.access);
    expect(list.data.results[0].late_cancel_credits).toBe(2);
    // An older app sends nothing: it announced no fee, so the cancel is refused and nothing changes.
    const unannounced = await t.api.post(`booking/booking/${id}/cancel/`, undefined, member.access);
    expect(unannounced).toMatchObject({
      status: 409,
      data: {
        detail:
          "Le coût de cette annulation a changé : 2 crédits de pénalité. Relisez-le et confirmez de nouveau.",
      },
    });
    expect(await held(t, member.id)).toBe(2);
    const cancel = await t.api.post(`booking/booking/${id}/cancel/`, { announced_credits: 2 }, member.access);
    expect(cancel.status).toBe(200);
    expect(cancel.data).toMatchObject({ refunded_credits: 8, penalty_credits: 2 });
    expect(await held(t, member.id)).toBe(8);
    expect(await ledgerNames(t, member)).toContain("Pénalité d'annulation tardive · Yoga hatha");

    // Staff give it back from the booking.
    const desk = await staffMember(t, "reception");
    const given = await t.api.post(`staff/bookings/${id}/penalty/refund/`, {}, desk.access);
    expect(given.status).toBe(200);
    expect(await held(t, member.id)).toBe(10);
  });

  it("is refused, and nothing kept, when an unpaid booking's member lacks the fee", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const [member] = await quickMembers(t, 1);
    if (!member) throw new Error("no member");
    await giveCredits(t, member.id, 5);
    await setPolicies(t, admin, { kind: "price", credits: 0 }, { kind: "none", credits: 0 });
    const id = await book(t, member, "10:00:00", "PAY01", "2026-03-03");
    await later(t, 24 * HOUR, member);
    const cancel = await t.api.post(`booking/booking/${id}/cancel/`, { announced_credits: 8 }, member.access);
    expect(cancel).toMatchObject({
      status: 400,
      data: {
        detail:
          "Annuler si tard coûte 8 crédits et vous n'en avez que 5 : achetez un pack ou contactez le centre.",
      },
    });
    const booking = await t.deps.db
      .selectFrom("bookings")
      .select("cancelledAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(booking.cancelledAt).toBeNull();
    expect(await held(t, member.id)).toBe(5);
    expect(t.mails.filter((m) => m.subject.includes("annul"))).toHaveLength(0);
  });
});

describe("the penalty settings", () => {
  it("are the admin's, checked, audited and read back", async () => {
    const t = await makeTestApp();
    const admin = await staffMember(t, "admin");
    const desk = await staffMember(t, "reception");
    const before = await t.api.get("staff/settings/", admin.access);
    expect(before.data.penalties).toEqual({
      late_cancel: { kind: "refused", credits: 0 },
      no_show: { kind: "none", credits: 0 },
    });
    const policies = { late_cancel: { kind: "credits", credits: 0 }, no_show: { kind: "price", credits: 4 } };
    const refused = await t.api.put("staff/settings/penalties/", policies, admin.access);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain(
      "Annulation tardive : un nombre entier de crédits, de 1 à 1000.",
    );
    expect((await t.api.put("staff/settings/penalties/", policies, desk.access)).status).toBe(403);
    policies.late_cancel.credits = 2;
    const saved = await t.api.put("staff/settings/penalties/", policies, admin.access);
    expect(saved.data.settings.penalties).toEqual({
      late_cancel: { kind: "credits", credits: 2 },
      no_show: { kind: "price", credits: 0 },
    });
    const line = (await auditLines(t)).find((l) => l.action === "settings.penalties_changed");
    expect(line?.summary).toBe("Pénalités : annulation tardive 2 crédit(s), absence le prix de la séance.");
  });
});
