import { type Ref, useEffect, useRef } from "react";
import type { Agenda } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { EmptyPanel } from "../../../ui/panels";
import { StaffPanel } from "../../../ui/staff-page";
import { type DayByHour, dayByHour, type HourGroup } from "./agenda-hours";
import { type SlotActions, SlotBlock } from "./slot-block";

const t = frStaff.agenda;
const hh = (hour: number) => `${String(hour).padStart(2, "0")}h`;

/**
 * The day by the hour, every service together: today opens on the hour whose clients arrive now,
 * the hours already over folded above it (their unmarked bookings counted), brought into view.
 */
export function AgendaByTime({ agenda, now, ...actions }: { agenda: Agenda; now: number } & SlotActions) {
  const day: DayByHour = dayByHour(agenda, now);
  const current = useRef<HTMLElement>(null);
  const isToday = agenda.date === agenda.today;
  // Once per day opened: the current hour in view (on a phone it starts below the day's figures).
  useEffect(() => {
    if (!isToday) return;
    const top = current.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight / 2)
      current.current?.scrollIntoView({ block: "start" });
  }, [isToday]);

  if (day.earlier.length === 0 && day.later.length === 0) return <EmptyPanel message={t.dayEmpty} />;
  const earlierSessions = day.earlier.reduce((n, g) => n + g.slots.length, 0);
  const earlierBookings = day.earlier.reduce((n, g) => n + g.bookings, 0);
  return (
    <div className="space-y-6">
      {day.earlier.length > 0 && (
        <details
          className="group rounded-2xl bg-white shadow-sm ring-1 ring-black/5"
          data-testid="agenda-earlier"
        >
          <summary className="flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm font-semibold text-ink/75">
            <span aria-hidden="true" className="text-brand transition-transform group-open:rotate-90">
              ›
            </span>
            {t.earlier(earlierSessions, earlierBookings)}
            {day.unmarked > 0 && (
              <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs text-amber-900 ring-1 ring-amber-200">
                {t.unmarked(day.unmarked)}
              </span>
            )}
          </summary>
          <div className="space-y-6 border-t border-black/5 p-3 sm:p-4">
            {day.earlier.map((group) => (
              <Hour key={group.hour} group={group} day={agenda.date} now={now} {...actions} />
            ))}
          </div>
        </details>
      )}
      {day.later.length === 0 && <EmptyPanel message={t.dayOver} />}
      {day.later.map((group, i) => (
        <Hour
          key={group.hour}
          group={group}
          mark={i === 0 ? day.first : null}
          sectionRef={i === 0 ? current : undefined}
          day={agenda.date}
          now={now}
          {...actions}
        />
      ))}
      <p className="text-center text-sm text-ink/60">{t.freeElsewhere}</p>
    </div>
  );
}

function Hour({
  group,
  mark = null,
  sectionRef,
  day,
  now,
  ...actions
}: {
  group: HourGroup;
  mark?: DayByHour["first"];
  sectionRef?: Ref<HTMLElement>;
  day: string;
  now: number;
} & SlotActions) {
  const headingId = `agenda-hour-${group.hour}`;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      data-testid="agenda-hour"
      data-now={mark ?? undefined}
      className="scroll-mt-4"
    >
      <h2 id={headingId} className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 px-1">
        <span className="text-xl font-bold tabular-nums text-brand-dark">
          {t.hour(hh(group.hour), hh(group.hour + 1))}
        </span>
        {mark && (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${mark === "now" ? "bg-accent text-white" : "bg-brand/10 text-brand-dark"}`}
          >
            {mark === "now" ? t.now : t.nextUp}
          </span>
        )}
        <span className="text-sm text-ink/60">{t.hourSummary(group.slots.length, group.bookings)}</span>
      </h2>
      <StaffPanel className={`overflow-hidden ${mark === "now" ? "border-l-4 border-accent" : ""}`}>
        <ol className="divide-y divide-black/5">
          {group.slots.map(({ slot, serviceName, serviceId }) => (
            <SlotBlock
              key={slot.slot_id}
              slot={slot}
              serviceName={serviceName}
              service={{ id: serviceId, name: serviceName }}
              day={day}
              now={now}
              {...actions}
            />
          ))}
        </ol>
      </StaffPanel>
    </section>
  );
}
