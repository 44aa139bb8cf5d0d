import { useId } from "react";
import type { Week } from "../../../contract/staff/week";
import { frStaffWeek } from "../../../i18n/fr-staff-week";
import { dayParts } from "../../../lib/slot-dates";
import { Segmented } from "../../../ui/staff-page";

const t = frStaffWeek;

/** The filters as the address holds them (ids; absent: all). */
export type WeekFilters = {
  practitioner?: number | undefined;
  room?: number | undefined;
  service?: number | undefined;
};

/** A filter of the address that names nothing the centre has (removed, or typed by hand). */
export function unknownFilter(week: Week, f: WeekFilters): boolean {
  return (
    (f.practitioner !== undefined && !week.practitioners.some((p) => p.id === f.practitioner)) ||
    (f.room !== undefined && !week.rooms.some((r) => r.id === f.room)) ||
    (f.service !== undefined && !week.services.some((s) => s.id === f.service))
  );
}

type Props = {
  week: Week;
  filters: WeekFilters;
  onBy: (by: Week["by"]) => void;
  onFilters: (change: WeekFilters) => void;
};

/** « Par praticien / Par salle » and the three filters, each a list of what the centre has. */
export function WeekToolbar({ week, filters, onBy, onFilters }: Props) {
  const id = useId();
  const pick = (
    name: keyof WeekFilters,
    label: string,
    all: string,
    options: { id: number; name: string }[],
  ) => (
    <label htmlFor={`${id}-${name}`} className="flex items-center gap-2 text-sm">
      <span className="font-semibold text-ink/70">{label}</span>
      <select
        id={`${id}-${name}`}
        value={filters[name] ?? 0}
        onChange={(e) => onFilters({ [name]: Number(e.target.value) || undefined })}
        className="h-10 max-w-44 rounded-full border border-black/10 bg-white px-3 text-sm shadow-sm"
      >
        <option value={0}>{all}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
  const any =
    filters.practitioner !== undefined || filters.room !== undefined || filters.service !== undefined;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">{t.filters.label}</legend>
      <Segmented
        label={t.by.label}
        options={[
          { value: "practitioner", label: t.by.practitioner },
          { value: "room", label: t.by.room },
        ]}
        value={week.by}
        onChange={onBy}
      />
      {pick("practitioner", t.filters.practitioner, t.filters.all, week.practitioners)}
      {pick("room", t.filters.room, t.filters.allRooms, week.rooms)}
      {pick("service", t.filters.service, t.filters.all, week.services)}
      {any && (
        <button
          type="button"
          className="text-sm font-semibold text-brand hover:underline"
          onClick={() => onFilters({ practitioner: undefined, room: undefined, service: undefined })}
        >
          {t.filters.clear}
        </button>
      )}
    </fieldset>
  );
}

/** The week's seven days as tabs, each with its count: the day the board or the list shows. */
export function DayStrip({
  week,
  dayIndex,
  onDay,
}: {
  week: Week;
  dayIndex: number;
  onDay: (index: number) => void;
}) {
  return (
    <div
      className="grid grid-cols-7 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-black/5"
      role="tablist"
      aria-label={t.dayPicker}
    >
      {week.days.map((day, i) => {
        const parts = dayParts(day.date);
        const count = week.blocks.filter((b) => b.date === day.date).length;
        const chosen = i === dayIndex;
        const today = day.date === week.today;
        return (
          <button
            key={day.date}
            type="button"
            role="tab"
            aria-selected={chosen}
            data-testid="week-day"
            onClick={() => onDay(i)}
            className={`flex min-h-14 flex-col items-center justify-center rounded-xl px-1 py-1 text-center transition-colors ${chosen ? "bg-brand text-white" : today ? "bg-brand/10 text-brand-dark hover:bg-brand/15" : "text-ink hover:bg-black/5"}`}
          >
            <span
              className={`text-[11px] font-semibold uppercase ${chosen ? "text-white/85" : "text-ink/60"}`}
            >
              {parts.weekday}
            </span>
            <span className="text-base leading-tight font-bold">{parts.day}</span>
            <span className={`text-[11px] ${chosen ? "text-white/85" : "text-ink/50"}`}>
              {day.closure ? t.closedDay : count > 0 ? count : "·"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
