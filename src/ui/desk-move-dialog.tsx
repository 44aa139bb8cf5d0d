import { type FormEvent, useEffect, useState } from "react";
import { actionFailure, moveForClient } from "../api/staff";
import { assignBooking } from "../api/staff-week";
import type { BookingToDealWith } from "../contract/staff/schedule";
import { frStaffSchedule } from "../i18n/fr-staff-schedule";
import { addDays, slotTime, todayInDakar } from "../lib/slot-dates";
import { deskSlotsQuery } from "../queries/staff-desk";
import { staffPractitionersQuery } from "../queries/staff-people";
import { useQuery } from "../queries/use-query";
import { toastStore } from "../stores/toasts";
import { DeskDialog } from "./desk-dialog";
import { DeskReadList } from "./desk-read-failure";
import { inputClass } from "./field";
import { PractitionerChoice } from "./practitioner-choice";
import { useAttemptKey } from "./use-attempt-key";
import { useSettlingBusy } from "./use-settling-busy";

const t = frStaffSchedule.move;

/** What the desk moves: a booking from the agenda or from the schedule's list to deal with. */
export type DeskMovable = Pick<
  BookingToDealWith,
  "booking_id" | "service_id" | "number_person" | "client_name" | "service_name"
> & {
  /** The day the dialog opens on (`AAAA-MM-JJ`); tomorrow without it, or before today. */
  day?: string;
  /** The slot it holds now, and its start: kept, handed to another practitioner chosen for it. */
  slot_id?: number;
  start_time?: string;
};

type Props = { booking: DeskMovable | null; onClose: () => void; onChanged: () => void };

/**
 * Another slot of the same service for the client, chosen with them on the phone or at the desk: a
 * day, then one of its free times that holds their persons. The server mails the client the new time.
 * Where the service has practitioners, the desk may ask for one: the times are then theirs, and the
 * booking's own time is offered too (the same session, handed to them).
 */
export function DeskMoveDialog({ booking, onClose, onChanged }: Props) {
  const [day, setDay] = useState("");
  const [chosen, setChosen] = useState<number | null>(null);
  const [practitioner, setPractitioner] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const attemptKey = useAttemptKey();
  const bookingId = booking?.booking_id;
  const startDay = booking?.day;
  useEffect(() => {
    if (bookingId === undefined) return;
    const today = todayInDakar();
    setDay(startDay && startDay >= today ? startDay : addDays(today, 1));
    setChosen(null);
    setPractitioner(null);
    setError(null);
  }, [bookingId, startDay]);

  const serviceId = booking?.service_id;
  // The desk's slots of the day through the cache, read again each time a day is chosen (their
  // places go fast): the clients' lead time does not hide the next session from the desk.
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const slotsRead = useQuery(
    serviceId !== undefined && validDay ? deskSlotsQuery(serviceId, day, practitioner) : null,
  );
  // Who may take it: none read (or none mapped), no choice — the centre assigns as it books.
  const people = useQuery(booking ? staffPractitionersQuery : null).data ?? [];
  const offered = people.filter(
    (p) => p.is_active && serviceId !== undefined && p.services.includes(serviceId),
  );
  // A day being typed has no slots yet.
  const slots = !validDay ? [] : (slotsRead.data?.slots ?? null);

  const persons = booking?.number_person ?? 1;
  // A move goes to a session not begun yet (a started one takes a walk-in, not a moved booking).
  const own = booking?.slot_id;
  const free = (slots ?? []).filter((s) => s.id !== own && !s.started && s.remaining_capacity >= persons);
  // Its own time on its own day, whatever the list says (the booking fills its slot): handed over.
  const ownStart = booking?.start_time;
  const handOver = practitioner !== null && own !== undefined && ownStart && day === booking?.day;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || busy) return;
    if (chosen === null) return setError(t.choose);
    start();
    setError(null);
    try {
      const key = attemptKey({ id: booking.booking_id, slot: chosen, practitioner });
      const answer =
        // The same session, another practitioner: a hand-over, not a move (nothing to tell by mail).
        chosen === own && practitioner !== null
          ? await assignBooking(booking.booking_id, { practitioners: [practitioner] }, key)
          : await moveForClient(booking.booking_id, chosen, key, practitioner ?? undefined);
      toastStore.getState().show("success", answer.detail, 5000);
      onChanged();
      onClose();
    } catch (failure) {
      setError(actionFailure(failure));
      onChanged();
    } finally {
      finish();
    }
  };

  return (
    <DeskDialog
      open={booking !== null}
      title={t.title}
      testId="schedule-move-dialog"
      busy={busy}
      error={error}
      submitLabel={t.submit}
      dismissLabel={frStaffSchedule.dismiss}
      submitDisabled={chosen === null}
      onClose={onClose}
      onSubmit={submit}
    >
      {booking && <p className="text-sm text-ink/80">{t.intro(booking.client_name, booking.service_name)}</p>}
      <label className="block text-sm font-medium" htmlFor="schedule-move-day">
        {t.day}
      </label>
      <input
        id="schedule-move-day"
        type="date"
        className={`${inputClass} mt-1`}
        min={todayInDakar()}
        value={day}
        onChange={(e) => {
          setDay(e.target.value);
          setChosen(null);
        }}
      />
      {offered.length > 0 && (
        <PractitionerChoice
          practitioners={offered}
          value={practitioner}
          onChange={(p) => {
            setPractitioner(p?.id ?? null);
            setChosen(null);
          }}
          legend={t.practitioner}
          layout="compact"
        />
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t.time}</legend>
        {handOver && (
          <div className="mt-2">
            <button
              type="button"
              aria-pressed={chosen === own}
              onClick={() => setChosen(own)}
              className={`min-h-11 rounded-xl px-4 text-sm font-semibold tabular-nums ring-1 ${chosen === own ? "bg-brand text-white ring-brand" : "bg-white ring-black/15 hover:ring-brand/50"}`}
            >
              {`${slotTime(ownStart)} · ${t.sameTime}`}
            </button>
            <p className="mt-1 text-xs text-ink/60">{t.handOver}</p>
          </div>
        )}
        <DeskReadList read={slotsRead} items={slots === null ? null : free} loading={t.loading} none={t.none}>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {free.map((slot) => (
              <button
                key={slot.id}
                type="button"
                aria-pressed={slot.id === chosen}
                onClick={() => setChosen(slot.id)}
                className={`min-h-11 rounded-xl text-sm font-semibold tabular-nums ring-1 ${slot.id === chosen ? "bg-brand text-white ring-brand" : "bg-white ring-black/15 hover:ring-brand/50"}`}
              >
                {slotTime(slot.start_time)}
              </button>
            ))}
          </div>
        </DeskReadList>
      </fieldset>
    </DeskDialog>
  );
}
