import { brand } from "../brand";
import type { BookingHistoryItem } from "../contract/booking";
import { frBookings } from "../i18n/fr-bookings";
import { googleCalendarUrl } from "../lib/google-calendar";
import { type CalendarEvent, calendarFile } from "../lib/ics";

const t = frBookings;

/** What the file needs of a booking: an item of Mes réservations, or the confirmation's details. */
export type CalendarBooking = Pick<
  BookingHistoryItem,
  "booking_id" | "service_name" | "reserved_for" | "start_time" | "end_time" | "number_person"
> &
  Partial<Pick<BookingHistoryItem, "practitioner">>;

/** The session as a calendar event: the same words in the .ics file and on Google's page. */
function calendarEvent(item: CalendarBooking, now: Date): CalendarEvent {
  return {
    uid: `reservation-${item.booking_id}@${new URL(globalThis.location?.origin ?? "https://localhost").hostname}`,
    day: item.reserved_for,
    start: item.start_time,
    end: item.end_time,
    summary: `${item.service_name} — ${brand.name}`,
    location: `${brand.name}, ${brand.address}`,
    description: `${t.bookingNumber(item.booking_id)}, ${t.persons(item.number_person)}${item.practitioner ? `, ${t.withPractitioner(item.practitioner)}` : ""}. ${t.calendarNote}`,
    stamp: now,
  };
}

/** The session as an .ics file, made here: it opens in the phone's calendar app, even offline. */
export function calendarText(item: CalendarBooking, now = new Date()): string {
  return calendarFile(calendarEvent(item, now));
}

/** Google Calendar's page that adds the session; null when its time cannot be read. */
export const googleCalendarHref = (item: CalendarBooking) =>
  googleCalendarUrl(calendarEvent(item, new Date()));

const calendarIcon = (
  <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
    <path
      d="M7 3v3m10-3v3M4 9h16M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm7 6v5m-2.5-2.5h5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

export function CalendarButton({ item }: { item: CalendarBooking }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([calendarText(item)], { type: "text/calendar;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `reservation-${item.booking_id}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started; the file no longer needs to stay in memory.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  return (
    <button
      type="button"
      className="btn-ghost !px-4"
      onClick={download}
      // Every card has one: its name says which session it adds, and keeps the visible words first.
      aria-label={`${t.addToCalendar} : ${item.service_name}`}
    >
      {calendarIcon}
      {t.addToCalendar}
    </button>
  );
}

/** The same session on Google Calendar's page, in a new tab: for a phone whose calendar is Google's. */
export function GoogleCalendarLink({ item }: { item: CalendarBooking }) {
  const href = googleCalendarHref(item);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="btn-ghost !px-4"
      aria-label={`${t.addToGoogle} : ${item.service_name} (${t.opensNewTab})`}
    >
      {calendarIcon}
      {t.addToGoogle}
    </a>
  );
}

/** Both ways to keep the session: the .ics file and Google Calendar, side by side. */
export function CalendarEntry({ item }: { item: CalendarBooking }) {
  return (
    <div className="mt-4 flex flex-wrap justify-center gap-2">
      <CalendarButton item={item} />
      <GoogleCalendarLink item={item} />
    </div>
  );
}
