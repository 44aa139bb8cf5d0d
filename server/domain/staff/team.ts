import { staffRoleLabels } from "../../../src/contract/staff/common";
import type { StaffRole } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import { findUserByEmail } from "../members";
import { writeAudit } from "./audit";
import { fullName } from "./roles";

/** Not a hash: no password matches it. The new staff member chooses one by « Mot de passe oublié ». */
export const NO_PASSWORD_YET = "!no-password-yet";

export type RoleOutcome =
  | { outcome: "created" | "changed" | "unchanged" | "removed"; userId: number; email: string }
  | { outcome: "not_found" };

/**
 * Gives an account a staff role (creating the account when the address has none), or takes it
 * away (`role` null). A created account has no password: its owner sets one through the password
 * reset, whose code goes to that mailbox, so nobody else can use it. Written to the audit log.
 */
export function setStaffRole(
  deps: Pick<AppDeps, "db" | "database" | "clock">,
  input: {
    email: string;
    role: StaffRole | null;
    firstName?: string;
    lastName?: string;
    actorId: number | null;
  },
): Promise<RoleOutcome> {
  const email = input.email.trim().toLowerCase();
  const now = deps.clock.now();
  return immediate(deps, async (tx): Promise<RoleOutcome> => {
    const existing = await findUserByEmail(tx.db, email);
    if (!existing && input.role === null) return { outcome: "not_found" };
    let userId: number;
    let outcome: "created" | "changed" | "unchanged" | "removed";
    if (!existing) {
      const created = await tx.db
        .insertInto("users")
        .values({
          email,
          passwordHash: NO_PASSWORD_YET,
          firstName: input.firstName?.trim() || (email.split("@")[0] ?? email),
          lastName: input.lastName?.trim() ?? "",
          staffRole: input.role,
          createdAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      userId = created.id;
      outcome = "created";
    } else {
      userId = existing.id;
      if (existing.staffRole === input.role) return { outcome: "unchanged", userId, email };
      await tx.db.updateTable("users").set({ staffRole: input.role }).where("id", "=", userId).execute();
      outcome = input.role === null ? "removed" : "changed";
    }
    const who = existing ? `${fullName(existing)} <${email}>` : email;
    await writeAudit(tx, {
      staffId: input.actorId,
      action: "staff.role_set",
      clientId: userId,
      summary:
        input.role === null
          ? `Rôle retiré à ${who}.`
          : `Rôle ${staffRoleLabels[input.role]} donné à ${who}${outcome === "created" ? " (compte créé)" : ""}.`,
      data: { email, role: input.role, previous: existing?.staffRole ?? null, created: !existing },
    });
    return { outcome, userId, email };
  });
}

/** Every staff account, admins first. */
export function listStaff(deps: Pick<AppDeps, "db">) {
  return deps.db
    .selectFrom("users")
    .select(["id", "email", "firstName", "lastName", "staffRole", "passwordHash"])
    .where("staffRole", "is not", null)
    .orderBy("staffRole")
    .orderBy("email")
    .execute();
}
