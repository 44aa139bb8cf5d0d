import type { Practitioner } from "../../../src/contract/staff/people";
import type { Db } from "../../db/tables";
import { parseWeek } from "./people-checks";

/** Practitioners as the staff API shows them: their services, account's name and absences to come. */

/** Every practitioner (or one, by `id`), active first then by first name, with what goes with them. */
export async function readPractitioners(db: Db, now: Date, id?: number): Promise<Practitioner[]> {
  let query = db
    .selectFrom("practitioners as p")
    .leftJoin("users as u", "u.id", "p.userId")
    .select([
      "p.id",
      "p.firstName",
      "p.lastName",
      "p.bio",
      "p.photo",
      "p.userId",
      "p.weekHours",
      "p.isActive",
      "u.firstName as userFirstName",
      "u.lastName as userLastName",
      "u.email as userEmail",
    ])
    .orderBy("p.isActive", "desc")
    .orderBy("p.firstName")
    .orderBy("p.id");
  if (id !== undefined) query = query.where("p.id", "=", id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [services, absences] = await Promise.all([
    db
      .selectFrom("practitionerServices")
      .select(["practitionerId", "serviceId"])
      .where("practitionerId", "in", ids)
      .orderBy("serviceId")
      .execute(),
    db
      .selectFrom("practitionerAbsences")
      .selectAll()
      .where("practitionerId", "in", ids)
      .where("endsAt", ">", now)
      .orderBy("startsAt")
      .orderBy("id")
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    bio: r.bio,
    photo: r.photo,
    user_id: r.userId,
    user_name:
      r.userId === null
        ? null
        : `${r.userFirstName ?? ""} ${r.userLastName ?? ""}`.trim() || (r.userEmail ?? ""),
    week_hours: parseWeek(r.weekHours),
    is_active: Boolean(r.isActive),
    services: services.filter((s) => s.practitionerId === r.id).map((s) => s.serviceId),
    absences: absences
      .filter((a) => a.practitionerId === r.id)
      .map((a) => ({
        id: a.id,
        starts_at: a.startsAt.toISOString(),
        ends_at: a.endsAt.toISOString(),
        label: a.label,
      })),
  }));
}

/** A practitioner's full name, as the audit log and messages say it. */
export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
