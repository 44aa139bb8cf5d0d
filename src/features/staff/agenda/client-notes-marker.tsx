import type { StaffBooking } from "../../../contract/staff/agenda";
import { frStaff } from "../../../i18n/fr-staff";

const t = frStaff.clientNotes;

/**
 * « ⚠ Note » beside a booking whose client has staff notes (an allergy, a pregnancy…), opened to
 * read them where the booking is: a `<details>` works by touch, keyboard and reader alike, where a
 * tooltip would not on the desk's tablet.
 */
export function ClientNotesMarker({ notes }: { notes: StaffBooking["client_notes"] }) {
  if (notes.length === 0) return null;
  return (
    <details className="group open:basis-full" data-testid="booking-notes">
      <summary
        className="inline-flex min-h-7 cursor-pointer list-none items-center rounded-full bg-amber-100 px-2.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-200 [&::-webkit-details-marker]:hidden"
        aria-label={t.badgeLabel(notes.length)}
        title={notes.map((n) => n.text).join("\n")}
      >
        {t.badge}
        {notes.length > 1 && ` (${notes.length})`}
      </summary>
      <ul className="mt-1.5 space-y-1 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
        {notes.map((note) => (
          <li key={note.id} className="break-words whitespace-pre-line">
            {note.text}
          </li>
        ))}
      </ul>
    </details>
  );
}
