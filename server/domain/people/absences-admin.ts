import { type AbsenceRequestData, peopleMessages } from "../../../src/contract/staff/people";
import { type AppDeps, immediate } from "../../deps";
import { type Refusal, refuseField } from "../../lib/answers";
import { writeAudit } from "../staff/audit";
import { notFound } from "../staff/catalogue-changes";
import type { StaffMember } from "../staff/roles";
import { fullName, readPractitioners } from "./practitioner-rows";
import type { PractitionerDone } from "./practitioners-admin";

/** A practitioner's absences (leave, sick days), added and removed by admins. */

const m = peopleMessages;

const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

async function practitionerRow(deps: AppDeps, id: number) {
  return deps.db
    .selectFrom("practitioners")
    .select(["id", "firstName", "lastName"])
    .where("id", "=", id)
    .executeTakeFirst();
}

async function answer(deps: AppDeps, id: number, detail: string): Promise<PractitionerDone> {
  const [practitioner] = await readPractitioners(deps.db, deps.clock.now(), id);
  if (!practitioner) throw new Error("practitioner gone within its own transaction");
  return { ok: true, detail, practitioner };
}

/** An absence not yet over; the sessions it falls on are the staff's to deal with. */
export function addAbsence(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  input: AbsenceRequestData,
): Promise<Refusal | PractitionerDone> {
  return immediate(deps, async (tx): Promise<Refusal | PractitionerDone> => {
    const who = await practitionerRow(tx, id);
    if (!who) return notFound(m.practitionerNotFound);
    const startsAt = new Date(input.starts_at);
    const endsAt = new Date(input.ends_at);
    if (endsAt <= deps.clock.now()) return refuseField("ends_at", m.absenceOver);
    const { id: absenceId } = await tx.db
      .insertInto("practitionerAbsences")
      .values({ practitionerId: id, startsAt, endsAt, label: input.label })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "practitioner.absence_added",
      summary: `Absence de ${fullName(who)} du ${when(startsAt)} au ${when(endsAt)}${input.label ? ` (${input.label})` : ""}.`,
      data: {
        practitioner_id: id,
        absence_id: absenceId,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        label: input.label,
      },
    });
    return answer(tx, id, m.absenceAdded);
  });
}

export function removeAbsence(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  absenceId: number,
): Promise<Refusal | PractitionerDone> {
  return immediate(deps, async (tx): Promise<Refusal | PractitionerDone> => {
    const who = await practitionerRow(tx, id);
    if (!who) return notFound(m.practitionerNotFound);
    const absence = await tx.db
      .selectFrom("practitionerAbsences")
      .selectAll()
      .where("id", "=", absenceId)
      .where("practitionerId", "=", id)
      .executeTakeFirst();
    if (!absence) return notFound(m.absenceNotFound);
    await tx.db.deleteFrom("practitionerAbsences").where("id", "=", absenceId).execute();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "practitioner.absence_removed",
      summary: `Absence de ${fullName(who)} du ${when(absence.startsAt)} au ${when(absence.endsAt)} supprimée.`,
      data: {
        practitioner_id: id,
        absence_id: absenceId,
        starts_at: absence.startsAt.toISOString(),
        ends_at: absence.endsAt.toISOString(),
        label: absence.label,
      },
    });
    return answer(tx, id, m.absenceRemoved);
  });
}
