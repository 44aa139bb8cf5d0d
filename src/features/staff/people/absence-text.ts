import type { Absence } from "../../../contract/staff/people";
import { frStaffPeople } from "../../../i18n/fr-staff-people";

const t = frStaffPeople.absences;

const DAY_MS = 86_400_000;
// The centre's clock: Dakar keeps UTC all year.
const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});
const timeFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });

const midnight = (d: Date) => d.getTime() % DAY_MS === 0;

/**
 * An absence in words: whole days « du lun. 9 mars au mar. 10 mars », or hours on one day
 * « jeu. 5 mars, 13:00–17:00 », with its label.
 */
export function absenceText(a: Absence): string {
  const start = new Date(a.starts_at);
  const end = new Date(a.ends_at);
  let when: string;
  if (midnight(start) && midnight(end)) {
    const last = new Date(end.getTime() - DAY_MS);
    when =
      last.getTime() === start.getTime()
        ? dayFormat.format(start)
        : t.range(dayFormat.format(start), dayFormat.format(last));
  } else if (end.getTime() - start.getTime() < DAY_MS && start.getUTCDate() === end.getUTCDate())
    when = `${dayFormat.format(start)}, ${timeFormat.format(start)}–${timeFormat.format(end)}`;
  else
    when = t.range(
      `${dayFormat.format(start)} ${timeFormat.format(start)}`,
      `${dayFormat.format(end)} ${timeFormat.format(end)}`,
    );
  return a.label ? `${a.label} · ${when}` : when;
}
