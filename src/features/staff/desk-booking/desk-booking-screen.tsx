import { type FormEvent, useState } from "react";
import { actionFailure } from "../../../api/staff";
import { bookAtDesk } from "../../../api/staff-desk";
import type { DeskBookingResponse, DeskPayment } from "../../../contract/staff/desk-booking";
import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import type { FieldErrors } from "../../../lib/form-errors";
import { todayInDakar } from "../../../lib/slot-dates";
import { deskSlotsQuery } from "../../../queries/staff-desk";
import { useQuery } from "../../../queries/use-query";
import { StaffHeader } from "../../../ui/staff-page";
import { useAttemptKey } from "../../../ui/use-attempt-key";
import { usePageTitle } from "../../../ui/use-page-title";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { ClientSection } from "./client-section";
import { DeskBooked } from "./desk-booked";
import type { DeskBookingData } from "./desk-booking-data";
import { type DeskForm, deskRefusal, deskRequest, emptyForm, shownPrice } from "./desk-booking-form";
import { PaymentSection } from "./payment-section";
import { SessionSection } from "./session-section";

/** What the screen may be opened with (a client's page, a free slot of the agenda, a cell of the week). */
export type DeskPreset = {
  client?: number;
  service?: number;
  day?: string;
  slot?: number;
  /** `HH:MM`: the slot of the chosen service starting then, once the day's slots are read. */
  time?: string;
  practitioner?: number;
};

type Props = { data: DeskBookingData; preset: DeskPreset; onBooked: () => void };

/** The desk books for a client who calls or walks in: one page, three steps, one submit. */
export function DeskBookingScreen({ data, preset, onBooked }: Props) {
  usePageTitle(frStaffDesk.title);
  // A new booking starts afresh: a new form, and a new Idempotency-Key with it.
  const [round, setRound] = useState(0);
  return (
    <div className="space-y-5">
      <StaffHeader title={frStaffDesk.title} intro={frStaffDesk.intro} />
      <DeskBookingForm
        key={round}
        data={data}
        preset={round === 0 ? preset : {}}
        onBooked={onBooked}
        onAnother={() => setRound((n) => n + 1)}
      />
    </div>
  );
}

function DeskBookingForm({ data, preset, onBooked, onAnother }: Props & { onAnother: () => void }) {
  const [form, setForm] = useState<DeskForm>(() =>
    emptyForm(preset.day && preset.day >= todayInDakar() ? preset.day : todayInDakar(), {
      client: preset.client !== undefined ? data.client : null,
      ...(preset.service !== undefined && data.services.some((s) => s.id === preset.service)
        ? { serviceId: preset.service, ...(preset.slot !== undefined ? { slotId: preset.slot } : {}) }
        : {}),
      // The week's cell's practitioner, if they deliver the service asked for (or none is yet).
      ...(preset.practitioner !== undefined &&
      data.practitioners.some(
        (p) =>
          p.id === preset.practitioner &&
          (preset.service === undefined || p.services.includes(preset.service)),
      )
        ? { practitioner: preset.practitioner }
        : {}),
    }),
  );
  const [wantedTime, setWantedTime] = useState(preset.time);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [existingClientId, setExistingClientId] = useState<number | null>(null);
  const [done, setDone] = useState<{ answer: DeskBookingResponse; payment: DeskPayment } | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  const attemptKey = useAttemptKey();

  const service = data.services.find((s) => s.id === form.serviceId);
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(form.day);
  const offered = data.practitioners.filter((p) => service && p.services.includes(service.id));
  const slotsRead = useQuery(
    service && validDay ? deskSlotsQuery(service.id, form.day, form.practitionerId) : null,
  );
  const slots = !validDay ? [] : (slotsRead.data?.slots ?? null);
  // A cell of the week names a time: its slot is chosen once the day's slots are there.
  if (wantedTime && slots && form.slotId === null) {
    const at = slots.find((s) => s.start_time.startsWith(wantedTime));
    setWantedTime(undefined);
    if (at) setForm((current) => ({ ...current, slotId: at.id }));
  }
  const slot = slots?.find((s) => s.id === form.slotId);
  const price = shownPrice(form, service, slot);

  const change = (next: Partial<DeskForm>) => {
    setForm((current) => {
      // A new service keeps the practitioner asked for (a cell of the week) when they deliver it.
      const keeps =
        next.serviceId != null &&
        current.practitionerId !== null &&
        data.practitioners.some(
          (p) => p.id === current.practitionerId && p.services.includes(next.serviceId ?? 0),
        );
      return { ...current, ...next, ...(keeps ? { practitionerId: current.practitionerId } : {}) };
    });
    // What is changed is no longer what was refused.
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(current)) if (touches(key, next)) delete kept[key];
      return kept;
    });
    if ("newClient" in next || "who" in next) setExistingClientId(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = deskRequest(form, service, slot);
    if (!request.ok) {
      setErrors(request.errors);
      setMessage(frStaffDesk.fix);
      return;
    }
    start();
    setMessage(null);
    try {
      const answer = await bookAtDesk(request.body, attemptKey(request.body));
      setDone({ answer, payment: request.body.payment });
      setErrors({});
      onBooked();
    } catch (failure) {
      const refusal = deskRefusal(failure, actionFailure(failure));
      setErrors(refusal.fields);
      setMessage(refusal.message ?? frStaffDesk.fix);
      setExistingClientId(refusal.existingClientId);
      // A lost answer may hide a booking made: what shows it is read again.
      onBooked();
    } finally {
      finish();
    }
  };

  if (done) return <DeskBooked answer={done.answer} payment={done.payment} onAnother={onAnother} />;
  return (
    <form noValidate onSubmit={submit} data-testid="desk-booking-form">
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <ClientSection form={form} errors={errors} existingClientId={existingClientId} onChange={change} />
          <SessionSection
            form={form}
            errors={errors}
            services={data.services}
            service={service}
            practitioners={offered}
            slots={slots}
            slotsRead={slotsRead}
            onChange={change}
          />
        </div>
        <div className="space-y-4 xl:sticky xl:top-4">
          <PaymentSection form={form} errors={errors} price={price} slot={slot} onChange={change} />
          {message && (
            <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {message}
            </p>
          )}
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? frStaffDesk.submitting : frStaffDesk.submit}
          </button>
        </div>
      </div>
    </form>
  );
}

/** Whether a change touches the field a message is about (the API's field names). */
function touches(field: string, next: Partial<DeskForm>): boolean {
  if (field.startsWith("new_client.")) return "newClient" in next || "who" in next;
  const by: Record<string, (keyof DeskForm)[]> = {
    client_id: ["client", "who"],
    service: ["serviceId"],
    slot: ["slotId", "day", "serviceId", "practitionerId"],
    practitioner: ["practitionerId", "slotId", "serviceId", "day"],
    number_person: ["persons", "slotId"],
    private_option: ["privateOption", "slotId"],
    price: ["persons", "privateOption", "slotId"],
    credit_price: ["persons", "privateOption", "slotId"],
    payment: ["payment", "client", "who"],
    reference: ["reference", "payment"],
  };
  return (by[field] ?? []).some((key) => key in next);
}
