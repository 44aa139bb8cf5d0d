import { type AppDeps, immediate } from "../../deps";
import { hashPassword } from "../../domain/passwords";
import { isoDay } from "../../domain/schedule";
import { revokeAllForUser } from "../../domain/tokens";
import { withUserSearch } from "../../domain/user-search";
import { seedBookings } from "./demo-desk-bookings";
import { demoMember } from "./seed";

/** Demo mode only (their passwords are public, in the README): the back-office's two roles. */
export const demoStaff = [
  {
    email: "admin@example.com",
    password: "Admin2026!",
    role: "admin",
    firstName: "Aïda",
    lastName: "Ndiaye",
  },
  {
    email: "accueil@example.com",
    password: "Accueil2026!",
    role: "reception",
    firstName: "Moussa",
    lastName: "Fall",
  },
] as const;

/** The day's other clients: no password anyone knows (they never log in). */
export const demoClients = [
  { email: "fatou.sow@example.com", firstName: "Fatou", lastName: "Sow", phone: "+221762345678" },
  { email: "cheikh.ba@example.com", firstName: "Cheikh", lastName: "Ba", phone: "+221703456789" },
  {
    email: "ibrahima.diallo@example.com",
    firstName: "Ibrahima",
    lastName: "Diallo",
    phone: "+221774567890",
  },
  { email: "khady.sarr@example.com", firstName: "Khady", lastName: "Sarr", phone: "+221785678901" },
] as const;

const NO_LOGIN = "!demo-client";
const RETIRED = "!retired";
const MINUTE = 60_000;

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;

/**
 * A day at the desk for the demonstration: the demo admin and receptionist, a few clients, and on
 * the first open day from today, bookings in every state the desk meets (to pay at the venue,
 * paid in credits, at the venue or online, present, absent, cancelled with credits back), an
 * Orange Money refund the centre owes by hand and contact messages, read and unread. Once: false
 * when the demo admin is already there.
 */
export async function seedDemoDesk(deps: Deps): Promise<boolean> {
  if (
    await deps.db.selectFrom("users").select("id").where("email", "=", demoStaff[0].email).executeTakeFirst()
  )
    return false;
  const hashes = await Promise.all(demoStaff.map((s) => hashPassword(s.password, deps.config.passwordCost)));
  const now = deps.clock.now();
  return immediate(deps, async (tx) => {
    const { db } = tx;
    if (await db.selectFrom("users").select("id").where("email", "=", demoStaff[0].email).executeTakeFirst())
      return false;
    const ids = new Map<string, number>();
    for (const [i, s] of demoStaff.entries()) {
      const row = await db
        .insertInto("users")
        .values(
          withUserSearch({
            email: s.email,
            passwordHash: hashes[i] ?? NO_LOGIN,
            firstName: s.firstName,
            lastName: s.lastName,
            isVerified: true,
            staffRole: s.role,
            createdAt: now,
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.set(s.email, row.id);
    }
    for (const c of demoClients) {
      const row = await db
        .insertInto("users")
        .values(
          withUserSearch({
            email: c.email,
            passwordHash: NO_LOGIN,
            firstName: c.firstName,
            lastName: c.lastName,
            telephoneNumber: c.phone,
            isVerified: true,
            createdAt: new Date(now.getTime() - 30 * 86_400_000),
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.set(c.email, row.id);
    }
    const member = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", demoMember.email)
      .executeTakeFirst();
    if (member) ids.set(demoMember.email, member.id);
    const admin = ids.get(demoStaff[0].email) ?? 0;
    const desk = ids.get(demoStaff[1].email) ?? 0;
    const day = await firstOpenDay(tx, now);
    if (day) await seedBookings(tx, day, now, ids, { admin, desk });
    await seedMoneyAndMessages(tx, now, ids, desk);
    return true;
  });
}

/** Today, or the next day with slots (the centre closes on Sundays). */
async function firstOpenDay(tx: Deps, now: Date): Promise<string | null> {
  const row = await tx.db
    .selectFrom("slots")
    .select("date")
    .where("date", ">=", isoDay(now))
    .orderBy("date")
    .limit(1)
    .executeTakeFirst();
  return row?.date ?? null;
}

/** An Orange Money pack payment the centre owes back by hand, and two contact messages. */
async function seedMoneyAndMessages(tx: Deps, now: Date, ids: Map<string, number>, desk: number) {
  const { db } = tx;
  const payer = ids.get("cheikh.ba@example.com");
  const paidAt = new Date(now.getTime() - 3 * 60 * MINUTE);
  if (payer)
    await db
      .insertInto("payments")
      .values({
        id: "demo-om-refund",
        userId: payer,
        purpose: "pack",
        objectId: 2,
        method: "PAY04",
        amount: 95000,
        status: "refunded",
        createdAt: paidAt,
        expiresAt: new Date(paidAt.getTime() + 6 * MINUTE),
        settledAt: new Date(paidAt.getTime() + 20 * MINUTE),
        provider: "orange-money",
        refundState: "manual",
        refundAmount: 95000,
        packName: "Pack Découverte",
        packCredits: 100,
        packValidityDays: 180,
      })
      .execute();
  await db
    .insertInto("contactMessages")
    .values([
      {
        name: "Mariama Diouf",
        email: "mariama.diouf@example.com",
        telephone: "+221 77 678 90 12",
        subject: "Horaires",
        message: "Bonjour, êtes-vous ouverts le samedi après-midi pour le yoga ?",
        createdAt: new Date(now.getTime() - 26 * 60 * MINUTE),
        readAt: new Date(now.getTime() - 20 * 60 * MINUTE),
        readBy: desk,
      },
      {
        name: "Ousmane Faye",
        email: "ousmane.faye@example.com",
        telephone: null,
        subject: "Carte cadeau",
        message: "Bonjour, proposez-vous des cartes cadeaux pour un massage en duo ?",
        createdAt: new Date(now.getTime() - 40 * MINUTE),
      },
    ])
    .execute();
}

/**
 * Production on a data folder first used for a demonstration: the demo staff, whose passwords are
 * public, lose their role, can no longer log in and lose their sessions. Answers how many.
 */
export async function retireDemoStaff(deps: Deps): Promise<number> {
  let retired = 0;
  for (const s of demoStaff) {
    const row = await deps.db
      .selectFrom("users")
      .select(["id", "passwordHash", "staffRole"])
      .where("email", "=", s.email)
      .executeTakeFirst();
    if (!row || (row.passwordHash === RETIRED && row.staffRole === null)) continue;
    await deps.db
      .updateTable("users")
      .set({ passwordHash: RETIRED, staffRole: null })
      .where("id", "=", row.id)
      .execute();
    await revokeAllForUser(deps, row.id);
    retired += 1;
  }
  return retired;
}
