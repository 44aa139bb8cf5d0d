import type { StaffRole } from "../../db/tables/staff";
import type { AppDeps } from "../../deps";

export const roleRuleMessages = {
  notSelf: "Vous ne pouvez pas changer votre propre rôle : demandez-le à un autre administrateur.",
  lastAdmin:
    "C'est le dernier compte administrateur : nommez d'abord un autre administrateur, sinon plus personne ne pourrait gérer l'équipe ni les réglages.",
  noLongerAdmin: "Vous n'êtes plus administrateur : seul un administrateur peut changer les rôles.",
} as const;

/** Why a role change is refused: what to say, and the HTTP status. */
export type RoleRefusal = { message: string; status: number };

/**
 * The rule every role change obeys, read inside its write transaction (`tx`): nobody changes their
 * own role, the one changing it is still an admin at that moment, and an admin role is taken away
 * only while another admin remains. The command line (`actorId` null) may change anyone's role, the
 * last admin's included once another exists, so a centre that lost its admin's mailbox names a new
 * admin there first, then removes the old one.
 */
export async function roleChangeRefusal(
  tx: Pick<AppDeps, "db" | "database">,
  change: { userId: number; from: StaffRole | null; to: StaffRole | null; actorId: number | null },
): Promise<RoleRefusal | null> {
  if (change.actorId === change.userId) return { message: roleRuleMessages.notSelf, status: 400 };
  if (change.from === "admin" && change.to !== "admin" && (await otherAdmins(tx, change.userId)) === 0)
    return { message: roleRuleMessages.lastAdmin, status: 409 };
  if (change.actorId === null) return null;
  const actor = await tx.db
    .selectFrom("users")
    .select("staffRole")
    .where("id", "=", change.actorId)
    .executeTakeFirst();
  // The role was read when the request came in: another admin may have taken it away since.
  return actor?.staffRole === "admin" ? null : { message: roleRuleMessages.noLongerAdmin, status: 403 };
}

/**
 * The admins other than `userId`. Every writer already runs one at a time (`immediate`: SQLite's
 * write lock, PostgreSQL's writers' lock); on PostgreSQL the admin rows are also locked, so the
 * count stays true under READ COMMITTED even for a write that skipped that lock.
 */
async function otherAdmins(tx: Pick<AppDeps, "db" | "database">, userId: number): Promise<number> {
  const admins = tx.db
    .selectFrom("users")
    .select("id")
    .where("staffRole", "=", "admin")
    .where("id", "!=", userId);
  const rows = await (tx.database.dialect === "postgres" ? admins.forUpdate() : admins).execute();
  return rows.length;
}
