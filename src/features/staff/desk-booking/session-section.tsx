import type { Service } from "../../../contract/services";
import type { DeskSlot } from "../../../contract/staff/desk-booking";
import type { Practitioner } from "../../../contract/staff/people";
import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import type { FieldErrors } from "../../../lib/form-errors";
import { formatXof } from "../../../lib/format";
import { addDays, longDay, slotTime, todayInDakar } from "../../../lib/slot-dates";
import { DeskReadList } from "../../../ui/desk-read-failure";
import { describedControl, FieldFrame, inputClass } from "../../../ui/field";
import { PractitionerChoice } from "../../../ui/practitioner-choice";
import { type DeskForm, maxPersons, privateAllowed } from "./desk-booking-form";
import { DeskSection, FieldError } from "./desk-section";

const t = frStaffDesk.session;

type Props = {
  form: DeskForm;
  errors: FieldErrors;
  services: Service[];
  service: Service | undefined;
  /** The active practitioners delivering the service: none, no choice (the centre assigns one). */
  practitioners: Practitioner[];
  /** The day's slots as the desk may book them: null while read, or when the read failed. */
  slots: DeskSlot[] | null;
  slotsRead: { error: unknown; loading: boolean; retry: () => void };
  onChange: (change: Partial<DeskForm>) => void;
};

/** The service, the day and its free times (within the clients' lead time too), the persons, the option. */
export function SessionSection(props: Props) {
  const { form, errors, services, service, slots, slotsRead, onChange } = props;
  const today = todayInDakar();
  const slot = slots?.find((s) => s.id === form.slotId);
  const most = service ? maxPersons(service, slot) : 1;
  const offerPrivate = privateAllowed(service, slot);
  const quickDays = [
    { day: today, label: t.today },
    { day: addDays(today, 1), label: t.tomorrow },
  ];
  return (
    <DeskSection step={2} title={t.heading} testId="desk-session">
      <FieldFrame id="desk-service" label={t.service} error={errors.service}>
        <select
          {...describedControl("desk-service", errors.service)}
          className={inputClass}
          value={form.serviceId ?? ""}
          onChange={(e) =>
            onChange({
              serviceId: e.target.value ? Number(e.target.value) : null,
              slotId: null,
              practitionerId: null,
              persons: 1,
              privateOption: false,
            })
          }
        >
          <option value="">{t.chooseService}</option>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.name} · ${s.duration} min · ${formatXof(s.price)}`}
            </option>
          ))}
        </select>
      </FieldFrame>
      <div>
        <label htmlFor="desk-day" className="text-sm font-medium">
          {t.day}
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            id="desk-day"
            type="date"
            min={today}
            value={form.day}
            className="h-12 rounded-xl border border-black/15 bg-white px-3"
            onChange={(e) => onChange({ day: e.target.value, slotId: null })}
          />
          {quickDays.map((quick) => (
            <button
              key={quick.day}
              type="button"
              aria-pressed={form.day === quick.day}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ${form.day === quick.day ? "bg-brand text-white ring-brand" : "bg-white text-brand ring-black/15"}`}
              onClick={() => onChange({ day: quick.day, slotId: null })}
            >
              {quick.label}
            </button>
          ))}
        </div>
        {/^\d{4}-\d{2}-\d{2}$/.test(form.day) && (
          <p className="mt-1 text-sm text-ink/70">{longDay(form.day)}</p>
        )}
      </div>
      {service && props.practitioners.length > 0 && (
        <div>
          <PractitionerChoice
            practitioners={props.practitioners}
            value={form.practitionerId}
            onChange={(p) => onChange({ practitionerId: p?.id ?? null, slotId: null })}
            legend={t.practitioner}
            layout="compact"
            describedBy={errors.practitioner ? "desk-practitioner-error" : undefined}
          />
          <FieldError id="desk-practitioner-error" message={errors.practitioner} />
        </div>
      )}
      {service && (
        <fieldset aria-describedby={errors.slot ? "desk-slot-error" : undefined}>
          <legend className="text-sm font-medium">{t.time}</legend>
          <DeskReadList read={slotsRead} items={slots} loading={t.loading} none={t.none}>
            <div
              className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-5"
              data-testid="desk-slots"
            >
              {(slots ?? []).map((s) => (
                <button
                  key={s.id}
                  type="button"
                  aria-pressed={s.id === form.slotId}
                  onClick={() =>
                    onChange({
                      slotId: s.id,
                      persons: Math.min(form.persons, maxPersons(service, s)),
                      privateOption: form.privateOption && privateAllowed(service, s),
                    })
                  }
                  className={`flex min-h-14 flex-col items-center justify-center rounded-xl px-2 py-1 text-center ring-1 ${s.id === form.slotId ? "bg-brand text-white ring-brand" : "bg-white ring-black/15 hover:ring-brand/50"}`}
                >
                  <span className="font-semibold tabular-nums">{slotTime(s.start_time)}</span>
                  <span className={`text-xs ${s.id === form.slotId ? "text-white/85" : "text-ink/60"}`}>
                    {s.started ? t.started : t.places(s.remaining_capacity)}
                    {s.pct_discount > 0 && ` · ${t.discount(s.pct_discount)}`}
                  </span>
                </button>
              ))}
            </div>
          </DeskReadList>
          <FieldError id="desk-slot-error" message={errors.slot} />
        </fieldset>
      )}
      {service && (
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <FieldFrame id="desk-persons" label={t.persons} error={errors.number_person}>
            <select
              {...describedControl("desk-persons", errors.number_person)}
              className="mt-1 block h-12 w-28 rounded-xl border border-black/15 bg-white px-3"
              value={form.persons}
              onChange={(e) => onChange({ persons: Number(e.target.value) })}
            >
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </FieldFrame>
          {offerPrivate && (
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-black/15">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={form.privateOption}
                onChange={(e) => onChange({ privateOption: e.target.checked })}
              />
              <span>
                <span className="block text-sm font-semibold">{t.privateOption}</span>
                <span className="block text-xs text-ink/60">
                  {t.privateHint(formatXof(service.private_option_price))}
                </span>
              </span>
            </label>
          )}
        </div>
      )}
      <FieldError message={errors.private_option} />
    </DeskSection>
  );
}
