import { sql } from "kysely";
import { holdsPlaces } from "../../../domain/capacity";
import { balance } from "../../../domain/ledger";
import { verifyAuditChain } from "../../../domain/staff/audit-verify";
import type { Db } from "../../tables";

export type Check = { ok: boolean; line: string };

/**
 * The invariants a real centre keeps, checked on what is in the database (not on what the
 * generator meant to write), each said in one French line.
 */
export async function checkInvariants(db: Db, now: Date, jwtSecret: Buffer): Promise<Check[]> {
  return [
    await capacity(db, now),
    await ledgerAgrees(db),
    await balances(db, now),
    await paidHavePayment(db),
    await auditChain(db, jwtSecret),
  ];
}

async function capacity(db: Db, now: Date): Promise<Check> {
  const over = await db
    .selectFrom("bookings")
    .innerJoin("slots", "slots.id", "bookings.slotId")
    .select(["slots.id", "slots.capacity"])
    .select((eb) => eb.fn.sum<number>("bookings.numberPerson").as("persons"))
    .where((eb) => holdsPlaces(eb, now))
    .groupBy(["slots.id", "slots.capacity"])
    .having((eb) => eb(eb.fn.sum("bookings.numberPerson"), ">", eb.ref("slots.capacity")))
    .execute();
  return {
    ok: over.length === 0,
    line: over.length
      ? `✗ ${over.length} créneau(x) au-delà de sa capacité (premier : n° ${over[0]?.id}).`
      : "✓ Aucun créneau au-delà de sa capacité parmi les réservations qui tiennent des places.",
  };
}

/** Each record's credits used are its debits, and each member's movements add up to their records. */
async function ledgerAgrees(db: Db): Promise<Check> {
  const records = await db
    .selectFrom("creditRecords")
    .select("userId")
    .select((eb) => eb.fn.sum<number>(sql`original_credit_number - used_credits`).as("left"))
    .groupBy("userId")
    .execute();
  const movements = await db
    .selectFrom("creditMovements")
    .select("userId")
    .select((eb) => eb.fn.sum<number>("delta").as("sum"))
    .groupBy("userId")
    .execute();
  const sums = new Map(movements.map((m) => [m.userId, Number(m.sum)]));
  const wrong = records.filter((r) => Number(r.left) !== (sums.get(r.userId) ?? 0)).length;
  const negative = await db
    .selectFrom("creditRecords")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) => eb.or([eb("usedCredits", "<", 0), eb("usedCredits", ">", eb.ref("originalCreditNumber"))]))
    .executeTakeFirst();
  const bad = wrong + Number(negative?.n ?? 0);
  return {
    ok: bad === 0,
    line: bad
      ? `✗ Registre de crédits incohérent : ${wrong} membre(s) dont les mouvements ne font pas les lignes, ${Number(negative?.n ?? 0)} ligne(s) surconsommée(s).`
      : "✓ Pour chaque membre, la somme des mouvements de crédits égale ce qui reste sur ses lignes.",
  };
}

/** The balance as the app computes it equals the movements less what expired unused; never below zero. */
async function balances(db: Db, now: Date): Promise<Check> {
  const movements = await db
    .selectFrom("creditMovements")
    .select("userId")
    .select((eb) => eb.fn.sum<number>("delta").as("sum"))
    .groupBy("userId")
    .orderBy("userId")
    .execute();
  const expired = await db
    .selectFrom("creditRecords")
    .select("userId")
    .select((eb) => eb.fn.sum<number>(sql`original_credit_number - used_credits`).as("left"))
    .where("expiresAt", "is not", null)
    .where("expiresAt", "<=", now)
    .groupBy("userId")
    .execute();
  const lost = new Map(expired.map((e) => [e.userId, Number(e.left)]));
  let wrong = 0;
  let negative = 0;
  for (const m of movements) {
    const app = await balance(db, m.userId, now);
    if (app < 0) negative += 1;
    if (app !== Number(m.sum) - (lost.get(m.userId) ?? 0)) wrong += 1;
  }
  return {
    ok: wrong === 0 && negative === 0,
    line:
      wrong || negative
        ? `✗ Soldes : ${wrong} différent(s) des mouvements moins les crédits expirés, ${negative} négatif(s).`
        : `✓ Les ${movements.length} soldes calculés par l'application égalent les mouvements moins les crédits expirés ; aucun n'est négatif.`,
  };
}

/** Paid in credits: debits; by wallet: a successful payment; at the venue: its payment there. */
async function paidHavePayment(db: Db): Promise<Check> {
  const row = await db
    .selectFrom("bookings as b")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("b.paymentStatus", "=", "paid")
    .where((eb) =>
      eb.not(
        eb.or([
          eb.and([
            eb("b.paymentMethod", "=", "PAY02"),
            eb.exists(
              eb
                .selectFrom("creditMovements as m")
                .select("m.id")
                .whereRef("m.bookingId", "=", "b.id")
                .where("m.delta", "<", 0),
            ),
          ]),
          eb.and([
            eb("b.paymentMethod", "in", ["PAY03", "PAY04"]),
            // `in`, not `exists`: payments have no index on the object they pay.
            eb(
              "b.id",
              "in",
              eb
                .selectFrom("payments as p")
                .select("p.objectId")
                .where("p.purpose", "=", "booking")
                .where("p.status", "=", "success"),
            ),
          ]),
          eb.and([
            eb("b.paymentMethod", "=", "PAY01"),
            eb.exists(
              eb.selectFrom("venuePayments as v").select("v.id").whereRef("v.bookingId", "=", "b.id"),
            ),
          ]),
        ]),
      ),
    )
    .executeTakeFirst();
  const n = Number(row?.n ?? 0);
  return {
    ok: n === 0,
    line: n
      ? `✗ ${n} réservation(s) payée(s) sans leur paiement.`
      : "✓ Chaque réservation payée a son paiement (crédits débités, paiement en ligne réussi ou encaissement sur place).",
  };
}

async function auditChain(db: Db, jwtSecret: Buffer): Promise<Check> {
  const check = await verifyAuditChain(db, jwtSecret);
  return {
    ok: check.intact,
    line: check.broken
      ? `✗ Journal d'audit altéré : ${check.broken.message}`
      : `✓ Journal d'audit intact : ${check.checked} ligne(s) vérifiée(s).`,
  };
}
