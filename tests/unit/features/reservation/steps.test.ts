import { describe, expect, it } from "vitest";
import {
  canEnter,
  lastStep,
  shownStep,
  stepClickable,
  type WizardFacts,
} from "../../../../src/features/reservation/steps";

const facts = (over: Partial<WizardFacts> = {}): WizardFacts => ({
  hasService: true,
  hasSlot: true,
  authenticated: true,
  wide: false,
  ...over,
});

describe("the wizard's step guards", () => {
  it("needs a service for step 2, a slot for step 3, and a session for step 3", () => {
    expect(canEnter(1, facts({ hasService: false, hasSlot: false }))).toEqual({ ok: true });
    expect(canEnter(2, facts({ hasService: false }))).toEqual({
      ok: false,
      message: "Veuillez sélectionner un service avant de continuer",
    });
    expect(canEnter(3, facts({ hasSlot: false }))).toEqual({
      ok: false,
      message: "Veuillez sélectionner une date et une heure avant de continuer",
    });
    expect(canEnter(3, facts({ authenticated: false }))).toEqual({
      ok: false,
      message: "Veuillez vous connecter pour continuer votre réservation",
      login: true,
    });
    expect(canEnter(4, facts())).toEqual({ ok: true });
  });

  it("has a separate summary step only on narrow screens", () => {
    expect(lastStep(false)).toBe(4);
    expect(lastStep(true)).toBe(3);
    expect(shownStep(4, facts({ wide: true }))).toBe(3);
    expect(shownStep(4, facts())).toBe(4);
  });

  it("shows the furthest step allowed for a link that asks too far", () => {
    expect(shownStep(3, facts({ hasSlot: false }))).toBe(2);
    expect(shownStep(4, facts({ hasService: false, hasSlot: false }))).toBe(1);
    expect(shownStep(3, facts({ authenticated: false }))).toBe(2);
  });

  it("lets a step be clicked when it is not ahead or every step before it is done", () => {
    expect(stepClickable(1, 3, facts())).toBe(true);
    expect(stepClickable(3, 1, facts())).toBe(true);
    expect(stepClickable(3, 1, facts({ hasSlot: false }))).toBe(false);
    expect(stepClickable(2, 1, facts({ hasService: false }))).toBe(false);
    expect(stepClickable(2, 2, facts({ hasService: false }))).toBe(true);
  });
});
