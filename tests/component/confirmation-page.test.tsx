import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ConfirmationScreen } from "../../src/features/confirmation/confirmation-screen";
import { saveConfirmationDetails } from "../../src/stores/confirmation-details";
import { onHome, renderBesideHome } from "./confirmation-routes";
import { advance, fakeClock } from "./support";

const T0 = Date.parse("2026-03-02T08:00:00Z");
const timer = () => screen.getByRole("timer").textContent;
const open = (props: Parameters<typeof ConfirmationScreen>[0] = { status: "success" }) =>
  renderBesideHome("/confirmation", () => <ConfirmationScreen {...props} />);

beforeEach(() => fakeClock(T0));

describe("the confirmation page", () => {
  it("counts 10 s down a second at a time, then goes home, not before", async () => {
    await open();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Réservation Confirmée");
    expect(timer()).toBe("Retour à l'accueil dans 10 s");
    await advance(1_000);
    expect(timer()).toBe("Retour à l'accueil dans 9 s");
    await advance(7_999);
    expect(timer()).toBe("Retour à l'accueil dans 2 s");
    await advance(1_000);
    expect(timer()).toBe("Retour à l'accueil dans 1 s");
    expect(onHome()).toBe(false);
    await advance(1_000);
    expect(onHome()).toBe(true);
  });

  it("stays when the member asks to", async () => {
    await open();
    await advance(4_000);
    fireEvent.click(screen.getByRole("button", { name: "Rester sur cette page" }));
    await advance(30_000);
    expect(onHome()).toBe(false);
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe("/");
  });

  it("shows the booking's details kept on the phone, and the default message", async () => {
    saveConfirmationDetails({
      id: 42,
      serviceName: "Massage relaxant",
      dateTime: "3 mars 2026 à 10h00",
      personCount: 2,
      paymentMethod: "Paiement sur place",
      price: "30 000 XOF",
    });
    await open();
    expect(screen.getByText("Un e-mail de confirmation vous a été envoyé.")).toBeTruthy();
    const rows = [...document.querySelectorAll("dl > div")].map((row) => row.textContent);
    expect(rows).toEqual([
      "Numéro de réservationn° 42",
      "ServiceMassage relaxant",
      "Date et heure3 mars 2026 à 10h00",
      "Personnes2",
      "Moyen de paiementPaiement sur place",
      "Total30 000 XOF",
    ]);
  });

  it("offers the session for the calendar when its day and times are kept, not for older details", async () => {
    const details = {
      id: 42,
      serviceName: "Massage relaxant",
      dateTime: "3 mars 2026 à 10h00",
      personCount: 2,
      paymentMethod: "Paiement sur place",
      price: "30 000 XOF",
    };
    const calendar = () => screen.queryByRole("button", { name: "Ajouter au calendrier : Massage relaxant" });
    saveConfirmationDetails({ ...details, day: "2026-03-03", start: "10:00:00", end: "11:00:00" });
    const kept = await open();
    expect(calendar()).toBeTruthy();
    // Beside it, the same session on Google Calendar, in a new tab.
    const google = screen.getByRole("link", { name: /^Ajouter à Google Agenda : Massage relaxant/ });
    expect(google.getAttribute("target")).toBe("_blank");
    expect(google.getAttribute("rel")).toBe("noopener");
    expect(google.getAttribute("href")).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Massage%20relaxant%20.*&dates=20260303T100000Z\/20260303T110000Z&/,
    );
    kept.view.unmount();

    // Kept by an older version: the details show, the button does not.
    saveConfirmationDetails(details);
    const older = await open();
    expect(document.querySelectorAll("dl > div")).toHaveLength(6);
    expect(calendar()).toBeNull();
    older.view.unmount();

    // A booking that failed has nothing to add.
    saveConfirmationDetails({ ...details, day: "2026-03-03", start: "10:00:00", end: "11:00:00" });
    await open({ status: "error" });
    expect(calendar()).toBeNull();
    expect(screen.queryByRole("link", { name: /Google Agenda/ })).toBeNull();
  });

  it("shows no details when none are kept, and the failure with the message of the link", async () => {
    await open({ status: "error", message: "Le créneau n'est plus disponible." });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Échec de la Réservation");
    expect(screen.getByText("Le créneau n'est plus disponible.")).toBeTruthy();
    expect(document.querySelector("dl")).toBeNull();
    // Something is left to do (book again, call us): the page stays.
    expect(screen.queryByRole("timer")).toBeNull();
    await advance(60_000);
    expect(onHome()).toBe(false);
  });
});
