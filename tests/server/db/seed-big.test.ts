import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateBigCentre } from "../../../server/db/seed/big/generate";
import { isoDay } from "../../../server/domain/schedule";
import { makeTestApp } from "../harness";
import { TEST_START } from "../support/test-start";

const secret = Buffer.alloc(32, 7);
const options = {
  scale: 0.002,
  seed: 42,
  today: isoDay(new Date(TEST_START)),
  jwtSecret: secret,
  passwordCost: { N: 2 ** 10, r: 8, p: 1 },
};

/** A fresh database of the run's kind, grown into a tiny centre. */
async function tinyCentre() {
  const t = await makeTestApp({ demoMember: false });
  const report = await generateBigCentre(
    { db: t.deps.db, dialect: t.deps.database.dialect, database: t.deps.database },
    options,
  );
  return { t, report };
}

/** A digest of what the generator wrote, row by row in id order. */
async function digest(t: Awaited<ReturnType<typeof makeTestApp>>) {
  const { db } = t.deps;
  const hash = createHash("sha256");
  const tables = [
    await db.selectFrom("users").selectAll().orderBy("id").execute(),
    await db.selectFrom("bookings").selectAll().orderBy("id").execute(),
    await db.selectFrom("creditRecords").selectAll().orderBy("id").execute(),
    await db.selectFrom("creditMovements").selectAll().orderBy("id").execute(),
    await db.selectFrom("payments").selectAll().orderBy("createdAt").orderBy("id").execute(),
    await db.selectFrom("staffAudit").selectAll().orderBy("id").execute(),
  ];
  for (const rows of tables) hash.update(JSON.stringify(rows));
  return hash.digest("hex");
}

describe("npm run db:seed-big's generator, at a tiny scale", () => {
  it("writes every case a centre meets, keeps every invariant, and gives the same rows for the same seed", async () => {
    const first = await tinyCentre();
    for (const check of first.report.checks) expect(check.line).toMatch(/^✓/);
    expect(first.report.checks.every((c) => c.ok)).toBe(true);

    const { db } = first.t.deps;
    const now = new Date(`${options.today}T10:00:00Z`);
    const count = async (q: Promise<{ n: number | string | bigint } | undefined>) =>
      Number((await q)?.n ?? 0);
    const bookings = () => db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("n"));
    expect(await count(bookings().where("attendance", "=", "present").executeTakeFirst())).toBeGreaterThan(0);
    expect(await count(bookings().where("attendance", "=", "absent").executeTakeFirst())).toBeGreaterThan(0);
    expect(await count(bookings().where("cancelledBy", "is not", null).executeTakeFirst())).toBeGreaterThan(
      0,
    );
    expect(
      await count(
        bookings().where("cancelledAt", "is not", null).where("cancelledBy", "is", null).executeTakeFirst(),
      ),
    ).toBeGreaterThan(0);
    expect(await count(bookings().where("paymentStatus", "=", "failed").executeTakeFirst())).toBeGreaterThan(
      0,
    );
    // Held: waiting for a payment whose hold still runs.
    expect(
      await count(
        bookings().where("confirmedAt", "is", null).where("holdUntil", ">", now).executeTakeFirst(),
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        bookings()
          .where("paymentMethod", "=", "PAY01")
          .where("paymentStatus", "=", "pending")
          .executeTakeFirst(),
      ),
    ).toBeGreaterThan(0);
    const venue = await db.selectFrom("venuePayments").select("method").distinct().execute();
    expect(venue.map((v) => v.method).sort()).toEqual(["card", "cash", "orange_money", "wave"]);
    const methods = await db
      .selectFrom("bookings")
      .select("paymentMethod")
      .where("paymentStatus", "=", "paid")
      .distinct()
      .execute();
    expect(methods.map((m) => m.paymentMethod).sort()).toEqual(["PAY01", "PAY02", "PAY03", "PAY04"]);
    const expired = await count(
      db
        .selectFrom("creditRecords")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("expiresAt", "<=", now)
        .whereRef("usedCredits", "<", "originalCreditNumber")
        .executeTakeFirst(),
    );
    expect(expired).toBeGreaterThan(0);
    // Cancelled, then given back: credits returned for a booking.
    expect(
      await count(
        db
          .selectFrom("creditRecords")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("origin", "=", "refund")
          .where("staffEntry", "is", null)
          .executeTakeFirst(),
      ),
    ).toBeGreaterThan(0);

    const second = await tinyCentre();
    expect(await digest(second.t)).toBe(await digest(first.t));
  }, 30_000);
});
