import { sql } from "kysely";
import type { Database } from "../../../server/db/open";
import type { Row } from "../../../server/db/tables";
import { type AppConfig, systemClock } from "../../../server/deps";
import { PAYMENT_HOLD_MS } from "../../../server/domain/capacity";
import { purchase } from "../../../server/domain/ledger";
import { issueTokens } from "../../../server/domain/tokens";
import { withUserSearch } from "../../../server/domain/user-search";
import { bookingPrice } from "../../../src/lib/price";

/**
 * What the tests against running servers write and read straight in their database: members and
 * their sessions, credits, bookings to pay, and the rules every state must keep. The servers run on
 * the real clock, and so do these.
 */

export type Member = { id: number; access: string; refresh: string };

/** Yoga hatha: 10 places a slot, 8 000 XOF / 8 crédits a person, 30 000 XOF / 30 crédits private. */
export const YOGA = {
  id: 4,
  price: 8000,
  credit_price: 8,
  private_option_price: 30000,
  private_option_credit_price: 30,
};

/** The name of the credits these tests give (a pack bought through a provider has its pack's). */
export const GIVEN_CREDITS = "Crédits de test";

/** Verified members written in the database, each with a session signed with the servers' secret. */
export async function seedMembers(database: Database, jwtSecretHex: string, count: number, prefix: string) {
  const deps = {
    db: database.db,
    database,
    clock: systemClock,
    config: { jwtSecret: Buffer.from(jwtSecretHex, "hex") } as AppConfig,
  };
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const row = await database.db
      .insertInto("users")
      .values(
        withUserSearch({
          email: `${prefix}${i}@example.com`,
          passwordHash: "not-a-hash",
          firstName: "Membre",
          lastName: String(i),
          isVerified: true,
          createdAt: new Date(),
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    const { access, refresh } = await issueTokens(deps, row.id);
    members.push({ id: row.id, access, refresh });
  }
  return members;
}

export function giveCredits(database: Database, userId: number, credits: number) {
  return purchase(
    database.db,
    userId,
    { name: GIVEN_CREDITS, creditNumber: credits, realPrice: 0, validityDays: 30 },
    new Date(),
  );
}

type Slot = Row<"slots">;

/**
 * Yoga slots from the third day on that allow the private option, at the full price (so every
 * booking costs the same), each taken once across the file: `skip` leaves those another test uses.
 */
export async function yogaSlots(database: Database, count: number, skip = 0): Promise<Slot[]> {
  const from = new Date(Date.now() + 3 * 86_400_000);
  const slots = await database.db
    .selectFrom("slots")
    .selectAll()
    .where("serviceId", "=", YOGA.id)
    .where("startsAt", ">", from)
    .where("allowsPrivate", "=", true)
    .where("pctDiscount", "=", 0)
    .orderBy("startsAt")
    .offset(skip)
    .limit(count)
    .execute();
  if (slots.length < count) throw new Error(`only ${slots.length} Yoga slots ahead`);
  return slots;
}

/** A booking request for a Yoga slot at the slot's own price. */
export function yogaBooking(slot: Slot, persons = 1, privateOption = false) {
  return {
    service: YOGA.id,
    slot: slot.id,
    ...bookingPrice(YOGA, slot.pctDiscount, persons, privateOption),
    private_option: privateOption,
    number_person: persons,
  };
}

/**
 * An unpaid one-person booking written in the database, holding its place for the next hour: to be
 * paid by the test (a member may create only 3 unpaid bookings through the API).
 */
export async function unpaidBooking(database: Database, userId: number, slot: Slot) {
  const price = bookingPrice(YOGA, slot.pctDiscount, 1, false);
  const row = await database.db
    .insertInto("bookings")
    .values({
      userId,
      serviceId: YOGA.id,
      slotId: slot.id,
      numberPerson: 1,
      privateOption: false,
      price: price.price,
      creditPrice: price.credit_price,
      moneyRefundCredits: price.credit_price,
      createdAt: new Date(),
      holdUntil: new Date(Date.now() + 4 * PAYMENT_HOLD_MS),
    })
    .returning(["id", "creditPrice"])
    .executeTakeFirstOrThrow();
  return row;
}

/** A member's balance as the ledger keeps it: the sum of their movements. */
export async function movementsSum(database: Database, userId: number) {
  const row = await database.db
    .selectFrom("creditMovements")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("delta"), eb.lit(0)).as("total"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Every rule a state of the database must keep, however its writers were interrupted: answers what
 * is broken (empty when nothing). Credits: for each member, the movements and the records say the
 * same balance (as the copy check compares them), no record spent beyond what it held. Places: no
 * slot holds more persons than its capacity, a private booking is alone in its slot. Payments: a
 * booking paid in credits has its debit and no provider payment taken, one paid through a provider
 * has exactly one successful payment; a debit belongs to a booking paid in credits (or refunded);
 * a pack's successful payment gave its credits once.
 */
export async function brokenRules(database: Database): Promise<string[]> {
  const { db } = database;
  const broken: string[] = [];
  const raw = db.withoutPlugins();
  const balances = await sql<{ user_id: number; moves: number; records: number }>`
    select u.id as user_id,
      coalesce((select sum(delta) from credit_movements m where m.user_id = u.id), 0) as moves,
      coalesce((select sum(original_credit_number - used_credits) from credit_records r where r.user_id = u.id), 0) as records
    from users u`.execute(raw);
  for (const b of balances.rows) {
    if (Number(b.moves) !== Number(b.records))
      broken.push(`member ${b.user_id}: movements ${b.moves}, records ${b.records}`);
    if (Number(b.moves) < 0) broken.push(`member ${b.user_id}: balance ${b.moves}`);
  }
  const overspent = await db
    .selectFrom("creditRecords")
    .select(["id", "userId"])
    .where((eb) => eb.or([eb("usedCredits", ">", eb.ref("originalCreditNumber")), eb("usedCredits", "<", 0)]))
    .execute();
  for (const r of overspent) broken.push(`credit record ${r.id} of member ${r.userId} spent beyond it`);

  const now = new Date();
  const places = await sql<{
    slot_id: number;
    capacity: number;
    persons: number;
    bookings: number;
    privates: number;
  }>`
    select s.id as slot_id, s.capacity, sum(b.number_person) as persons, count(*) as bookings,
      sum(b.private_option) as privates
    from bookings b join slots s on s.id = b.slot_id
    where b.cancelled_at is null and (b.confirmed_at is not null or b.hold_until > ${now})
    group by s.id, s.capacity`.execute(raw);
  for (const p of places.rows) {
    if (Number(p.persons) > Number(p.capacity))
      broken.push(`slot ${p.slot_id}: ${p.persons} persons for ${p.capacity} places`);
    if (Number(p.privates) > 0 && Number(p.bookings) > 1)
      broken.push(`slot ${p.slot_id}: a private booking shares it with ${Number(p.bookings) - 1} other(s)`);
  }

  const bookings = await db.selectFrom("bookings").selectAll().execute();
  const debits = await db
    .selectFrom("creditMovements")
    .selectAll()
    .where("bookingId", "is not", null)
    .execute();
  const payments = await db.selectFrom("payments").selectAll().execute();
  for (const booking of bookings) {
    const spent = -debits
      .filter((d) => d.bookingId === booking.id && d.delta < 0)
      .reduce((sum, d) => sum + d.delta, 0);
    const givenBack = debits.filter((d) => d.bookingId === booking.id && d.delta > 0).length > 0;
    const taken = payments.filter(
      (p) => p.purpose === "booking" && p.objectId === booking.id && p.status === "success",
    );
    const paidInCredits = booking.paymentStatus === "paid" && booking.paymentMethod === "PAY02";
    if (paidInCredits && spent !== booking.creditPrice)
      broken.push(`booking ${booking.id}: paid in credits, ${spent} debited for ${booking.creditPrice}`);
    if (!paidInCredits && spent > 0 && !givenBack)
      broken.push(`booking ${booking.id}: ${spent} credits debited, not paid in credits`);
    if (
      booking.paymentStatus === "paid" &&
      (booking.paymentMethod === "PAY03" || booking.paymentMethod === "PAY04")
    )
      if (taken.length !== 1)
        broken.push(`booking ${booking.id}: paid by a provider, ${taken.length} payments taken`);
    if (paidInCredits && taken.length > 0)
      broken.push(`booking ${booking.id}: paid in credits and by a provider`);
    if (booking.paymentStatus === "paid" && !booking.confirmedAt)
      broken.push(`booking ${booking.id}: paid but not confirmed`);
  }
  const packRecords = await db
    .selectFrom("creditRecords")
    .select(["userId", "serviceName"])
    .where("origin", "=", "purchase")
    .where("serviceName", "!=", GIVEN_CREDITS)
    .execute();
  const packsPaid = payments.filter((p) => p.purpose === "pack" && p.status === "success");
  // Members who ever checked out a pack (the demo member's packs were given at start-up).
  const buyers = new Set(payments.filter((p) => p.purpose === "pack").map((p) => p.userId));
  for (const member of buyers) {
    const granted = packRecords.filter((r) => r.userId === member).length;
    const paid = packsPaid.filter((p) => p.userId === member).length;
    if (granted !== paid) broken.push(`member ${member}: ${paid} packs paid, ${granted} granted`);
  }
  return broken;
}
