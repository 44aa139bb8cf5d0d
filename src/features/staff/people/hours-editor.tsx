import { minuteOf, timeOf } from "../../../contract/staff/schedule";
import type { TimeRange } from "../../../contract/staff/schedule-requests";
import { frStaffPeople } from "../../../i18n/fr-staff-people";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { RangesEditor } from "../../../ui/ranges-editor";

const t = frStaffPeople.form;

/** A week as the form holds it: 7 days (index 0 = Sunday) of `HH:MM` ranges. */
export type WeekDraft = TimeRange[][];

export const weekDraftOf = (week: number[][][] | null, centre: WeekDraft): WeekDraft =>
  week
    ? week.map((day) => day.map(([start = 0, end = 0]) => ({ start: timeOf(start), end: timeOf(end) })))
    : centre.map((day) => day.map((r) => ({ ...r })));

/** The draft as the contract reads it: minutes since midnight. */
export const weekOfDraft = (draft: WeekDraft) =>
  draft.map((day) => day.map((r): [number, number] => [minuteOf(r.start), minuteOf(r.end)]));

/**
 * A practitioner's hours: the centre's (the default), or their own ranges day by day. Switching to
 * their own starts from the centre's week, so only what differs needs changing.
 */
export function HoursEditor({
  own,
  week,
  error,
  onOwnChange,
  onWeekChange,
}: {
  own: boolean;
  week: WeekDraft;
  error: string | undefined;
  onOwnChange: (own: boolean) => void;
  onWeekChange: (week: WeekDraft) => void;
}) {
  return (
    <div className="space-y-3">
      <label className="flex min-h-11 items-start gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand"
          checked={!own}
          onChange={(e) => onOwnChange(!e.target.checked)}
        />
        <span>
          <span className="block font-semibold">{t.centreHours}</span>
          <span className="block text-ink/65">{own ? t.ownHoursHint : t.centreHoursHint}</span>
        </span>
      </label>
      {own && (
        <ul className="divide-y divide-black/5 rounded-xl ring-1 ring-black/10" data-testid="own-hours">
          {frStaffSchedule.weekOrder.map((weekday) => {
            const name = frStaffSchedule.weekdays[weekday] ?? "";
            return (
              <li key={weekday} className="grid gap-2 px-3 py-2.5 md:grid-cols-[7rem_1fr] md:items-center">
                <span className="text-sm font-semibold">{name}</span>
                <RangesEditor
                  label={name}
                  ranges={week[weekday] ?? []}
                  emptyLabel={t.dayOff}
                  onChange={(ranges) => onWeekChange(week.map((d, i) => (i === weekday ? ranges : d)))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A week told in short, Monday first: « Lun 09:00–13:00 », or « repos » on a day off. */
export function weekSummary(week: number[][][]): { day: string; hours: string }[] {
  return frStaffSchedule.weekOrder.map((weekday) => {
    const ranges = week[weekday] ?? [];
    return {
      day: (frStaffSchedule.weekdays[weekday] ?? "").slice(0, 3),
      hours: ranges.length
        ? ranges.map(([start = 0, end = 0]) => `${timeOf(start)}–${timeOf(end)}`).join(", ")
        : frStaffPeople.practitioners.dayOff,
    };
  });
}
