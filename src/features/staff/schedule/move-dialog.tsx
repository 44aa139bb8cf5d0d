import { type FormEvent, useEffect, useState } from "react";
import { fetchSlotsByDates } from "../../../api/booking";
import { actionFailure, moveForClient } from "../../../api/staff";
import type { Slot } from "../../../contract/booking";
import type { BookingToDealWith } from "../../../contract/staff/schedule";
import { frStaffSchedule } from "../../../i18n/fr-staff-schedule";
import { addDays, slotTime, todayInDakar } from "../../../lib/slot-dates";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { inputClass } from "../../../ui/field";
import { useAttemptKey } from "../../../ui/use-attempt-key";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaffSchedule.move;

type Props = { booking: BookingToDealWith | null; onClose: () => void; onChanged: () => void };

/**
 * Another slot of the same service for the client, chosen with them on the phone: a day, then one of
 * its free times that holds their persons. The client is mailed the new time by the server.
 */
export function MoveDialog({ booking, onClose, onChanged }: Props) {
  const [day, setDay] = useState("");
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const attemptKey = useAttemptKey();
  const bookingId = booking?.booking_id;
  useEffect(() => {
    if (bookingId === undefined) return;
    setDay(addDays(todayInDakar(), 1));
    setChosen(null);
    setError(null);
  }, [bookingId]);

  const serviceId = booking?.service_id;
  useEffect(() => {
    if (serviceId === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const controller = new AbortController();
    setSlots(null);
    setChosen(null);
    fetchSlotsByDates(serviceId, day, day, controller.signal).then(
      (byDate) => setSlots(byDate[day] ?? []),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setSlots([]);
        setError(actionFailure(failure));
      },
    );
    return () => controller.abort();
  }, [serviceId, day]);

  const persons = booking?.number_person ?? 1;
  const free = (slots ?? []).filter((s) => s.available && s.remaining_capacity >= persons);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!booking || busy) return;
    if (chosen === null) return setError(t.choose);
    start();
    setError(null);
    try {
      const answer = await moveForClient(
        booking.booking_id,
        chosen,
        attemptKey({ id: booking.booking_id, slot: chosen }),
      );
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
        onChange={(e) => setDay(e.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-medium">{t.time}</legend>
        {slots === null ? (
          <p className="mt-2 text-sm text-ink/60">{t.loading}</p>
        ) : free.length === 0 ? (
          <p className="mt-2 text-sm text-ink/60">{t.none}</p>
        ) : (
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
        )}
      </fieldset>
    </DeskDialog>
  );
}
