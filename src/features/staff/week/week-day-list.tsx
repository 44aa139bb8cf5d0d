import type { Week, WeekBlock } from "../../../contract/staff/week";
import { frStaffWeek } from "../../../i18n/fr-staff-week";
import { slotTime } from "../../../lib/slot-dates";
import { inColumn, minutesOf } from "../../../lib/staff-week-grid";
import { blockTitle, PaymentMark, stateLook } from "./week-block";

const t = frStaffWeek;

type Props = { week: Week; dayIndex: number; onOpen: (block: WeekBlock) => void };

/** A phone's week: the chosen day, person by person (or room by room), their sessions in order. */
export function WeekDayList({ week, dayIndex, onOpen }: Props) {
  const day = week.days[dayIndex];
  const date = day?.date ?? "";
  return (
    <div className="space-y-4" data-testid="week-day-list">
      {day?.closure && (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950 ring-1 ring-amber-200">
          {t.closed(day.closure)}
        </p>
      )}
      {week.columns.map((column) => {
        const blocks = week.blocks
          .filter((b) => b.date === date && inColumn(b, column, week.by))
          .sort((a, b) => minutesOf(a.start_time) - minutesOf(b.start_time));
        const away = column.days[dayIndex]?.absences ?? [];
        return (
          <section
            key={column.id ?? "none"}
            className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
            data-testid="week-column"
          >
            <h2 className="flex items-baseline justify-between gap-2 border-b border-black/5 px-4 py-3">
              <span className="font-semibold text-ink">{column.name}</span>
              <span className="text-xs text-ink/60">
                {away.length > 0 ? away.map((a) => a.label).join(", ") : t.sessions(blocks.length)}
              </span>
            </h2>
            {blocks.length === 0 ? (
              <p className="px-4 py-3 text-sm text-ink/60">{t.emptyDay}</p>
            ) : (
              <ul className="divide-y divide-black/5">
                {blocks.map((b) => (
                  <li key={b.key}>
                    <button
                      type="button"
                      onClick={() => onOpen(b)}
                      data-testid="week-block"
                      data-booking={b.booking_id}
                      aria-label={t.open(blockTitle(b), slotTime(b.start_time))}
                      className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-black/[0.02]"
                    >
                      <span className={`h-10 w-1 shrink-0 rounded-full ${stateLook[b.state].dot}`} />
                      <span className="w-12 shrink-0 text-sm font-semibold tabular-nums text-ink">
                        {slotTime(b.start_time)}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-ink">{blockTitle(b)}</span>
                        <span className="block truncate text-xs text-ink/60">
                          {b.kind === "class"
                            ? t.classCount(b.clients, b.persons, b.capacity)
                            : b.service_name}{" "}
                          · {t.states[b.state]}
                        </span>
                      </span>
                      <PaymentMark block={b} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
