import { sessionInstant } from "./cancel-rule";

/** What Google Calendar's new-event page is given: the session at the centre's hour, read as UTC. */
export type GoogleCalendarEvent = {
  /** YYYY-MM-DD and HH:MM[:SS], in Dakar. */
  day: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
};

/** 20260303T100000Z: the form Google reads as UTC, whatever the calendar's own zone. */
const utc = (at: Date) => `${at.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * The address of Google Calendar's page that adds the session (the member confirms there). Null
 * when the session's time cannot be read: no link rather than an event at the wrong hour.
 */
export function googleCalendarUrl(event: GoogleCalendarEvent): string | null {
  const start = sessionInstant(event.day, event.start);
  const end = sessionInstant(event.day, event.end);
  if (!start || !end) return null;
  const text = (value: string) => encodeURIComponent(value);
  // The dates are digits, T, Z and the slash Google splits them on: written as they are.
  return (
    "https://calendar.google.com/calendar/render?action=TEMPLATE" +
    `&text=${text(event.summary)}&dates=${utc(start)}/${utc(end)}` +
    `&details=${text(event.description)}&location=${text(event.location)}`
  );
}
