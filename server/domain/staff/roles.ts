import type { Db } from "../../db/tables";
import type { StaffRole } from "../../db/tables/staff";
import { liveFamily } from "../tokens";

/** A staff member as the staff routes know them: who, and what they may do. */
export type StaffMember = { id: number; role: StaffRole; name: string; email: string };

/** What only an admin may do (the site, the catalogue, the hours, the team, the Journal): the rule, once. */
export const isAdmin = (staff: Pick<StaffMember, "role"> | undefined) => staff?.role === "admin";

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

type StaffRow = {
  id: number;
  staffRole: StaffRole | null;
  firstName: string;
  lastName: string;
  email: string | null;
};
/** A role is only ever given by e-mail (`setStaffRole`): an account without one is never staff. */
const asStaff = (row: StaffRow | undefined): StaffMember | undefined =>
  row?.staffRole && row.email !== null
    ? { id: row.id, role: row.staffRole, name: fullName(row), email: row.email }
    : undefined;

/** The account's staff role now; undefined for a client (or an account that no longer exists). */
export async function findStaff(db: Db, userId: number): Promise<StaffMember | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "staffRole", "firstName", "lastName", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return asStaff(row);
}

/**
 * The account behind a live login (`liveFamily`) and its staff role now, in one read: null when the
 * login is over (revoked, or not this account's), `staff` undefined for a client.
 */
export async function findLoggedInStaff(
  db: Db,
  familyId: string,
  userId: number,
): Promise<{ staff: StaffMember | undefined } | null> {
  const row = await db
    .selectFrom("tokenFamilies")
    .innerJoin("users", "users.id", "tokenFamilies.userId")
    .select(["users.id", "users.staffRole", "users.firstName", "users.lastName", "users.email"])
    .where((eb) => liveFamily(eb, familyId, userId))
    .executeTakeFirst();
  return row ? { staff: asStaff(row) } : null;
}
