import { useEffect, useState } from "react";
import type { StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { formatXof } from "../../../lib/format";
import { longDay } from "../../../lib/slot-dates";
import { everyWhileVisible } from "../../../lib/visible-interval";
import { CancelDialog } from "../../../ui/desk-cancel-dialog";
import { type DeskMovable, DeskMoveDialog } from "../../../ui/desk-move-dialog";
import { PayDialog } from "../../../ui/desk-pay-dialog";
import { EmptyPanel } from "../../../ui/panels";
import { Segmented, StaffHeader } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { AgendaByService } from "./agenda-by-service";
import { AgendaByTime } from "./agenda-by-time";
import type { AgendaData } from "./agenda-data";

const t = frStaff.agenda;
/** A client's booking or payment shows at the desk within this, while the tab is in view. */
export const AGENDA_POLL_MS = 30_000;

const clock = new Intl.DateTimeFormat("fr-FR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Dakar",
});
const timeOf = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : clock.format(at).replace(":", "h");
};

/** By the hour across services (the desk's day, the default), or service by service with free slots. */
export type AgendaView = "time" | "service";

type Props = {
  data: AgendaData;
  view: AgendaView;
  onDate: (date: string | undefined) => void;
  onView: (view: AgendaView) => void;
  /** Loads the day again (the poll, an action done, another desk's). */
  onReload: () => Promise<void>;
};

const movable = (b: StaffBooking): DeskMovable => ({
  booking_id: b.booking_id,
  service_id: b.service_id,
  number_person: b.number_person,
  client_name:
    `${b.client.first_name} ${b.client.last_name}`.trim() ||
    (b.client.email ?? b.client.telephone_number ?? ""),
  service_name: b.service_name,
  day: b.date,
  slot_id: b.slot_id,
  start_time: b.start_time,
});

export function AgendaScreen({ data, view, onDate, onView, onReload }: Props) {
  usePageTitle(t.title);
  const { agenda, cutoffHours } = data;
  const [paying, setPaying] = useState<StaffBooking | null>(null);
  const [cancelling, setCancelling] = useState<StaffBooking | null>(null);
  const [moving, setMoving] = useState<DeskMovable | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const reload = () => {
    setRefreshing(true);
    void onReload().finally(() => setRefreshing(false));
  };
  useEffect(() => everyWhileVisible(() => void onReload(), AGENDA_POLL_MS), [onReload]);
  const totals = agenda.totals;
  const changed = () => void onReload();
  const isToday = agenda.date === agenda.today;
  const actions = {
    onPay: setPaying,
    onCancel: setCancelling,
    onMove: (b: StaffBooking) => setMoving(movable(b)),
    onChanged: changed,
  };

  return (
    <div className="space-y-6">
      <StaffHeader title={isToday ? t.title : frStaff.nav.agenda} intro={longDay(agenda.date)}>
        <div className="flex items-center gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-black/10">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-lg text-brand hover:bg-brand/10"
            aria-label={t.previous}
            onClick={() => onDate(agenda.previous_date)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`min-h-9 rounded-full px-3 text-sm font-semibold ${isToday ? "bg-brand text-white" : "text-brand hover:bg-brand/10"}`}
            onClick={() => onDate(undefined)}
          >
            {t.today}
          </button>
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full text-lg text-brand hover:bg-brand/10"
            aria-label={t.next}
            onClick={() => onDate(agenda.next_date)}
          >
            ›
          </button>
        </div>
        <label className="sr-only" htmlFor="agenda-date">
          {t.pickDate}
        </label>
        <input
          id="agenda-date"
          type="date"
          value={agenda.date}
          onChange={(e) =>
            e.target.value && onDate(e.target.value === agenda.today ? undefined : e.target.value)
          }
          className="h-11 rounded-full border border-black/10 bg-white px-4 text-sm shadow-sm"
        />
      </StaffHeader>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={t.stats.bookings} value={String(totals.bookings)} />
        <Stat label={t.stats.persons} value={String(totals.persons)} />
        <Stat
          label={t.stats.toCollect}
          value={formatXof(totals.to_collect)}
          accent={totals.to_collect > 0}
          note={
            totals.no_shows_unpaid.count > 0
              ? t.noShowsUnpaid(totals.no_shows_unpaid.count, formatXof(totals.no_shows_unpaid.amount))
              : undefined
          }
          testId="agenda-to-collect"
        />
        <div className="flex flex-col justify-center rounded-2xl bg-white px-4 py-3 text-xs text-ink/60 shadow-sm ring-1 ring-black/5">
          <span aria-live="polite">{t.updated(timeOf(agenda.generated_at))}</span>
          <button
            type="button"
            className="mt-1 self-start text-sm font-semibold text-brand hover:underline disabled:opacity-60"
            onClick={reload}
            disabled={refreshing}
          >
            {refreshing ? frStaff.refreshing : frStaff.refresh}
          </button>
        </div>
      </div>

      {agenda.closure && (
        <div className="rounded-2xl bg-amber-50 px-5 py-4 ring-1 ring-amber-200" data-testid="agenda-closure">
          <p className="text-lg font-bold text-amber-950">{t.closed(agenda.closure.label)}</p>
          <p className="mt-1 text-sm text-amber-900">
            {t.closedRange(longDay(agenda.closure.from_date), longDay(agenda.closure.to_date))}
          </p>
        </div>
      )}
      {agenda.services.length === 0 ? (
        !agenda.closure && <EmptyPanel message={t.empty} />
      ) : (
        <>
          <Segmented
            label={t.views.label}
            options={[
              { value: "time", label: t.views.time },
              { value: "service", label: t.views.service },
            ]}
            value={view}
            onChange={onView}
          />
          {view === "time" ? (
            <AgendaByTime agenda={agenda} now={Date.now()} {...actions} />
          ) : (
            <AgendaByService services={agenda.services} day={agenda.date} now={Date.now()} {...actions} />
          )}
        </>
      )}
      <PayDialog booking={paying} onClose={() => setPaying(null)} onChanged={changed} />
      <CancelDialog
        booking={cancelling}
        cutoffHours={cutoffHours}
        onClose={() => setCancelling(null)}
        onChanged={changed}
      />
      <DeskMoveDialog booking={moving} onClose={() => setMoving(null)} onChanged={changed} />
    </div>
  );
}

function Stat({
  label,
  value,
  accent = false,
  note,
  testId,
}: {
  label: string;
  value: string;
  accent?: boolean;
  /** Said under the figure, apart from it. */
  note?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-black/5" data-testid={testId}>
      <p className="text-xs font-medium tracking-wide text-ink/60 uppercase">{label}</p>
      <p className={`mt-1 text-xl font-bold ${accent ? "text-accent-dark" : "text-brand-dark"}`}>{value}</p>
      {note && <p className="mt-0.5 text-xs text-ink/60">{note}</p>}
    </div>
  );
}
