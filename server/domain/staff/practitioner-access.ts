import type { Db } from "../../db/tables";
import type { StaffMember } from "./roles";

/**
 * What the « praticien » role may call under `staff/`: who they are, their week (narrowed to their
 * own sessions by the route), one of their bookings, and its arrival. Anything else answers 403.
 */
const allowed: { method: string; path: RegExp }[] = [
  { method: "GET", path: /^me\/$/ },
  { method: "GET", path: /^week\/$/ },
  { method: "GET", path: /^bookings\/[^/]+\/$/ },
  { method: "POST", path: /^bookings\/[^/]+\/attendance\/$/ },
];

export const isPractitioner = (staff: Pick<StaffMember, "role">) => staff.role === "practitioner";

/** Whether a practitioner may call `method` on `path` (relative to `staff/`). */
export const practitionerMay = (method: string, path: string) =>
  allowed.some((a) => a.method === method && a.path.test(path));

/** The booking id a practitioner's call is about (`bookings/{id}/…`), if any. */
export function bookingOfPath(path: string): number | null {
  const match = /^bookings\/(\d{1,9})\//.exec(path);
  return match ? Number(match[1]) : null;
}

/** Whether the booking is one of this practitioner's sessions. */
export async function isOwnSession(db: Db, practitionerId: number, bookingId: number): Promise<boolean> {
  const row = await db
    .selectFrom("bookingPractitioners")
    .select("bookingId")
    .where("bookingId", "=", bookingId)
    .where("practitionerId", "=", practitionerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The practitioner row a staff account is linked to, if any (the « praticien » role's own day). */
export async function practitionerOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom("practitioners")
    .select("id")
    .where("userId", "=", userId)
    .where("isActive", "=", true)
    .executeTakeFirst();
  return row?.id ?? null;
}
