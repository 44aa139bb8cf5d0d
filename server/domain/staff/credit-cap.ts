import { ruleBounds, ruleKeys } from "../../../src/contract/staff/settings";
import { counted } from "../../../src/lib/plural";
import type { Db } from "../../db/tables";
import type { StaffRole } from "../../db/tables/staff";
import { isoDay } from "../schedule";
import { setting } from "../settings";

export const creditCapMessages = {
  staffAccount: "Seul un administrateur peut ajuster les crédits d'un membre de l'équipe.",
  overCap: (cap: number, left: number) =>
    `L'accueil peut ajouter au plus ${counted(cap, "crédit")} par jour à un même client (encore ${left} aujourd'hui) : au-delà, un administrateur doit le faire.`,
} as const;

/** What the desk's receptionists together may add to one client in a day (`reception_daily_credits`, 50 by default). */
export const receptionDailyCredits = (db: Db) =>
  setting(db, ruleKeys.reception_daily_credits, ruleBounds.reception_daily_credits.fallback);

/**
 * Why an adjustment at the desk is refused, if it is: a staff member's balance is an admin's to
 * adjust, and a receptionist adds at most the day's cap to one client (a Dakar day, UTC). Read in
 * the adjustment's write transaction (`db`), with the actor's role as it is now, so two adjustments
 * at once, from two instances, are counted one after the other.
 */
export async function deskAdjustmentRefusal(
  db: Db,
  input: { staffId: number; clientId: number; clientRole: StaffRole | null; delta: number; now: Date },
): Promise<string | null> {
  const actor = await db
    .selectFrom("users")
    .select("staffRole")
    .where("id", "=", input.staffId)
    .executeTakeFirst();
  if (actor?.staffRole === "admin") return null;
  if (input.clientRole !== null) return creditCapMessages.staffAccount;
  if (input.delta <= 0) return null;
  const dayStart = new Date(`${isoDay(input.now)}T00:00:00Z`);
  // The desk's cap, not each receptionist's: two of them together add no more than one would.
  const added = await db
    .selectFrom("creditRecords")
    .innerJoin("users as actor", "actor.id", "creditRecords.staffId")
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>("creditRecords.originalCreditNumber"), eb.lit(0)).as("total"),
    )
    .where("creditRecords.userId", "=", input.clientId)
    .where("actor.staffRole", "=", "reception")
    .where("creditRecords.staffEntry", "=", "adjustment")
    .where("creditRecords.origin", "=", "refund")
    .where("creditRecords.createdAt", ">=", dayStart)
    .where("creditRecords.createdAt", "<", new Date(dayStart.getTime() + 86_400_000))
    .executeTakeFirstOrThrow();
  const cap = await receptionDailyCredits(db);
  const left = Math.max(0, cap - Number(added.total));
  return input.delta > left ? creditCapMessages.overCap(cap, left) : null;
}
