import {
  type Practitioner,
  type PractitionerRequestData,
  peopleMessages,
} from "../../../src/contract/staff/people";
import type { Db } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import { type Refusal, refuseField } from "../../lib/answers";
import { writeAudit } from "../staff/audit";
import { changedFigures, notFound } from "../staff/catalogue-changes";
import type { StaffMember } from "../staff/roles";
import { assignUnassigned } from "./assign-existing";
import { sortedWeek, unknownServices, weekOutsideCentre } from "./people-checks";
import { fullName, readPractitioners } from "./practitioner-rows";

/**
 * The centre's practitioners, kept by admins. Never deleted: one who leaves is made inactive, so the
 * bookings they delivered keep their name.
 */

const m = peopleMessages;
export type PractitionerDone = { ok: true; detail: string; practitioner: Practitioner };

/** The account linked must be a staff member's, and no other practitioner's. */
async function accountRefused(db: Db, userId: number | null, self: number | null): Promise<Refusal | null> {
  if (userId === null) return null;
  const user = await db.selectFrom("users").select("staffRole").where("id", "=", userId).executeTakeFirst();
  if (!user?.staffRole) return refuseField("user_id", m.unknownAccount);
  const other = await db
    .selectFrom("practitioners")
    .select(["id", "firstName", "lastName"])
    .where("userId", "=", userId)
    .executeTakeFirst();
  return other && other.id !== self ? refuseField("user_id", m.accountTaken(fullName(other))) : null;
}

/** Every rule a practitioner's input must follow, the first broken one's refusal. */
async function inputRefused(db: Db, input: PractitionerRequestData, self: number | null) {
  return (
    (await unknownServices(db, input.services)) ??
    (await weekOutsideCentre(db, input.week_hours)) ??
    (await accountRefused(db, input.user_id, self))
  );
}

const columns = (input: PractitionerRequestData) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  bio: input.bio,
  // Absent: the photo stays as the upload left it.
  ...(input.photo === undefined ? {} : { photo: input.photo }),
  userId: input.user_id,
  weekHours: input.week_hours ? JSON.stringify(sortedWeek(input.week_hours)) : null,
  isActive: input.is_active,
});

async function setServices(tx: AppDeps, id: number, services: readonly number[]) {
  const before = await tx.db
    .selectFrom("practitionerServices")
    .select("serviceId")
    .where("practitionerId", "=", id)
    .execute();
  const had = new Set(before.map((r) => r.serviceId));
  await tx.db.deleteFrom("practitionerServices").where("practitionerId", "=", id).execute();
  if (services.length)
    await tx.db
      .insertInto("practitionerServices")
      .values(services.map((serviceId) => ({ practitionerId: id, serviceId })))
      .execute();
  // Sessions of a service newly mapped, booked before it had anyone (or any room), get theirs now;
  // a save that maps nothing new changes no booking.
  await assignUnassigned(
    tx.db,
    tx.clock.now(),
    services.filter((s) => !had.has(s)),
  );
}

/** The figures an audit line keeps of a practitioner. */
const figures = (p: Practitioner) => ({
  first_name: p.first_name,
  last_name: p.last_name,
  user_id: p.user_id,
  week_hours: p.week_hours ? JSON.stringify(p.week_hours) : null,
  is_active: p.is_active,
  services: p.services.join(","),
  bio: p.bio,
  photo: p.photo,
});

async function readOne(deps: Pick<AppDeps, "clock">, db: Db, id: number) {
  const [found] = await readPractitioners(db, deps.clock.now(), id);
  return found ?? null;
}

export async function createPractitioner(
  deps: AppDeps,
  staff: StaffMember,
  input: PractitionerRequestData,
): Promise<Refusal | PractitionerDone> {
  return immediate(deps, async (tx): Promise<Refusal | PractitionerDone> => {
    const refused = await inputRefused(tx.db, input, null);
    if (refused) return refused;
    const { id } = await tx.db
      .insertInto("practitioners")
      .values({ ...columns(input), createdAt: deps.clock.now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setServices(tx, id, input.services);
    const created = await readOne(deps, tx.db, id);
    if (!created) throw new Error("practitioner written then not read");
    const name = `${created.first_name} ${created.last_name}`.trim();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "practitioner.created",
      summary: `Praticien « ${name} » ajouté (${created.services.length} service(s)).`,
      data: { practitioner_id: id, ...figures(created) },
    });
    return { ok: true, detail: m.practitionerCreated(name), practitioner: created };
  });
}

/** Changed as a whole: name, bio, photo, account, own week, services, active or not. */
export async function updatePractitioner(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  input: PractitionerRequestData,
): Promise<Refusal | PractitionerDone> {
  return immediate(deps, async (tx): Promise<Refusal | PractitionerDone> => {
    const before = await readOne(deps, tx.db, id);
    if (!before) return notFound(m.practitionerNotFound);
    const refused = await inputRefused(tx.db, input, id);
    if (refused) return refused;
    await tx.db.updateTable("practitioners").set(columns(input)).where("id", "=", id).execute();
    await setServices(tx, id, input.services);
    const after = await readOne(deps, tx.db, id);
    if (!after) throw new Error("practitioner written then not read");
    const changed = changedFigures(figures(before), figures(after));
    const name = `${after.first_name} ${after.last_name}`.trim();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "practitioner.updated",
      summary: changed.changed.length
        ? `Praticien « ${name} » modifié : ${changed.changed.join(", ")}.`
        : `Praticien « ${name} » enregistré (rien de changé).`,
      data: { practitioner_id: id, before: changed.before, after: changed.after },
    });
    return { ok: true, detail: m.practitionerSaved, practitioner: after };
  });
}
