import type { Slot } from "../../contract/booking";
import { frReservation } from "../../i18n/fr-reservation";
import { dayParts, longDay, slotTime } from "../../lib/slot-dates";
import { type SlotsByDate, slotFits } from "./slot-window";

type DayProps = {
  days: string[];
  byDate: SlotsByDate | null;
  selected: string | null;
  today: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onMove: (direction: -1 | 1) => void;
  onDay: (day: string) => void;
};

const arrow = "carousel-btn shrink-0 disabled:cursor-not-allowed disabled:opacity-40";

/** Five days with previous and next, each day a button a finger can hit. */
export function DayPicker({ days, byDate, selected, today, hasPrevious, hasNext, onMove, onDay }: DayProps) {
  return (
    <fieldset>
      {/* The arrows sit beside the legend, so the five days get the full width even at 320 px. */}
      <legend className="float-left pt-3 text-sm font-medium">{frReservation.dates}</legend>
      <span className="float-right flex gap-2">
        <button
          type="button"
          className={arrow}
          disabled={!hasPrevious}
          onClick={() => onMove(-1)}
          aria-label={frReservation.previousDays}
        >
          ‹
        </button>
        <button
          type="button"
          className={arrow}
          disabled={!hasNext}
          onClick={() => onMove(1)}
          aria-label={frReservation.nextDays}
        >
          ›
        </button>
      </span>
      <div className="clear-both grid grid-cols-5 gap-1.5 pt-2 sm:gap-2">
        {days.map((day) => {
          const parts = dayParts(day);
          const count = byDate?.[day]?.length ?? 0;
          const past = day < today;
          return (
            <button
              key={day}
              type="button"
              disabled={past}
              aria-pressed={day === selected}
              onClick={() => onDay(day)}
              className={`flex min-h-16 flex-col items-center justify-center rounded-xl px-1 py-2 text-center ring-1 transition-shadow disabled:opacity-40 ${
                day === selected
                  ? "bg-brand text-white ring-brand"
                  : "bg-white ring-black/10 hover:ring-brand/50"
              }`}
            >
              <span className="text-[0.7rem] uppercase">{parts.weekday}</span>
              <span className="text-lg leading-tight font-bold">{parts.day}</span>
              <span className="text-[0.7rem]">{parts.month}</span>
              <span className="sr-only">{longDay(day)}</span>
              <span
                aria-hidden="true"
                className={`mt-1 size-1.5 rounded-full ${count > 0 ? (day === selected ? "bg-white" : "bg-accent-dark") : "bg-transparent"}`}
              />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

type SlotProps = {
  loading: boolean;
  windowEmpty: boolean;
  day: string | null;
  slots: Slot[];
  persons: number;
  /** The private option is asked: slots that cannot take it are off, and say so. */
  privateOption: boolean;
  selectedId: number | null;
  onSlot: (slot: Slot) => void;
  /** What a discounted slot costs once its discount is taken off, as shown under its time. */
  discountedPrice?: (slot: Slot) => string | null;
};

const note = "rounded-xl bg-white p-4 text-center text-sm text-ink/70 ring-1 ring-black/5";

/** The day's slots as HHhMM buttons, with the places left and any discount. */
export function SlotPicker({
  loading,
  windowEmpty,
  day,
  slots,
  persons,
  privateOption,
  selectedId,
  onSlot,
  discountedPrice,
}: SlotProps) {
  let body: React.ReactNode;
  if (loading)
    body = (
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional.
          <span key={i} className="h-14 animate-pulse rounded-xl bg-black/5" />
        ))}
      </div>
    );
  else if (windowEmpty) body = <p className={note}>{frReservation.noSlotInWindow}</p>;
  else if (!day) body = <p className={note}>{frReservation.pickDate}</p>;
  else if (slots.length === 0) body = <p className={note}>{frReservation.noSlot}</p>;
  else
    body = (
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {slots.map((slot) => {
          const fits = slotFits(slot, persons, privateOption);
          const privateRefused = privateOption && slotFits(slot, persons) && !slot.can_have_private_option;
          const selected = slot.id === selectedId;
          const discounted = slot.pct_discount > 0 ? (discountedPrice?.(slot) ?? null) : null;
          return (
            <button
              key={slot.id}
              type="button"
              disabled={!fits}
              aria-pressed={selected}
              onClick={() => onSlot(slot)}
              className={`relative flex min-h-14 flex-col items-center justify-center rounded-xl px-2 py-1.5 ring-1 transition-shadow disabled:cursor-not-allowed disabled:opacity-40 ${
                selected ? "bg-brand text-white ring-brand" : "bg-white ring-black/10 hover:ring-brand/50"
              }`}
            >
              <span className="font-semibold">{slotTime(slot.start_time)}</span>
              <span className={`text-xs ${selected ? "text-white/85" : "text-ink/70"}`}>
                {privateRefused
                  ? frReservation.privateImpossible
                  : frReservation.placesLeft(slot.remaining_capacity)}
              </span>
              {discounted && (
                <span
                  data-testid="slot-price"
                  className={`text-xs font-bold ${selected ? "text-white" : "text-accent-dark"}`}
                >
                  {discounted}
                </span>
              )}
              {slot.pct_discount > 0 && (
                <span className="absolute -top-2 -right-1 rounded-full bg-accent-dark px-1.5 text-[0.65rem] font-bold text-white">
                  {frReservation.discount(slot.pct_discount)}
                </span>
              )}
            </button>
          );
        })}
      </div>
    );
  return (
    <section aria-live="polite">
      <h2 className="text-sm font-medium">
        {day ? `${frReservation.times} · ${longDay(day)}` : frReservation.times}
      </h2>
      <div className="mt-2">{body}</div>
    </section>
  );
}
