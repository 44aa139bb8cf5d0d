import { describe, expect, it } from "vitest";
import { googleCalendarUrl } from "../../../src/lib/google-calendar";

const event = {
  day: "2026-03-03",
  start: "10:00:00",
  end: "11:30",
  summary: "Massage relaxant — Teranga & Co",
  location: "Centre, Rue 10 x Corniche, Dakar",
  description: "Réservation n° 42, 2 personnes. Arrivez 15 minutes avant ?",
};

describe("the link that adds a session to Google Calendar", () => {
  it("gives Google's new-event page the session in UTC and every text encoded", () => {
    const url = googleCalendarUrl(event);
    expect(url).toBe(
      "https://calendar.google.com/calendar/render?action=TEMPLATE" +
        "&text=Massage%20relaxant%20%E2%80%94%20Teranga%20%26%20Co" +
        "&dates=20260303T100000Z/20260303T113000Z" +
        "&details=R%C3%A9servation%20n%C2%B0%2042%2C%202%20personnes.%20Arrivez%2015%20minutes%20avant%20%3F" +
        "&location=Centre%2C%20Rue%2010%20x%20Corniche%2C%20Dakar",
    );
    // Read back as a browser does, each value is the text given.
    const params = new URL(url ?? "").searchParams;
    expect(params.get("text")).toBe(event.summary);
    expect(params.get("details")).toBe(event.description);
    expect(params.get("location")).toBe(event.location);
    expect(params.get("dates")).toBe("20260303T100000Z/20260303T113000Z");
  });

  it("offers no link for a session whose time cannot be read", () => {
    expect(googleCalendarUrl({ ...event, start: "10h" })).toBeNull();
    expect(googleCalendarUrl({ ...event, day: "" })).toBeNull();
  });
});
