import { frReservation } from "../../i18n/fr-reservation";
import { lastStep, type Step, stepClickable, type WizardFacts } from "./steps";

type Props = { current: Step; facts: WizardFacts; onStep: (step: Step) => void; onLocked: () => void };

/** The four steps (three beside the summary on wide screens); a finished or earlier step can be revisited. */
export function Stepper({ current, facts, onStep, onLocked }: Props) {
  const steps = frReservation.steps.slice(0, lastStep(facts.wide));
  return (
    <nav aria-label={frReservation.stepLabel(current, steps.length)} className="mt-6">
      <ol className="flex items-start gap-1 sm:gap-2">
        {steps.map((label, index) => {
          const step = (index + 1) as Step;
          const state = step === current ? "current" : step < current ? "done" : "ahead";
          const open = stepClickable(step, current, facts);
          return (
            <li key={label} className="flex flex-1 flex-col items-center gap-1 text-center">
              <button
                type="button"
                aria-current={state === "current" ? "step" : undefined}
                aria-disabled={!open || undefined}
                onClick={() => (open ? step !== current && onStep(step) : onLocked())}
                className={`grid size-11 place-items-center rounded-full text-sm font-bold transition-colors ${
                  state === "current"
                    ? "bg-brand text-white shadow"
                    : state === "done"
                      ? "bg-brand/15 text-brand-dark hover:bg-brand/25"
                      : "border border-black/15 bg-white text-ink/60"
                }`}
              >
                <span aria-hidden="true">{state === "done" ? "✓" : step}</span>
                <span className="sr-only">{`${step}. ${label}`}</span>
              </button>
              <span
                aria-hidden="true"
                className={`text-[0.7rem] leading-tight sm:text-xs ${state === "current" ? "font-semibold text-brand-dark" : "text-ink/70"}`}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
