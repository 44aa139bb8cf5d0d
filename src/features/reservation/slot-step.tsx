import { useEffect, useState } from "react";
import type { Slot } from "../../contract/booking";
import type { DraftPractitioner, DraftService } from "../../db/draft-schema";
import { frReservation } from "../../i18n/fr-reservation";
import { formatXof } from "../../lib/format";
import { bookingPrice } from "../../lib/price";
import { laterDay, shiftWindow, todayInDakar } from "../../lib/slot-dates";
import { inputClass } from "../../ui/field";
import { ErrorPanel } from "../../ui/panels";
import { PractitionerField } from "./practitioner-field";
import { DayPicker, SlotPicker } from "./slot-pickers";
import { firstWindow, slotFits, windowView } from "./slot-window";
import { StepActions } from "./step-actions";
import { useSlots } from "./use-slots";

/** Up to 10 persons when the service says nothing. */
const DEFAULT_MAX_PERSONS = 10;

type Props = {
  serviceId: number;
  service: DraftService | null;
  date: string | null;
  slotId: number | null;
  persons: number;
  privateOption: boolean;
  /** Who the client chose; null: « Sans préférence ». The slots shown are the ones they can take. */
  practitioner: DraftPractitioner | null;
  onPractitioner: (chosen: DraftPractitioner | null) => void;
  /** Drops the private option chosen on the service page, from this step. */
  onWithoutPrivate: () => void;
  onSlot: (slot: Slot | null) => void;
  onPersons: (persons: number) => void;
  onBack: () => void;
  onNext: () => void;
};

export function SlotStep(props: Props) {
  const { serviceId, service, date, slotId, persons, privateOption, onSlot, onPersons } = props;
  const today = todayInDakar();
  const [from, setFrom] = useState(() => firstWindow(date, today));
  const [day, setDay] = useState<string | null>(date);
  const { state, retry } = useSlots(serviceId, from, today, props.practitioner?.id ?? null);
  const maxPersons = service?.nb_person_max_per_booking || DEFAULT_MAX_PERSONS;
  const view = windowView(state.status === "ready" ? state.byDate : {}, from, today);
  const daySlots = day && state.status === "ready" ? (state.byDate[day] ?? []) : [];

  const move = (direction: -1 | 1) => {
    const next = shiftWindow(from, direction);
    setFrom(laterDay(next, today));
  };
  const choosePersons = (count: number) => {
    onPersons(count);
    const chosen = daySlots.find((s) => s.id === slotId);
    if (chosen && !slotFits(chosen, count, privateOption)) onSlot(null);
  };
  // A slot kept from before the private option was asked, which cannot take it, is no longer chosen.
  const chosen = daySlots.find((s) => s.id === slotId);
  const chosenRefused = chosen !== undefined && !slotFits(chosen, persons, privateOption);
  useEffect(() => {
    if (chosenRefused) onSlot(null);
  }, [chosenRefused, onSlot]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <label className="text-sm font-medium">
          {frReservation.fromDate}
          <input
            type="date"
            min={today}
            value={from}
            onChange={(e) => e.target.value && setFrom(laterDay(e.target.value, today))}
            className={`${inputClass} !w-auto`}
          />
        </label>
        <label className="text-sm font-medium">
          {frReservation.persons}
          <select
            value={persons}
            onChange={(e) => choosePersons(Number(e.target.value))}
            className={`${inputClass} !w-auto min-w-24`}
          >
            {Array.from({ length: maxPersons }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PractitionerField serviceId={serviceId} value={props.practitioner} onChange={props.onPractitioner} />
      {privateOption && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-sand p-3 text-sm">
          <p className="text-ink/80">{frReservation.privateChosen}</p>
          <button
            type="button"
            onClick={props.onWithoutPrivate}
            className="min-h-11 font-semibold text-brand underline underline-offset-2"
          >
            {frReservation.withoutPrivate}
          </button>
        </div>
      )}
      {state.status === "error" ? (
        <ErrorPanel message={frReservation.slotsFailed} onRetry={retry} />
      ) : (
        <>
          <DayPicker
            days={view.days}
            byDate={state.status === "ready" ? state.byDate : null}
            selected={day}
            today={today}
            hasPrevious={view.hasPrevious}
            hasNext={view.hasNext}
            onMove={move}
            onDay={setDay}
          />
          <SlotPicker
            loading={state.status === "loading"}
            windowEmpty={view.empty}
            day={day}
            slots={daySlots}
            persons={persons}
            privateOption={privateOption}
            selectedId={slotId}
            onSlot={onSlot}
            discountedPrice={(slot) =>
              service
                ? formatXof(bookingPrice(service, slot.pct_discount, persons, privateOption).price)
                : null
            }
          />
        </>
      )}
      <StepActions
        onBack={props.onBack}
        onNext={props.onNext}
        nextBlocked={slotId === null ? frReservation.needSlot : null}
      />
    </div>
  );
}
