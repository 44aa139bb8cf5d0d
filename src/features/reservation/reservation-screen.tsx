import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useRef } from "react";
import type { Slot } from "../../contract/booking";
import type { Service } from "../../contract/services";
import { fr } from "../../i18n/fr";
import { frReservation } from "../../i18n/fr-reservation";
import { bookingPrice } from "../../lib/price";
import { reservationDraftStore, useReservationDraft } from "../../stores/reservation-draft";
import { canRefresh, isAuthenticated, useSession } from "../../stores/session";
import { toastStore } from "../../stores/toasts";
import { useMediaQuery } from "../../ui/use-media-query";
import { usePageTitle } from "../../ui/use-page-title";
import { PaymentStep } from "./payment-step";
import { ServiceStep } from "./service-step";
import { SlotStep } from "./slot-step";
import { Stepper } from "./stepper";
import { canEnter, type Step, shownStep } from "./steps";
import { SummaryPanel } from "./summary-panel";

// Steps 2 and 3 only: kept out of the code that /reservation loads first.
const PhoneSummary = lazy(() => import("./phone-summary").then((m) => ({ default: m.PhoneSummary })));

/** The summary sits beside the steps from 1024 px. */
const WIDE_QUERY = "(min-width: 1024px)";

type Props = { askedStep: Step; services: Service[] | null; onRetryServices: () => void };

const toast = (message: string) => toastStore.getState().show("error", message);

export function ReservationScreen({ askedStep, services, onRetryServices }: Props) {
  usePageTitle(fr.pages.reservation);
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE_QUERY);
  const draft = useReservationDraft((s) => s);
  const authenticated = useSession((s) => isAuthenticated(s.tokens) || canRefresh(s.tokens));
  const facts = {
    hasService: draft.service !== null,
    hasSlot: draft.slotId !== null && draft.slot !== null,
    authenticated,
    wide,
  };
  const step = shownStep(askedStep, facts);

  const go = useCallback(
    (to: Step, replace = false) => {
      const { serviceId, type, privateOption } = reservationDraftStore.getState();
      return navigate({
        to: "/reservation",
        search: {
          step: to,
          service: serviceId ?? undefined,
          type: type === "custom" ? "custom" : undefined,
          private: privateOption || undefined,
        },
        replace,
      });
    },
    [navigate],
  );
  // A new step takes the focus, so a keyboard or screen-reader user starts at its top, not on <body>.
  const stepRef = useRef<HTMLElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    stepRef.current?.focus();
  }, [step]);
  // The URL follows the step shown: an old or hand-made link lands on the furthest step allowed.
  useEffect(() => {
    if (step !== askedStep) void go(step, true);
  }, [step, askedStep, go]);

  const toStep = async (target: Step) => {
    const entry = canEnter(target, facts);
    if (entry.ok) {
      if (target === 1) await draft.reset(draft.type);
      return go(target);
    }
    // 'Veuillez vous connecter…' is read on the login page it leads to.
    if (entry.login) toastStore.getState().show("error", entry.message, undefined, true);
    else toast(entry.message);
    if (!entry.login) return;
    // Kept on the phone first, so the draft is there when login brings the visitor back to step 3.
    await reservationDraftStore.getState().saved();
    const { serviceId, type } = reservationDraftStore.getState();
    const back = `/reservation?step=3&service=${serviceId}${type === "custom" ? "&type=custom" : ""}`;
    return navigate({ to: "/auth/login", search: { redirect: back } });
  };
  const chooseSlot = (slot: Slot | null) =>
    draft.update(
      slot
        ? {
            date: slot.date,
            time: slot.start_time,
            slotId: slot.id,
            slot: {
              start_time: slot.start_time,
              end_time: slot.end_time,
              pct_discount: slot.pct_discount,
              can_have_private_option: slot.can_have_private_option,
              remaining_capacity: slot.remaining_capacity,
            },
          }
        : { date: null, time: null, slotId: null, slot: null },
    );

  return (
    <section className="container-page pt-8 pb-24 sm:pb-12">
      <h1 className="text-2xl font-bold text-brand-dark sm:text-3xl">{fr.pages.reservation}</h1>
      <Stepper
        current={step}
        facts={facts}
        onStep={(s) => void toStep(s)}
        onLocked={() => toast(frReservation.stepLocked)}
      />
      <div className="mt-8 gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          ref={stepRef}
          tabIndex={-1}
          aria-label={`${frReservation.stepLabel(step, wide ? 3 : 4)} : ${frReservation.steps[step - 1]}`}
          className="focus:outline-none"
        >
          {!wide && (step === 2 || step === 3) && (
            <Suspense fallback={null}>
              <PhoneSummary />
            </Suspense>
          )}
          {step === 1 && (
            <ServiceStep
              services={services}
              onRetry={onRetryServices}
              selectedId={draft.serviceId}
              onChoose={(service) => {
                draft.chooseService(service);
                void go(1, true);
              }}
              onNext={() => void toStep(2)}
            />
          )}
          {step === 2 && draft.serviceId !== null && (
            <SlotStep
              serviceId={draft.serviceId}
              service={draft.service}
              date={draft.date}
              slotId={draft.slotId}
              persons={draft.person}
              privateOption={draft.privateOption}
              practitioner={draft.practitioner}
              // Another practitioner: the time picked was for whoever was free then.
              onPractitioner={(practitioner) =>
                draft.update({ practitioner, date: null, time: null, slotId: null, slot: null })
              }
              onWithoutPrivate={() => {
                draft.update({ privateOption: false });
                void go(2, true);
              }}
              onSlot={chooseSlot}
              onPersons={(person) => draft.update({ person })}
              onBack={() => void toStep(1)}
              onNext={() => void toStep(3)}
            />
          )}
          {step === 3 && draft.slotId !== null && draft.service && (
            <PaymentStep
              slotId={draft.slotId}
              persons={draft.person}
              serviceAllowsPrivate={draft.service.can_have_private_option}
              privatePrice={{
                price: draft.service.private_option_price,
                credit_price: draft.service.private_option_credit_price,
              }}
              privateOption={draft.privateOption}
              method={draft.method}
              methodName={draft.methodName}
              creditTotal={
                draft.slot
                  ? bookingPrice(draft.service, draft.slot.pct_discount, draft.person, draft.privateOption)
                      .credit_price
                  : null
              }
              onMethod={(method, methodName) => draft.update({ method, methodName })}
              onPrivate={(privateOption) => {
                draft.update({ privateOption });
                void go(3, true);
              }}
              onBack={() => void toStep(2)}
              onNext={wide ? undefined : () => void toStep(4)}
            />
          )}
          {step === 4 && (
            <SummaryPanel withActions buttonLabel={frReservation.book} onBack={() => void toStep(3)} />
          )}
        </section>
        {wide && (
          <aside className="lg:sticky lg:top-24">
            <SummaryPanel withActions={step === 3} buttonLabel={frReservation.bookNow} />
          </aside>
        )}
      </div>
    </section>
  );
}
