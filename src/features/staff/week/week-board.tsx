import type { Week, WeekBlock, WeekColumn } from "../../../contract/staff/week";
import { frStaffWeek } from "../../../i18n/fr-staff-week";
import { dayParts, longDay, slotTime } from "../../../lib/slot-dates";
import { inColumn, isWorking, offSpans, placeBlocks } from "../../../lib/staff-week-grid";
import { WeekBlockCard } from "./week-block";

const t = frStaffWeek;
/** An hour's height in the grid: a 30-minute session keeps two readable lines. */
const HOUR_PX = 80;
const CELL_MIN = 30;

/** A column of the board: one person's or room's day (a day's team, or one person's week). */
export type Lane = {
  key: string;
  title: string;
  dayIndex: number;
  column: WeekColumn;
  /** One person's week: headed by its day rather than by the person. */
  byDay?: boolean;
};

type Props = {
  week: Week;
  lanes: Lane[];
  now: number;
  onOpen: (block: WeekBlock) => void;
  /** A free cell: the desk books there. Absent for a practitioner, who books nothing. */
  onBookHere?: ((lane: Lane, minute: number) => void) | undefined;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

const hhmm = (minute: number) =>
  slotTime(`${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`);

/**
 * The week as a calendar: hours down the side, a column per lane, each booking a block placed by
 * its time; the hours a person does not work (or is away) greyed; a free cell offers « Réserver ici ».
 */
export function WeekBoard({ week, lanes, now, onOpen, onBookHere }: Props) {
  const start = week.day_start;
  const end = Math.max(start + 60, week.day_end);
  const hours = Array.from({ length: Math.ceil((end - start) / 60) }, (_, i) => start + i * 60);
  const height = ((end - start) / 60) * HOUR_PX;
  const nowDay = new Date(now).toISOString().slice(0, 10);
  const nowMinute = Math.floor((now % 86_400_000) / 60_000);
  return (
    // Scrolls within itself, so the people's names stay on top of the hours they head.
    <div
      className="max-h-[78dvh] overflow-auto overscroll-contain rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
      data-testid="week-board"
    >
      <div
        className="grid min-w-full"
        style={{ gridTemplateColumns: `3.5rem repeat(${lanes.length}, minmax(7.5rem, 1fr))` }}
      >
        <div className="sticky top-0 left-0 z-30 border-b border-black/10 bg-white" />
        {lanes.map((lane) => {
          const date = week.days[lane.dayIndex]?.date ?? "";
          const count = week.blocks.filter(
            (b) => b.date === date && inColumn(b, lane.column, week.by),
          ).length;
          return (
            <div
              key={lane.key}
              className="sticky top-0 z-20 flex items-center gap-2 border-b border-l border-black/10 bg-white px-3 py-2.5"
              data-testid="week-column"
            >
              {lane.byDay ? (
                // One person's week: the day's name and number, today standing out.
                <span
                  className={`grid size-9 shrink-0 place-items-center rounded-full text-base font-bold ${date === week.today ? "bg-brand text-white" : "bg-stone-100 text-ink"}`}
                >
                  {dayParts(date).day}
                </span>
              ) : (
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand/10 text-xs font-bold text-brand-dark">
                  {lane.column.id === null ? "–" : initials(lane.title)}
                </span>
              )}
              <span className="min-w-0">
                <span className="line-clamp-2 text-sm leading-tight font-semibold text-ink">
                  {lane.byDay ? dayParts(date).weekday : lane.title}
                </span>
                <span className="block truncate text-xs text-ink/60">{t.sessions(count)}</span>
              </span>
            </div>
          );
        })}

        <div className="sticky left-0 z-10 bg-white" style={{ height }}>
          {hours.map((h, i) => (
            <div
              key={h}
              className="relative border-black/5 pr-2 text-right text-[11px] font-medium text-ink/50"
              style={{ height: HOUR_PX }}
            >
              {/* Each hour's label on its line; the first under it, not cut by the names above. */}
              <span className={`relative ${i === 0 ? "top-0.5" : "-top-2"}`}>{hhmm(h)}</span>
            </div>
          ))}
        </div>
        {lanes.map((lane) => {
          const day = week.days[lane.dayIndex];
          const date = day?.date ?? "";
          const colDay = lane.column.days[lane.dayIndex] ?? { working: [], absences: [] };
          const working = day?.closure ? [] : colDay.working;
          const blocks = week.blocks.filter((b) => b.date === date && inColumn(b, lane.column, week.by));
          const cells = onBookHere
            ? Array.from({ length: (end - start) / CELL_MIN }, (_, i) => start + i * CELL_MIN).filter((m) =>
                isWorking(working, colDay.absences, m),
              )
            : [];
          return (
            <div
              key={lane.key}
              className="relative border-l border-black/10"
              style={{
                height,
                backgroundImage: `repeating-linear-gradient(to bottom, rgb(0 0 0 / 0.07) 0 1px, transparent 1px ${HOUR_PX / 2}px, rgb(0 0 0 / 0.03) ${HOUR_PX / 2}px ${HOUR_PX / 2 + 1}px, transparent ${HOUR_PX / 2 + 1}px ${HOUR_PX}px)`,
              }}
              data-testid="week-lane"
              data-date={date}
              data-column={lane.column.id ?? "none"}
            >
              {offSpans(working, colDay.absences, start, end).map(([top, h]) => (
                <div
                  key={`${top}-${h}`}
                  aria-hidden="true"
                  className="absolute inset-x-0 bg-stone-100/80"
                  style={{
                    top: `${top}%`,
                    height: `${h}%`,
                    backgroundImage:
                      "repeating-linear-gradient(135deg, rgb(0 0 0 / 0.04) 0 6px, transparent 6px 12px)",
                  }}
                />
              ))}
              {colDay.absences.map((a) => (
                <span
                  key={`${a.from}-${a.label}`}
                  className="absolute left-1 z-[1] rounded bg-white/90 px-1.5 py-0.5 text-[11px] font-semibold text-ink/60"
                  style={{ top: `${Math.max(0, ((a.from - start) / (end - start)) * 100)}%` }}
                >
                  {a.label}
                </span>
              ))}
              {day?.closure && (
                <span className="absolute inset-x-2 top-3 z-[1] rounded-lg bg-white/90 px-2 py-1 text-center text-xs font-semibold text-ink/60">
                  {t.closed(day.closure)}
                </span>
              )}
              {onBookHere &&
                cells.map((m) => (
                  <button
                    key={m}
                    type="button"
                    className="group absolute inset-x-0 z-[2] flex items-start px-2 pt-1 text-left text-[11px] font-semibold text-brand opacity-0 hover:bg-brand/5 hover:opacity-100 focus-visible:opacity-100"
                    style={{
                      top: `${((m - start) / (end - start)) * 100}%`,
                      height: `${(CELL_MIN / (end - start)) * 100}%`,
                    }}
                    aria-label={t.bookHereAt(lane.title, longDay(date), hhmm(m))}
                    onClick={() => onBookHere(lane, m)}
                  >
                    + {t.bookHere} · {hhmm(m)}
                  </button>
                ))}
              {placeBlocks(blocks, start, end).map((p) => (
                <div
                  key={p.block.key}
                  className="absolute z-[3] p-0.5"
                  style={{
                    top: `${p.top}%`,
                    height: `${p.height}%`,
                    left: `${(p.lane / p.lanes) * 100}%`,
                    width: `${100 / p.lanes}%`,
                  }}
                >
                  <WeekBlockCard
                    block={p.block}
                    size={
                      (p.height / 100) * height < 40
                        ? "tiny"
                        : (p.height / 100) * height < 62
                          ? "short"
                          : "full"
                    }
                    onOpen={() => onOpen(p.block)}
                  />
                </div>
              ))}
              {date === nowDay && nowMinute >= start && nowMinute <= end && (
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-x-0 z-[4] border-t-2 border-red-500"
                  style={{ top: `${((nowMinute - start) / (end - start)) * 100}%` }}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
