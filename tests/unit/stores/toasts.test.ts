import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "../../../src/stores/toasts";

const shown = () => toastStore.getState().toasts.map((t) => t.message);

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it("shows one at a time: a new one replaces the last instead of stacking", () => {
    toastStore.getState().show("error", "Identifiants invalides");
    toastStore.getState().show("error", "Erreur de connexion au serveur");
    expect(shown()).toEqual(["Erreur de connexion au serveur"]);
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual([]);
  });

  it("drops an error when the member goes to another page", () => {
    toastStore.getState().show("error", "Identifiants invalides", 5000);
    toastStore.getState().pageChanged();
    expect(shown()).toEqual([]);
  });

  it("lets a success announce the page it leads to", () => {
    toastStore.getState().show("success", "Inscription réussie ! Veuillez vérifier votre email.", 5000);
    toastStore.getState().pageChanged();
    expect(shown()).toEqual(["Inscription réussie ! Veuillez vérifier votre email."]);
  });

  it("keeps an error that sends the member to the page it speaks of ('Veuillez vous connecter…')", () => {
    toastStore
      .getState()
      .show("error", "Veuillez vous connecter pour continuer votre réservation", 3000, true);
    toastStore.getState().pageChanged();
    expect(shown()).toEqual(["Veuillez vous connecter pour continuer votre réservation"]);
  });
});
