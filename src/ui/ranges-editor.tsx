import type { TimeRange } from "../contract/staff/schedule-requests";
import { frStaffSchedule } from "../i18n/fr-staff-schedule";

const t = frStaffSchedule.week;
export const timeInputClass = "min-h-10 rounded-xl border border-black/15 bg-white px-2 py-1.5 text-sm";

/**
 * A day's ranges (the centre's opening hours, a practitioner's own hours), each with its start and
 * end, added and removed in place.
 */
export function RangesEditor({
  label,
  ranges,
  onChange,
  emptyLabel = t.closed,
}: {
  /** The day, for the controls' accessible names. */
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  /** What a day without ranges is: closed for the centre, a day off for a practitioner. */
  emptyLabel?: string;
}) {
  const set = (i: number, patch: Partial<TimeRange>) =>
    onChange(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const last = ranges[ranges.length - 1];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {ranges.length === 0 && <span className="text-sm font-medium text-ink/60">{emptyLabel}</span>}
      {ranges.map((range, i) => (
        // Ranges have no id of their own: their place in the day is what they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={i} className="inline-flex items-center gap-1 rounded-xl bg-sand px-2 py-1">
          <input
            type="time"
            aria-label={`${label}, ${t.from.toLowerCase()}`}
            className={timeInputClass}
            value={range.start}
            onChange={(e) => set(i, { start: e.target.value })}
          />
          <span aria-hidden="true">–</span>
          <input
            type="time"
            aria-label={`${label}, ${t.to.toLowerCase()}`}
            className={timeInputClass}
            // 24:00 is no value of a time input: it shows as 23:59 and is sent back as 24:00.
            value={range.end === "24:00" ? "23:59" : range.end}
            onChange={(e) => set(i, { end: e.target.value === "23:59" ? "24:00" : e.target.value })}
          />
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-ink/60 hover:bg-red-50 hover:text-red-700"
            aria-label={`${t.removeRange} (${label})`}
            onClick={() => onChange(ranges.filter((_, j) => j !== i))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </span>
      ))}
      <button
        type="button"
        className="min-h-9 rounded-full px-3 text-sm font-semibold text-brand hover:bg-brand/5"
        onClick={() => {
          const start = last ? last.end : "09:00";
          onChange([...ranges, { start, end: start < "19:00" ? "19:00" : "24:00" }]);
        }}
      >
        + {t.addRange}
      </button>
    </div>
  );
}
