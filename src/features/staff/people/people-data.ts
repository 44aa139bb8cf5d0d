import type { Schedule } from "../../../contract/staff/schedule";
import { read } from "../../../queries/cache";
import { staffServicesQuery } from "../../../queries/staff-catalogue";
import { staffPractitionersQuery, staffRoomsQuery } from "../../../queries/staff-people";
import { staffScheduleQuery } from "../../../queries/staff-schedule";
import { staffTeamQuery } from "../../../queries/staff-team";
import type { WeekDraft } from "./hours-editor";

/** What the people screens' loaders read, through the cache. */

/** The centre's week as the hours editor holds it, Sunday first. */
const centreWeek = (schedule: Schedule): WeekDraft =>
  Array.from({ length: 7 }, (_, weekday) => schedule.week.find((d) => d.weekday === weekday)?.ranges ?? []);

export async function loadPractitionersPage() {
  const [practitioners, services] = await Promise.all([
    read(staffPractitionersQuery),
    read(staffServicesQuery),
  ]);
  return { practitioners, services };
}

/** A practitioner's form (null: a new one), with what it chooses from: services, accounts, the centre's week. */
export async function loadPractitionerForm(id: number | null) {
  const [practitioners, services, team, schedule] = await Promise.all([
    read(staffPractitionersQuery),
    read(staffServicesQuery),
    read(staffTeamQuery),
    read(staffScheduleQuery),
  ]);
  const practitioner = id === null ? null : (practitioners.find((p) => p.id === id) ?? null);
  // An account already someone else's is not offered again.
  const taken = new Set(practitioners.filter((p) => p.id !== id).map((p) => p.user_id));
  return {
    practitioner,
    services,
    accounts: team.filter((m) => !taken.has(m.id)),
    centre: centreWeek(schedule),
  };
}
export type PractitionerFormData = Awaited<ReturnType<typeof loadPractitionerForm>>;

export async function loadRoomsPage() {
  const [rooms, services] = await Promise.all([read(staffRoomsQuery), read(staffServicesQuery)]);
  return { rooms, services };
}
