import { brand } from "../../../src/brand";
import { staffRoleLabels } from "../../../src/contract/staff/common";
import type { TeamMember } from "../../../src/contract/staff/team";
import type { Db } from "../../db/tables";
import type { StaffRole } from "../../db/tables/staff";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { queueMail } from "../mail-queue";
import { findUserByEmail } from "../members";
import { withUserSearch } from "../user-search";
import { type AuditDeps, writeAudit } from "./audit";
import { type RoleRefusal, roleChangeRefusal, roleRuleMessages } from "./role-rule";
import { fullName, type StaffMember } from "./roles";

/** Not a hash: no password matches it. The new staff member chooses one by « Mot de passe oublié ». */
export const NO_PASSWORD_YET = "!no-password-yet";

export type RoleOutcome =
  | { outcome: "created" | "changed" | "unchanged" | "removed"; userId: number; email: string }
  | { outcome: "not_found" }
  | ({ outcome: "refused" } & RoleRefusal);

/**
 * Gives an account a staff role (creating the account when the address has none), or takes it
 * away (`role` null). A created account has no password: its owner sets one through the password
 * reset, whose code goes to that mailbox, so nobody else can use it. Written to the audit log.
 * Every role change goes through here, the command line's included, and obeys `roleChangeRefusal`
 * (never one's own, never the last admin) inside the same transaction.
 */
export function setStaffRole(
  deps: AuditDeps,
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
    // An account made with a role is a role change too: its author must still be an admin.
    if (!existing || existing.staffRole !== input.role) {
      const refusal = await roleChangeRefusal(tx, {
        userId: existing?.id ?? 0,
        from: existing?.staffRole ?? null,
        to: input.role,
        actorId: input.actorId,
      });
      if (refusal) return { outcome: "refused", ...refusal };
    }
    let userId: number;
    let outcome: "created" | "changed" | "unchanged" | "removed";
    if (!existing) {
      const created = await tx.db
        .insertInto("users")
        .values(
          withUserSearch({
            email,
            passwordHash: NO_PASSWORD_YET,
            firstName: input.firstName?.trim() || (email.split("@")[0] ?? email),
            lastName: input.lastName?.trim() ?? "",
            staffRole: input.role,
            createdAt: now,
          }),
        )
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

export const teamMessages = {
  invited: (email: string) => `Invitation envoyée à ${email}.`,
  promoted: (email: string) => `${email} fait désormais partie de l'équipe ; un courriel l'en informe.`,
  unchanged: "Ce compte a déjà ce rôle : rien n'a changé.",
  changed: "Rôle modifié.",
  removed: "Rôle retiré : l'espace équipe lui est fermé dès maintenant.",
  notMember: "Membre de l'équipe introuvable.",
  notSelf: roleRuleMessages.notSelf,
} as const;

export const teamMember = (m: Awaited<ReturnType<typeof listStaff>>[number]): TeamMember | null =>
  // A role is given by e-mail only: an account without one is not in the team.
  m.staffRole === null || m.email === null
    ? null
    : {
        id: m.id,
        email: m.email,
        first_name: m.firstName,
        last_name: m.lastName,
        role: m.staffRole,
        has_password: m.passwordHash !== NO_PASSWORD_YET,
      };

async function memberById(db: Db, userId: number) {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "firstName", "lastName", "staffRole", "passwordHash"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? teamMember(row) : null;
}

/** The mail that tells someone they are now in the team, and how to choose a password if they must. */
export function invitationMail(
  to: { email: string; firstName: string },
  role: StaffRole,
  loginUrl: string,
  mustSetPassword: boolean,
) {
  return {
    to: to.email,
    subject: `Votre accès à l'espace équipe — ${brand.name}`,
    text: [
      `Bonjour ${to.firstName},`,
      "",
      `Vous faites désormais partie de l'équipe de ${brand.name}, avec le rôle ${staffRoleLabels[role]}.`,
      "",
      mustSetPassword
        ? `Pour choisir votre mot de passe, ouvrez ${loginUrl}, choisissez « Mot de passe oublié ? » et saisissez cette adresse : un code vous sera envoyé. Connectez-vous ensuite : l'espace équipe s'ouvre.`
        : `Connectez-vous comme d'habitude sur ${loginUrl} : l'espace équipe s'ouvre.`,
      "",
      "Si vous n'attendiez pas ce message, ignorez-le.",
      "",
      `L'équipe ${brand.name}`,
    ].join("\n"),
  };
}

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "mailer" | "log" | "config">;

const refuse = (message: string, status: number): Refusal => ({
  ok: false,
  status,
  errors: { detail: [message] },
});

/** An admin invites someone: the role given (the account made if need be) and the mail queued, together. */
export function inviteStaff(
  deps: Deps,
  admin: StaffMember,
  input: { email: string; role: StaffRole; firstName: string; lastName: string },
  loginUrl: string,
): Promise<Refusal | { ok: true; detail: string; member: TeamMember | null }> {
  return immediate(deps, async (tx) => {
    const done = await setStaffRole(tx, { ...input, actorId: admin.id });
    if (done.outcome === "not_found") throw new Error("an invitation always gives a role");
    if (done.outcome === "refused") return refuse(done.message, done.status);
    if (done.outcome === "unchanged")
      return {
        ok: true as const,
        detail: teamMessages.unchanged,
        member: await memberById(tx.db, done.userId),
      };
    const member = await memberById(tx.db, done.userId);
    await queueMail(
      tx,
      invitationMail(
        { email: done.email, firstName: member?.first_name ?? "" },
        input.role,
        loginUrl,
        member?.has_password === false,
      ),
    );
    const detail =
      done.outcome === "created" ? teamMessages.invited(done.email) : teamMessages.promoted(done.email);
    return { ok: true as const, detail, member };
  });
}

/** Another role for a member of the team, or none; never one's own (the last admin cannot lock the door). */
export function changeRole(
  deps: Pick<AppDeps, "db" | "database" | "clock" | "config">,
  admin: StaffMember,
  userId: number,
  role: StaffRole | null,
): Promise<Refusal | { ok: true; detail: string; member: TeamMember | null }> {
  return immediate(deps, async (tx) => {
    const member = await memberById(tx.db, userId);
    if (!member) return refuse(teamMessages.notMember, 404);
    const done = await setStaffRole(tx, { email: member.email, role, actorId: admin.id });
    if (done.outcome === "refused") return refuse(done.message, done.status);
    const detail =
      done.outcome === "unchanged"
        ? teamMessages.unchanged
        : role === null
          ? teamMessages.removed
          : teamMessages.changed;
    return { ok: true as const, detail, member: await memberById(tx.db, userId) };
  });
}
