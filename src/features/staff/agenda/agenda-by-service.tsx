import type { Agenda } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";
import { slotTime } from "../../../lib/slot-dates";
import { StaffPanel } from "../../../ui/staff-page";
import { deskBookable } from "./agenda-hours";
import { BookLink, type SlotActions, SlotBlock } from "./slot-block";

const t = frStaff.agenda;

/**
 * The day service by service: the slots that hold bookings in full, the empty ones folded into one
 * line of times, so a day of a dozen services reads in one screen, not twelve.
 */
export function AgendaByService({
  services,
  day,
  now,
  ...actions
}: { services: Agenda["services"]; day: string; now: number } & SlotActions) {
  return services.map((service) => {
    const booked = service.slots.filter((slot) => slot.bookings.length > 0);
    const free = service.slots.filter((slot) => slot.bookings.length === 0);
    return (
      <StaffPanel key={service.service_id} className="overflow-hidden">
        <h2 className="flex flex-wrap items-baseline justify-between gap-2 border-b border-black/5 bg-brand/5 px-4 py-3">
          <span className="text-lg font-bold text-brand-dark">{service.service_name}</span>
          <span className="text-sm text-ink/60">{service.duration} min</span>
        </h2>
        {booked.length > 0 ? (
          <ol className="divide-y divide-black/5">
            {booked.map((slot) => (
              <SlotBlock
                key={slot.slot_id}
                slot={slot}
                service={{ id: service.service_id, name: service.service_name }}
                day={day}
                now={now}
                {...actions}
              />
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
              {free.map((slot) => {
                const time = (
                  <>
                    <span aria-hidden="true">{slotTime(slot.start_time)}</span>
                    <span className="sr-only">
                      {t.freeSlotLabel(slotTime(slot.start_time), slot.capacity)}
                    </span>
                  </>
                );
                return (
                  <li key={slot.slot_id}>
                    {deskBookable(slot, day, now) ? (
                      // A free time is one tap from booking it for a client.
                      <BookLink
                        serviceId={service.service_id}
                        day={day}
                        slot={slot}
                        label={t.bookAt(slotTime(slot.start_time), service.service_name)}
                        className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-xs font-semibold tabular-nums text-brand ring-1 ring-brand/40 hover:bg-brand/5"
                      >
                        {slotTime(slot.start_time)}
                      </BookLink>
                    ) : (
                      <span className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-xs font-semibold tabular-nums text-ink/50 ring-1 ring-black/10">
                        {time}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </StaffPanel>
    );
  });
}
