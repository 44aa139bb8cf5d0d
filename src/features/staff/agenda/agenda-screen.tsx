import { useEffect, useMemo, useState } from "react";
import type { AgendaSlot, StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { formatXof } from "../../../lib/format";
import { longDay, slotTime } from "../../../lib/slot-dates";
import { everyWhileVisible } from "../../../lib/visible-interval";
import { EmptyPanel } from "../../../ui/panels";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import type { AgendaData } from "./agenda-data";
import { BookingRow } from "./booking-row";
import { CancelDialog } from "./cancel-dialog";
import { PayDialog } from "./pay-dialog";

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

type Props = {
  data: AgendaData;
  onDate: (date: string | undefined) => void;
  /** Loads the day again (the poll, an action done, another desk's). */
  onReload: () => Promise<void>;
};

function dayFigures(slots: AgendaSlot[]) {
  let bookings = 0;
  let persons = 0;
  let toCollect = 0;
  for (const slot of slots)
    for (const b of slot.bookings) {
      if (b.status === "cancelled") continue;
      bookings += 1;
      persons += b.number_person;
      if (b.payment_status !== "paid") toCollect += b.price;
    }
  return { bookings, persons, toCollect };
}

export function AgendaScreen({ data, onDate, onReload }: Props) {
  usePageTitle(t.title);
  const { agenda, cutoffHours } = data;
  const [paying, setPaying] = useState<StaffBooking | null>(null);
  const [cancelling, setCancelling] = useState<StaffBooking | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const reload = () => {
    setRefreshing(true);
    void onReload().finally(() => setRefreshing(false));
  };
  useEffect(() => everyWhileVisible(() => void onReload(), AGENDA_POLL_MS), [onReload]);
  const figures = useMemo(() => dayFigures(agenda.services.flatMap((s) => s.slots)), [agenda]);
  const changed = () => void onReload();
  const isToday = agenda.date === agenda.today;

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
        <Stat label={t.stats.bookings} value={String(figures.bookings)} />
        <Stat label={t.stats.persons} value={String(figures.persons)} />
        <Stat label={t.stats.toCollect} value={formatXof(figures.toCollect)} accent={figures.toCollect > 0} />
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

      {agenda.services.length === 0 && <EmptyPanel message={t.empty} />}
      {agenda.services.map((service) => (
        <StaffPanel key={service.service_id} className="overflow-hidden">
          <h2 className="flex flex-wrap items-baseline justify-between gap-2 border-b border-black/5 bg-brand/5 px-4 py-3">
            <span className="text-lg font-bold text-brand-dark">{service.service_name}</span>
            <span className="text-sm text-ink/60">{service.duration} min</span>
          </h2>
          <ServiceSlots
            slots={service.slots}
            onPay={setPaying}
            onCancel={setCancelling}
            onChanged={changed}
          />
        </StaffPanel>
      ))}
      <PayDialog booking={paying} onClose={() => setPaying(null)} onChanged={changed} />
      <CancelDialog
        booking={cancelling}
        cutoffHours={cutoffHours}
        onClose={() => setCancelling(null)}
        onChanged={changed}
      />
    </div>
  );
}

function Stat({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-black/5">
      <p className="text-xs font-medium tracking-wide text-ink/60 uppercase">{label}</p>
      <p className={`mt-1 text-xl font-bold ${accent ? "text-accent-dark" : "text-brand-dark"}`}>{value}</p>
    </div>
  );
}

type SlotActions = {
  onPay: (b: StaffBooking) => void;
  onCancel: (b: StaffBooking) => void;
  onChanged: () => void;
};

/**
 * A service's day: the slots that hold bookings in full, the empty ones folded into one line of
 * times, so a day of a dozen services reads in one screen, not twelve.
 */
function ServiceSlots({ slots, ...actions }: { slots: AgendaSlot[] } & SlotActions) {
  const booked = slots.filter((slot) => slot.bookings.length > 0);
  const free = slots.filter((slot) => slot.bookings.length === 0);
  return (
    <>
      {booked.length > 0 ? (
        <ol className="divide-y divide-black/5">
          {booked.map((slot) => (
            <SlotBlock key={slot.slot_id} slot={slot} {...actions} />
          ))}
        </ol>
      ) : (
        <p className="px-4 pt-3 text-sm text-ink/60">{t.serviceEmpty}</p>
      )}
      {free.length > 0 && (
        <div
          className={`px-4 py-3 ${booked.length > 0 ? "border-t border-black/5 bg-sand/40" : ""}`}
          data-testid="free-slots"
        >
          <p className="text-xs font-semibold tracking-wide text-ink/60 uppercase">
            {t.freeSlots(free.length)}
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {free.map((slot) => (
              <li
                key={slot.slot_id}
                className="rounded-full bg-white px-2.5 py-1 text-xs font-semibold tabular-nums text-ink/75 ring-1 ring-black/10"
              >
                <span aria-hidden="true">{slotTime(slot.start_time)}</span>
                <span className="sr-only">{t.freeSlotLabel(slotTime(slot.start_time), slot.capacity)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function SlotBlock({ slot, onPay, onCancel, onChanged }: { slot: AgendaSlot } & SlotActions) {
  const ratio = slot.capacity > 0 ? Math.min(1, slot.persons_booked / slot.capacity) : 1;
  const full = slot.is_private || slot.persons_booked >= slot.capacity;
  return (
    <li data-testid="agenda-slot" className="md:flex">
      <div className="flex items-center justify-between gap-3 px-4 pt-3 md:w-44 md:shrink-0 md:flex-col md:items-start md:justify-start md:border-r md:border-black/5 md:py-3">
        <p className="font-bold tabular-nums text-ink">
          {slotTime(slot.start_time)}
          <span className="font-normal text-ink/50"> – {slotTime(slot.end_time)}</span>
        </p>
        <div className="min-w-28 md:w-full">
          <p className="flex items-center justify-between gap-2 text-xs font-semibold text-ink/70">
            <span className="tabular-nums" data-testid="slot-occupancy">
              <span aria-hidden="true">{t.booked(slot.persons_booked, slot.capacity)}</span>
              <span className="sr-only">{t.bookedLabel(slot.persons_booked, slot.capacity)}</span>
            </span>
            {slot.withdrawn ? (
              <span className="text-red-800" title={t.withdrawnHint}>
                {t.withdrawn}
              </span>
            ) : slot.is_private ? (
              <span className="text-brand">{t.privateSlot}</span>
            ) : (
              full && <span className="text-accent-dark">{t.full}</span>
            )}
          </p>
          <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-black/10" aria-hidden="true">
            <div
              className={`h-full rounded-full ${full ? "bg-accent" : "bg-brand"}`}
              style={{ width: `${Math.round(ratio * 100)}%` }}
            />
          </div>
        </div>
      </div>
      <ul className="divide-y divide-black/5 md:flex-1">
        {slot.bookings.map((booking) => (
          <BookingRow
            key={booking.booking_id}
            booking={booking}
            onPay={() => onPay(booking)}
            onCancel={() => onCancel(booking)}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </li>
  );
}
