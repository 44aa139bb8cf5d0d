import { quickMembers, type TestApp } from "../harness";

const at = (text: string) => new Date(`${text}Z`);

/**
 * A small known week (Monday 2 to Sunday 8 June 2025), written straight into the database: two
 * Yoga slots of 10 places, bookings in every state, a payment of each kind, credits sold, spent,
 * expired and given back. The figures each report must find are worked out in its test.
 */
export async function knownWeek(t: TestApp) {
  const db = t.deps.db;
  const [c0, c1, c2] = await quickMembers(t, 3, "rapport");
  if (!c0 || !c1 || !c2) throw new Error("members");
  const slot = async (date: string, start: string, end: string) =>
    (
      await db
        .insertInto("slots")
        .values({
          serviceId: 4,
          date,
          startTime: start,
          endTime: end,
          startsAt: at(`${date}T${start}`),
          endsAt: at(`${date}T${end}`),
          capacity: 10,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const may = await slot("2025-05-20", "10:00:00", "11:00:00");
  const monday = await slot("2025-06-02", "10:00:00", "11:00:00");
  const tuesday = await slot("2025-06-03", "18:00:00", "19:00:00");
  const july = await slot("2025-07-15", "10:00:00", "11:00:00");
  const book = async (
    userId: number,
    slotId: number,
    persons: number,
    more: { privateOption?: boolean; cancelledAt?: Date; attendance?: "absent" | "present" } = {},
  ) =>
    (
      await db
        .insertInto("bookings")
        .values({
          userId,
          serviceId: 4,
          slotId,
          numberPerson: persons,
          privateOption: more.privateOption ?? false,
          price: 8000 * persons,
          creditPrice: 8 * persons,
          createdAt: at("2025-05-01T09:00:00"),
          holdUntil: at("2025-05-01T09:15:00"),
          confirmedAt: at("2025-05-01T09:01:00"),
          cancelledAt: more.cancelledAt ?? null,
          attendance: more.attendance ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  await book(c0.id, may, 1);
  const b1 = await book(c0.id, monday, 2);
  const b2 = await book(c1.id, monday, 1, { attendance: "absent" });
  await book(c2.id, monday, 1);
  // Cancelled an hour before the session (inside the 3 h cut-off), then two days before.
  await book(c2.id, tuesday, 1, { cancelledAt: at("2025-06-03T17:00:00") });
  await book(c1.id, tuesday, 1, { cancelledAt: at("2025-06-01T18:00:00") });
  await book(c0.id, tuesday, 1, { privateOption: true });
  await book(c1.id, july, 1);

  const staff = c0.id;
  await db
    .insertInto("venuePayments")
    .values({
      bookingId: b1,
      method: "cash",
      amount: 16000,
      staffId: staff,
      paidAt: at("2025-06-02T10:30:00"),
    })
    .execute();
  await db
    .insertInto("payments")
    .values({
      id: "report-wave",
      userId: c1.id,
      purpose: "booking",
      objectId: b2,
      method: "PAY03",
      amount: 8000,
      status: "success",
      createdAt: at("2025-06-02T08:55:00"),
      expiresAt: at("2025-06-02T09:10:00"),
      settledAt: at("2025-06-02T09:00:00"),
    })
    .execute();

  const record = async (
    origin: "purchase" | "refund",
    credits: number,
    used: number,
    createdAt: string,
    expiresAt: string | null,
    sale = false,
  ) =>
    (
      await db
        .insertInto("creditRecords")
        .values({
          userId: c2.id,
          origin,
          originalCreditNumber: credits,
          usedCredits: used,
          creditRealPrice: sale ? 20000 : 0,
          createdAt: at(createdAt),
          expiresAt: expiresAt ? at(expiresAt) : null,
          staffEntry: sale ? "pack_sale" : null,
          saleMethod: sale ? "card" : null,
          staffId: sale ? staff : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  // Held before the week: 10 credits, 4 spent during it.
  const old = await record("purchase", 10, 4, "2025-05-01T09:00:00", null);
  // Sold at the desk on Wednesday, 5 spent, the other 15 expired on Friday.
  const pack = await record("purchase", 20, 5, "2025-06-04T11:00:00", "2025-06-06T00:00:00", true);
  await record("refund", 3, 0, "2025-06-07T12:00:00", null);
  const move = (recordId: number, delta: number, createdAt: string) =>
    db
      .insertInto("creditMovements")
      .values({ userId: c2.id, delta, recordId, createdAt: at(createdAt) })
      .execute();
  await move(old, -4, "2025-06-03T12:00:00");
  await move(pack, -5, "2025-06-05T12:00:00");
  return { b1 };
}
