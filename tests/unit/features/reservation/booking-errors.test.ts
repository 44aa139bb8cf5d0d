import { describe, expect, it } from "vitest";
import { bookingRefusal } from "../../../../src/features/reservation/booking-errors";

describe("booking refusals in French", () => {
  it("reads non_field_errors first, then detail, then a plain string, then the first field", () => {
    expect(bookingRefusal({ non_field_errors: ["Premier"], detail: "Second" })).toBe("Premier");
    expect(bookingRefusal({ detail: "Créneau introuvable." })).toBe("Créneau introuvable.");
    expect(bookingRefusal("Texte brut")).toBe("Texte brut");
    expect(bookingRefusal({ number_person: ["Trop de personnes."] })).toBe("Trop de personnes.");
  });

  it("translates the three known rules", () => {
    expect(bookingRefusal({ detail: "Private option disabled: bookings already exist for this slot" })).toBe(
      "L'option privée a été désactivée pour ce créneau car il existe déjà des réservations.",
    );
    expect(bookingRefusal({ detail: "Max slot capacity reached" })).toBe(
      "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
    );
    expect(bookingRefusal({ detail: "Booking must be made at least 3 hours before" })).toBe(
      "La réservation doit être effectuée au moins 3 heures avant le début du créneau.",
    );
  });

  it("keeps the server's own French for the three rules", () => {
    for (const text of [
      "L'option privée a été désactivée pour ce créneau car il existe déjà des réservations.",
      "Capacité maximale du créneau atteinte. Veuillez choisir un autre créneau ou réduire le nombre de places.",
      "La réservation doit être effectuée au moins 3 heures avant le début du créneau.",
    ])
      expect(bookingRefusal({ detail: [text] })).toBe(text);
    expect(bookingRefusal({ detail: ["L'option privée n'est pas disponible pour ce créneau."] })).toBe(
      "L'option privée n'est pas disponible pour ce créneau.",
    );
  });

  it("falls back to the generic message when the refusal says nothing", () => {
    expect(bookingRefusal(null)).toBe("Une erreur s'est produite. Veuillez réessayer.");
    expect(bookingRefusal({})).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });
});
