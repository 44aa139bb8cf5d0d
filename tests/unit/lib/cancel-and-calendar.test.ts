import { describe, expect, it } from "vitest";
import type { BookingHistoryItem } from "../../../src/contract/booking";
import { beforeCutoff, cancelDecision, stateNow, tooLateToCancel } from "../../../src/lib/cancel-rule";
import { calendarFile, escapeText, foldLine } from "../../../src/lib/ics";
import { cutoffWarning } from "../../../src/ui/desk-cancel-dialog";
import { historyBooking } from "../support/history-items";

const booking = (over: Partial<BookingHistoryItem> = {}) => historyBooking({ booking_id: 42, ...over });

describe("who may ask to cancel", () => {
  // The session starts at 10:00 in Dakar, which is 10:00 UTC.
  it("an upcoming booking with no delay text, more than the cut-off before its start", () => {
    const decision = cancelDecision(booking(), new Date("2026-03-10T06:59:00Z"), 3);
    expect(decision).toEqual({ allowed: true, until: new Date("2026-03-10T07:00:00Z") });
  });
  it("not from the cut-off on, with the spec's message when the server gave none", () => {
    expect(cancelDecision(booking(), new Date("2026-03-10T07:00:00Z"), 3)).toEqual({
      allowed: false,
      reason: tooLateToCancel,
    });
    // The setting moves the cut-off.
    expect(cancelDecision(booking(), new Date("2026-03-10T07:00:00Z"), 2).allowed).toBe(true);
  });
  it("never with a delay text, which is shown as the reason", () => {
    const delay = "Impossible d'annuler une réservation qui commence dans moins de 3 heures.";
    expect(
      cancelDecision(booking({ cancelation_delay: delay }), new Date("2026-03-01T00:00:00Z"), 3),
    ).toEqual({
      allowed: false,
      reason: delay,
    });
  });
  it("never for a booking that is not upcoming", () => {
    expect(
      cancelDecision(booking({ booking_state: "past" }), new Date("2026-03-01T00:00:00Z"), 3).allowed,
    ).toBe(false);
    expect(
      cancelDecision(booking({ booking_state: "cancelled" }), new Date("2026-03-01T00:00:00Z"), 3).allowed,
    ).toBe(false);
  });
  it("a booking still held for its payment may be let go inside the cut-off, until its hold lapses", () => {
    const held = booking({ payment_status: "pending", hold_until: "2026-03-10T08:15:00Z" });
    expect(cancelDecision(held, new Date("2026-03-10T08:00:00Z"), 3)).toEqual({ allowed: true, until: null });
    // Once the hold lapsed, the usual rule again (and the server no longer lists it).
    expect(cancelDecision(held, new Date("2026-03-10T08:16:00Z"), 3).allowed).toBe(false);
  });
});

describe("the cut-off, one rule for the server, the member's app and the desk", () => {
  const start = new Date("2026-03-10T10:00:00Z");
  it("holds while the start is more than the cut-off away, not at the cut-off itself", () => {
    expect(beforeCutoff(start, new Date("2026-03-10T06:59:59.999Z"), 3)).toBe(true);
    expect(beforeCutoff(start, new Date("2026-03-10T07:00:00Z"), 3)).toBe(false);
    expect(beforeCutoff(start, Date.parse("2026-03-10T07:00:00Z") - 1, 3)).toBe(true);
    expect(beforeCutoff(start, start, 0)).toBe(false);
  });
  it("warns the desk from the very instant the member can no longer cancel", () => {
    const desk = { date: "2026-03-10", start_time: "10:00:00" } as Parameters<typeof cutoffWarning>[0];
    const at = (iso: string) => cutoffWarning(desk, 3, Date.parse(iso));
    expect(at("2026-03-10T06:59:59Z")).toBeNull();
    expect(at("2026-03-10T07:00:00Z")).not.toBeNull();
    expect(cancelDecision(booking(), new Date("2026-03-10T07:00:00Z"), 3).allowed).toBe(false);
  });
});

describe("the calendar file (RFC 5545)", () => {
  const text = calendarFile({
    uid: "reservation-42@centre.example",
    day: "2026-03-10",
    start: "10:00:00",
    end: "11:30:00",
    summary: "Massage suédois — Teranga Wellness",
    location: "Teranga Wellness, Route des Almadies, Dakar, Sénégal",
    description: "Réservation n° 42; arrivez 15 minutes avant l'heure de votre rendez-vous.",
    stamp: new Date("2026-03-01T08:05:09.123Z"),
  });
  const lines = text.split("\r\n");

  it("ends every line with CRLF and wraps one event in a calendar", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });
  it("gives the session's times in Africa/Dakar, described in the file", () => {
    expect(lines).toContain("DTSTART;TZID=Africa/Dakar:20260310T100000");
    expect(lines).toContain("DTEND;TZID=Africa/Dakar:20260310T113000");
    expect(lines).toContain("TZID:Africa/Dakar");
    expect(lines).toContain("TZOFFSETTO:+0000");
    expect(lines).toContain("DTSTAMP:20260301T080509Z");
    expect(lines).toContain("UID:reservation-42@centre.example");
  });
  it("escapes commas and semicolons and folds long lines at 75 octets", () => {
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("LOCATION:Teranga Wellness\\, Route des Almadies\\, Dakar\\, Sénégal");
    expect(unfolded).toContain("DESCRIPTION:Réservation n° 42\\; arrivez");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
  it("never cuts a character in two when folding", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    const parts = folded.split("\r\n ");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("")).toBe(`SUMMARY:${"é".repeat(60)}`);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
});

describe("a booking's state in a copy read later", () => {
  it("moves an upcoming session to under way, then past, and leaves a cancelled one", () => {
    const item = booking({ start_time: "10:00:00", end_time: "11:00:00" });
    expect(stateNow(item, new Date("2026-03-10T09:59:00Z"))).toBe("upcoming");
    expect(stateNow(item, new Date("2026-03-10T10:30:00Z"))).toBe("ongoing");
    expect(stateNow(item, new Date("2026-03-10T11:00:00Z"))).toBe("past");
    expect(stateNow(booking({ booking_state: "cancelled" }), new Date("2026-04-01T00:00:00Z"))).toBe(
      "cancelled",
    );
  });
});

describe("calendar text values (RFC 5545 §3.3.11)", () => {
  it("escapes backslashes, semicolons, commas and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\r\ne\rf\ng")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("folds a long line into continuations of at most 75 octets, each starting with a space", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`).split("\r\n");
    expect(folded.length).toBeGreaterThan(2);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.map((line, i) => (i ? line.slice(1) : line)).join("")).toBe(
      `DESCRIPTION:${"é".repeat(100)}`,
    );
  });
});
