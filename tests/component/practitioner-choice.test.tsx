import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { calendarBooking } from "../../src/features/confirmation/calendar-booking";
import { confirmationRows } from "../../src/features/confirmation/confirmation-rows";
import { calendarText } from "../../src/ui/calendar-button";
import { PractitionerChoice } from "../../src/ui/practitioner-choice";

const people = [
  { id: 3, first_name: "Awa", photo: "", bio: "Massages suédois et pierres chaudes." },
  { id: 4, first_name: "Binta", photo: "/media/practitioners/b.webp", bio: "" },
];

describe("the choice of practitioner", () => {
  it("is a radio group, « Sans préférence » first and chosen by default, each bio said with its name", () => {
    const onChange = vi.fn();
    render(<PractitionerChoice practitioners={people} value={null} onChange={onChange} />);
    const group = screen.getByRole("group", { name: "Votre praticien" });
    const radios = screen.getAllByRole("radio");
    expect(group).toBeTruthy();
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false]);
    const awa = screen.getByRole("radio", { name: /Awa/ });
    expect(awa.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(awa.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Massages suédois et pierres chaudes.",
    );
    fireEvent.click(awa);
    expect(onChange).toHaveBeenCalledWith(people[0]);
  });

  it("shows the one chosen as checked, and gives null back for « Sans préférence »", () => {
    const onChange = vi.fn();
    render(<PractitionerChoice practitioners={people} value={4} onChange={onChange} legend="Praticien" />);
    expect((screen.getByRole("radio", { name: /Binta/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /Sans préférence/ }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe("who takes the session, once booked", () => {
  const details = {
    id: 12,
    serviceName: "Massage suédois",
    dateTime: "jeudi 5 mars 2026 à 10h00",
    personCount: 1,
    paymentMethod: "Sur place",
    price: "25 000 XOF",
    day: "2026-03-05",
    start: "10:00:00",
    end: "11:00:00",
  };

  it("is a row « Avec » on the confirmation and in the calendar entry; no row when no one is set", () => {
    expect(confirmationRows({ ...details, practitioner: "Awa" })).toContainEqual(["Avec", "Awa"]);
    expect(confirmationRows(details).map(([label]) => label)).not.toContain("Avec");
    const booking = calendarBooking({ ...details, practitioner: "Awa" });
    expect(booking && calendarText(booking)).toContain("avec Awa");
  });
});
