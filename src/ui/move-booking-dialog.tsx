import { useMemo, useRef, useState } from "react";
import { moveBooking } from "../api/booking";
import { isApiError } from "../api/errors";
import { readRefusal, refusalText } from "../api/refusal";
import type { BookingHistoryItem, Slot } from "../contract/booking";
import { frBookings } from "../i18n/fr-bookings";
import { sessionDay } from "../lib/history-dates";
import { newIdempotencyKey } from "../lib/idempotency-key";
import { movableSlots } from "../lib/movable-slots";
import { addDays, dateWindow, dayParts, laterDay, longDay, slotTime, todayInDakar } from "../lib/slot-dates";
import { bookingMoved } from "../queries/bookings";
import { slotsQuery } from "../queries/slots";
import { useQuery } from "../queries/use-query";
import { toastStore } from "../stores/toasts";
import { Modal } from "./modal";
import { useSettlingBusy } from "./use-settling-busy";

const t = frBookings;
const DAYS = 5;
export function moveFailureText(error: unknown): string {
  if (isApiError(error) && error.kind === "network") return t.moveOffline;
  if (isApiError(error) && error.kind === "http") return refusalText(readRefusal(error.data)) ?? t.moveFailed;
  return t.moveFailed;
}

type Props = {
  item: BookingHistoryItem | null;
  onClose: () => void;
  /**
   * The server moved it: the list kept shows the new time at once and is read again (the cache);
   * a screen that holds its own copy of the list follows with this.
   */
  onMoved?: (booking: BookingHistoryItem) => void;
  /** A refusal or a lost answer: the booking may have changed, the list is read again. */
  onUnsure?: () => void;
  now?: Date;
};

/** 'Déplacer la réservation': the service's free slots, five days at a time, then one confirmation. */
export function MoveDialog({ item, onClose, onMoved, onUnsure, now = new Date() }: Props) {
  const today = todayInDakar(now);
  const [from, setFrom] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  // One key per booking and slot chosen: a retry after a lost answer moves it once.
  const key = useRef(newIdempotencyKey());
  const serviceId = item?.service_id;
  const read = useQuery(
    serviceId === undefined ? null : slotsQuery(serviceId, from, addDays(from, DAYS - 1)),
  );
  const slots = useMemo(() => (read.data ? Object.values(read.data).flat() : null), [read.data]);
  const loadFailed = slots === null && read.error !== undefined;

  const free = useMemo(() => (item && slots ? movableSlots(slots, item, now) : []), [item, slots, now]);
  const days = dateWindow(from, DAYS);
  const shownDay =
    day && days.includes(day) ? day : (days.find((d) => free.some((s) => s.date === d)) ?? null);
  const ofDay = free
    .filter((s) => s.date === shownDay)
    .sort((a, b) => a.start_time.localeCompare(b.start_time));

  const close = () => {
    setError(null);
    setChosen(null);
    setDay(null);
    setFrom(today);
    key.current = newIdempotencyKey();
    onClose();
  };
  const confirm = async () => {
    if (!item || !chosen || busy) return;
    if (!navigator.onLine) return setError(t.moveOffline);
    start();
    setError(null);
    try {
      const answer = await moveBooking(item.booking_id, chosen.id, key.current);
      const when = `${longDay(answer.booking.reserved_for)} à ${slotTime(answer.booking.start_time)}`;
      toastStore.getState().show("success", t.moved(when));
      bookingMoved(answer.booking);
      onMoved?.(answer.booking);
      close();
    } catch (failure) {
      setError(moveFailureText(failure));
      // A refusal is final for this key: the next try is a new request.
      if (isApiError(failure) && failure.kind === "http") key.current = newIdempotencyKey();
      bookingMoved(null);
      onUnsure?.();
    } finally {
      finish();
    }
  };
  const currentDay = item ? sessionDay(item.reserved_for) : null;
  const arrow =
    "grid size-11 shrink-0 place-items-center rounded-full bg-white text-xl ring-1 ring-black/10 disabled:opacity-40";
  return (
    <Modal open={item !== null} onClose={busy ? () => undefined : close} title={t.moveTitle}>
      <div className="max-h-[85dvh] overflow-y-auto p-5 pt-7 sm:p-6 sm:pt-8">
        <p aria-hidden="true" className="pr-10 text-xl font-bold text-brand-dark">
          {t.moveTitle}
        </p>
        <p className="mt-2 text-sm text-ink/80">{t.moveIntro}</p>
        {item && (
          <p className="mt-3 rounded-2xl bg-sand px-4 py-3 text-sm">
            <span className="font-semibold">{item.service_name}</span>
            <span className="block text-ink/70 first-letter:uppercase">
              {t.moveCurrent} : {currentDay ? `${currentDay} · ${slotTime(item.start_time)}` : t.noDate}
            </span>
          </p>
        )}
        <fieldset className="mt-4">
          <legend className="sr-only">{t.moveDays}</legend>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={arrow}
              disabled={from <= today || busy}
              onClick={() => setFrom(laterDay(addDays(from, -DAYS), today))}
              aria-label={t.movePreviousDays}
            >
              ‹
            </button>
            <div className="grid flex-1 grid-cols-5 gap-1">
              {days.map((d) => {
                const parts = dayParts(d);
                const count = free.filter((s) => s.date === d).length;
                return (
                  <button
                    key={d}
                    type="button"
                    disabled={count === 0 || busy}
                    aria-pressed={d === shownDay}
                    onClick={() => {
                      setDay(d);
                      setChosen(null);
                    }}
                    className={`flex min-h-14 flex-col items-center justify-center rounded-xl px-0.5 py-1.5 text-center ring-1 disabled:opacity-40 ${
                      d === shownDay ? "bg-brand text-white ring-brand" : "bg-white ring-black/10"
                    }`}
                  >
                    <span className="text-[0.7rem] uppercase">{parts.weekday}</span>
                    <span className="text-lg leading-tight font-bold">{parts.day}</span>
                    <span className="sr-only">{longDay(d)}</span>
                  </button>
                );
              })}
            </div>
            <button
              type="button"
              className={arrow}
              disabled={busy}
              onClick={() => setFrom(addDays(from, DAYS))}
              aria-label={t.moveNextDays}
            >
              ›
            </button>
          </div>
        </fieldset>
        <div className="mt-4" aria-live="polite">
          {loadFailed ? (
            <p className="rounded-xl bg-red-50 p-4 text-sm text-red-800">{t.moveLoadFailed}</p>
          ) : slots === null ? (
            <p className="rounded-xl bg-white p-4 text-center text-sm text-ink/70 ring-1 ring-black/5">
              {t.moveLoading}
            </p>
          ) : free.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-center text-sm text-ink/70 ring-1 ring-black/5">
              {t.moveNoSlotInWindow}
            </p>
          ) : ofDay.length === 0 ? (
            <p className="rounded-xl bg-white p-4 text-center text-sm text-ink/70 ring-1 ring-black/5">
              {t.moveNoSlot}
            </p>
          ) : (
            <div className="grid grid-cols-3 gap-2">
              {ofDay.map((slot) => (
                <button
                  key={slot.id}
                  type="button"
                  disabled={busy}
                  aria-pressed={slot.id === chosen?.id}
                  onClick={() => {
                    setChosen(slot);
                    key.current = newIdempotencyKey();
                  }}
                  className={`flex min-h-14 flex-col items-center justify-center rounded-xl px-2 py-1.5 ring-1 ${
                    slot.id === chosen?.id ? "bg-brand text-white ring-brand" : "bg-white ring-black/10"
                  }`}
                >
                  <span className="font-bold">{slotTime(slot.start_time)}</span>
                  <span className="text-xs opacity-80">{t.placesLeft(slot.remaining_capacity)}</span>
                </button>
              ))}
            </div>
          )}
        </div>
        <p className="mt-4 text-sm text-ink/70">{t.moveKeepsPrice}</p>
        {chosen && (
          <p className="mt-3 font-semibold text-brand-dark first-letter:uppercase">
            {t.moveTo(`${longDay(chosen.date)} à ${slotTime(chosen.start_time)}`)}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={close} disabled={busy}>
            {t.moveKeep}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={!chosen || busy}
            onClick={() => void confirm()}
          >
            {busy ? t.moving : t.moveConfirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
