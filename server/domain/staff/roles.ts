import type { Db, StaffRole } from "../../db/tables";

/** A staff member as the staff routes know them: who, and what they may do. */
export type StaffMember = { id: number; role: StaffRole; name: string; email: string };

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The account's staff role now; undefined for a client (or an account that no longer exists). */
export async function findStaff(db: Db, userId: number): Promise<StaffMember | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "staffRole", "firstName", "lastName", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row?.staffRole) return undefined;
  return { id: row.id, role: row.staffRole, name: fullName(row), email: row.email };
}
