import { frReservation } from "../../i18n/fr-reservation";

export type Step = 1 | 2 | 3 | 4;

/** What the step guards look at: the draft's choices, the session, the screen width. */
export type WizardFacts = { hasService: boolean; hasSlot: boolean; authenticated: boolean; wide: boolean };

/** On wide screens the summary sits beside the steps: there is no separate step 4. */
export const lastStep = (wide: boolean): Step => (wide ? 3 : 4);

export type Entry = { ok: true } | { ok: false; message: string; login?: true };

/** Whether a step may be shown: a service for 2, a slot and a session for 3. */
export function canEnter(step: Step, facts: WizardFacts): Entry {
  if (step >= 2 && !facts.hasService) return { ok: false, message: frReservation.needService };
  if (step >= 3 && !facts.hasSlot) return { ok: false, message: frReservation.needSlot };
  if (step >= 3 && !facts.authenticated) return { ok: false, message: frReservation.needLogin, login: true };
  return { ok: true };
}

/** The step shown for the one asked for: the furthest allowed, never past the last. */
export function shownStep(asked: Step, facts: WizardFacts): Step {
  let step = Math.min(asked, lastStep(facts.wide)) as Step;
  while (step > 1 && !canEnter(step, facts).ok) step = (step - 1) as Step;
  return step;
}

/** Steps are clickable when completed or not ahead: every one before it is done. */
export function stepClickable(target: Step, current: Step, facts: WizardFacts): boolean {
  if (target <= current) return true;
  const done = (step: Step) => (step === 1 ? facts.hasService : step === 2 ? facts.hasSlot : true);
  for (let step = 1 as Step; step < target; step = (step + 1) as Step) if (!done(step)) return false;
  return true;
}
