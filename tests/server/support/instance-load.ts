import type { Database } from "../../../server/db/open";
import type { HttpAnswer, HttpRequest } from "./http-burst";
import { giveCredits, seedMembers, unpaidBooking, YOGA, yogaBooking, yogaSlots } from "./instance-data";

/**
 * A load of bookings, payments in credits, providers' approvals of packs and reads, for the tests
 * that break something under it. Every write carries its own Idempotency-Key, so that sending it
 * again (after a 503, or to the other instance) is safe; its tag names what it writes, so that each
 * acknowledged write can be looked for in the database.
 */
export async function prepareLoad(database: Database, base: string, jwtSecretHex: string) {
  const slots = await yogaSlots(database, 20);
  const bookers = await seedMembers(database, jwtSecretHex, 12, "charge");
  const payers = await seedMembers(database, jwtSecretHex, 8, "payeur");
  const writes: HttpRequest[] = [];
  const PAY02 = (
    await database.db
      .selectFrom("bookingMethods")
      .select("id")
      .where("code", "=", "PAY02")
      .executeTakeFirstOrThrow()
  ).id;
  // Each booker asks for 3 places in all, on 3 of the first 12 slots: as many as the slots hold.
  for (const [i, member] of bookers.entries())
    for (let k = 0; k < 3; k++) {
      const slot = slots[(i + 4 * k) % 12];
      if (!slot) throw new Error("setup");
      writes.push({
        tag: `create:${member.id}:${slot.id}`,
        method: "POST",
        path: "/api/booking/booking/create/",
        token: member.access,
        headers: { "Idempotency-Key": `creer-${member.id}-${slot.id}` },
        json: yogaBooking(slot),
      });
    }
  // Each payer has credits for 5 bookings and 3 to pay, on the other slots.
  for (const [i, member] of payers.entries()) {
    await giveCredits(database, member.id, 5 * YOGA.credit_price);
    for (let k = 0; k < 3; k++) {
      const slot = slots[12 + ((i + k) % 8)];
      if (!slot) throw new Error("setup");
      const booking = await unpaidBooking(database, member.id, slot);
      writes.push({
        tag: `pay:${booking.id}`,
        method: "PUT",
        path: `/api/booking/booking/update_payment/${booking.id}/`,
        token: member.access,
        headers: { "Idempotency-Key": `payer-${booking.id}` },
        json: { booking_method: PAY02 },
      });
    }
  }
  // Six bookers each opened an Orange Money QR code for a pack: the provider approves it.
  const pack = await database.db
    .selectFrom("creditPacks")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  for (const member of bookers.slice(0, 6)) {
    const res = await fetch(`${base}/api/payments/paiement/orange-money/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${member.access}` },
      body: JSON.stringify({ object_id: pack.id, payment_purpose: "pack" }),
    });
    const { qrId } = (await res.json()) as { qrId: string };
    writes.push({ tag: `approve:${qrId}`, method: "POST", path: `/sandbox/orange-money/${qrId}/approve` });
  }
  // Interleaved, so that every kind is under way at any moment.
  writes.sort((a, b) => hash(a.tag) - hash(b.tag));
  const [first] = slots;
  const reads: HttpRequest[] = [...bookers, ...payers].flatMap((member) => [
    { tag: "read:profile", method: "GET" as const, path: "/api/accounts/profile/", token: member.access },
    {
      tag: "read:credits",
      method: "GET" as const,
      path: "/api/payments/user-credit-records/",
      token: member.access,
    },
    {
      tag: "read:slots",
      method: "GET" as const,
      path: `/api/booking/slots/?service_id=4&date=${first?.date}`,
    },
  ]);
  return { writes, reads, probeToken: payers[0]?.access ?? "" };
}

/** A stable, scattered order of the tags. */
function hash(text: string) {
  let h = 7;
  for (const c of text) h = (h * 31 + (c.codePointAt(0) ?? 0)) % 1_000_003;
  return h;
}

/** Whether the server acknowledged the write: it was kept, and must be in the database. */
export const acknowledged = (a: HttpAnswer) =>
  !a.tag.startsWith("read:") && ((a.status >= 200 && a.status < 300) || a.status === 303);

/**
 * The acknowledged writes that the database does not hold as they were answered: a booking created
 * (its id, member and slot), a booking paid in credits, a pack's payment approved.
 */
export async function lostWrites(database: Database, answers: HttpAnswer[]): Promise<string[]> {
  const lost: string[] = [];
  for (const a of answers.filter(acknowledged)) {
    const [kind, first, second] = a.tag.split(":");
    if (kind === "create") {
      const row = await database.db
        .selectFrom("bookings")
        .select(["userId", "slotId", "cancelledAt"])
        .where("id", "=", Number(a.data?.booking_id))
        .executeTakeFirst();
      if (row?.userId !== Number(first) || row.slotId !== Number(second) || row.cancelledAt)
        lost.push(`${a.tag} answered ${a.status} ${JSON.stringify(a.data)}: ${JSON.stringify(row)}`);
    } else if (kind === "pay") {
      const row = await database.db
        .selectFrom("bookings")
        .select(["paymentStatus", "paymentMethod"])
        .where("id", "=", Number(first))
        .executeTakeFirst();
      if (row?.paymentStatus !== "paid" || row.paymentMethod !== "PAY02")
        lost.push(`${a.tag} answered ${a.status}: ${JSON.stringify(row)}`);
    } else if (kind === "approve") {
      const row = await database.db
        .selectFrom("payments")
        .select("status")
        .where("id", "=", first ?? "")
        .executeTakeFirst();
      if (row?.status !== "success") lost.push(`${a.tag} answered ${a.status}: ${JSON.stringify(row)}`);
    }
  }
  return lost;
}

/**
 * Answers every answer that is neither what the request may get (a success, a refusal in French)
 * nor the French 503 of a database away, with its Retry-After.
 */
export function unexpectedAnswers(answers: HttpAnswer[], unavailable: string): HttpAnswer[] {
  return answers.filter((a) => {
    if (a.status === 503) return a.retryAfter !== "5" || a.data?.detail !== unavailable;
    return a.status === 0 || a.status >= 500;
  });
}
