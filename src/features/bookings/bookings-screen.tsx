import { Link } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import type { BookingHistoryItem } from "../../contract/booking";
import { fr } from "../../i18n/fr";
import { frBookings } from "../../i18n/fr-bookings";
import {
  activeFilterCount,
  BOOKINGS_PAGE_SIZE,
  type BookingFilters,
  filterBookings,
  noBookingFilters,
} from "../../lib/booking-filters";
import { orderBookings } from "../../lib/booking-order";
import { type CancelDecision, cancelDecision } from "../../lib/cancel-rule";
import { rangeError } from "../../lib/day-range";
import { dakarDateTime } from "../../lib/history-dates";
import { pageCount } from "../../lib/pagination";
import { todayInDakar } from "../../lib/slot-dates";
import { FilterPanel } from "../../ui/filter-panel";
import { ListToolbar, ResultCount } from "../../ui/list-toolbar";
import { MoveDialog } from "../../ui/move-booking-dialog";
import { Pagination } from "../../ui/pagination";
import { EmptyPanel } from "../../ui/panels";
import { SavedCopyNote } from "../../ui/saved-copy-note";
import { SearchBox } from "../../ui/search-box";
import { MOBILE_QUERY, useMediaQuery } from "../../ui/use-media-query";
import { useOnline } from "../../ui/use-online";
import { BookingCard } from "./booking-card";
import { BookingFilterFields } from "./booking-filter-fields";
import type { BookingsData } from "./bookings-data";
import { CancelDialog } from "./cancel-dialog";

const t = frBookings;

type Props = {
  data: BookingsData;
  filters: BookingFilters;
  page: number;
  onChange: (filters: BookingFilters, page: number) => void;
  /** Loads the list again (after a cancellation). */
  onReload: () => void;
  now?: Date;
};

/** 'Mes réservations': search, filters, cards 9 per page, and cancellation of upcoming bookings. */
export function BookingsScreen({ data, filters, page, onChange, onReload, now = new Date() }: Props) {
  const phone = useMediaQuery(MOBILE_QUERY);
  const today = todayInDakar(now);
  const [cancelling, setCancelling] = useState<BookingHistoryItem | null>(null);
  // Cancelled here and not yet reloaded: shown as cancelled at once.
  const [cancelled, setCancelled] = useState<ReadonlySet<number>>(new Set());
  const [moving, setMoving] = useState<BookingHistoryItem | null>(null);
  // Moved here and not yet reloaded: shown at their new time at once.
  const [moved, setMoved] = useState<ReadonlyMap<number, BookingHistoryItem>>(new Map());
  const online = useOnline();
  const items = useMemo(
    () =>
      data.items.map((item) =>
        cancelled.has(item.booking_id) && item.booking_state === "upcoming"
          ? { ...item, booking_state: "cancelled" as const, cancelation_delay: "" }
          : (moved.get(item.booking_id) ?? item),
      ),
    [data.items, cancelled, moved],
  );
  const matching = useMemo(
    () => filterBookings(orderBookings(items), filters, today),
    [items, filters, today],
  );
  const pages = pageCount(matching.length, BOOKINGS_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * BOOKINGS_PAGE_SIZE, current * BOOKINGS_PAGE_SIZE);
  const onSearch = useCallback((q: string) => onChange({ ...filters, q }, 1), [filters, onChange]);

  const filterPanel = (
    <FilterPanel
      filters={filters}
      onApply={(f) => onChange(f, 1)}
      phone={phone}
      reset={{ ...noBookingFilters, q: filters.q }}
      validate={(f) => (f.period === "custom" ? rangeError(f.from, f.to) : null)}
      activeCount={activeFilterCount(filters)}
      labels={t}
      idPrefix="bookings"
      fields={(props) => <BookingFilterFields {...props} today={today} />}
    />
  );
  return (
    <section className="container-page py-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.bookings}</h1>
        <p className="mt-2 text-ink/70">{t.intro}</p>
        <SavedCopyNote
          fromCopy={data.fromCopy}
          copyText={t.savedCopy}
          updated={t.lastUpdate(dakarDateTime(new Date(data.savedAt)) ?? t.noDate)}
        />
      </header>
      <ListToolbar
        phone={phone}
        filters={filterPanel}
        search={
          <SearchBox
            id="booking-search"
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={filters.q}
            onSearch={onSearch}
          />
        }
      />
      <div className="mt-6">
        <ResultCount text={t.resultCount(matching.length)} />
        {data.items.length === 0 ? (
          <EmptyPanel message={t.none}>
            <Link to="/reservation" className="btn-primary mt-4">
              {t.bookNow}
            </Link>
          </EmptyPanel>
        ) : shown.length === 0 ? (
          <EmptyPanel message={t.empty} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item.booking_id} className="flex">
                <BookingCard
                  item={item}
                  decision={cancelDecision(item, now, data.cutoffHours)}
                  onCancel={() => setCancelling(item)}
                  onMove={() => setMoving(item)}
                  online={online}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={current} pages={pages} onPage={(p) => onChange(filters, p)} label={t.pagination} />
      </div>
      <CancelDialog
        item={cancelling}
        lateCredits={
          cancelling ? lateCreditsOf(cancelDecision(cancelling, now, data.cutoffHours)) : undefined
        }
        onClose={() => setCancelling(null)}
        onCancelled={(id) => {
          setCancelled((previous) => new Set(previous).add(id));
          onReload();
          // Its Annuler button is gone: the focus stays on the card rather than falling to the page.
          requestAnimationFrame(() => document.getElementById(`booking-${id}`)?.focus());
        }}
        onUnsure={onReload}
      />
      <MoveDialog
        item={moving}
        onClose={() => setMoving(null)}
        onMoved={(booking) => {
          setMoved((previous) => new Map(previous).set(booking.booking_id, booking));
          onReload();
          requestAnimationFrame(() => document.getElementById(`booking-${booking.booking_id}`)?.focus());
        }}
        onUnsure={onReload}
      />
    </section>
  );
}

/** The late-cancel fee a decision announces, if the cancel is late. */
const lateCreditsOf = (decision: CancelDecision) => (decision.allowed ? decision.lateCredits : undefined);
