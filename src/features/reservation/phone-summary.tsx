import { frPractitioners } from "../../i18n/fr-practitioners";
import { frReservation } from "../../i18n/fr-reservation";
import { formatCredits, formatXof } from "../../lib/format";
import { bookingPrice } from "../../lib/price";
import { dayParts, slotTime } from "../../lib/slot-dates";
import { useReservationDraft } from "../../stores/reservation-draft";

const t = frReservation;

/** 'mar. 1 déc. · 13h00': short enough for a 360 px line. */
function shortWhen(date: string, time: string) {
  const { weekday, day, month } = dayParts(date);
  return `${weekday} ${day} ${month} · ${slotTime(time)}`;
}

/**
 * Steps 2 and 3 on a phone, where the side summary does not fit: what is chosen so far in two
 * lines, and the total after the slot's discount, from the one price function.
 */
export function PhoneSummary() {
  const draft = useReservationDraft((s) => s);
  const { service, slot, date, time } = draft;
  if (!service) return null;
  const pct = slot?.pct_discount ?? 0;
  // Before a slot is chosen: the price for the persons and option chosen, with no discount yet.
  const total = bookingPrice(service, pct, draft.person, draft.privateOption);
  const when = date && time ? shortWhen(date, time) : t.noSlotYet;
  const who = [t.personsShort(draft.person), draft.privateOption ? t.privateShort : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <section
      aria-label={t.summary}
      data-testid="phone-summary"
      className="mb-5 flex items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-black/5"
    >
      <div className="min-w-0">
        <p className="truncate font-semibold text-brand-dark">{service.name}</p>
        <p className="truncate text-ink/70 first-letter:uppercase">{when}</p>
        <p className="truncate text-ink/70">{who}</p>
        {/* A line of its own: a first name beside the persons and the option would be cut. */}
        {draft.practitioner && (
          <p className="truncate text-ink/70">{`${frPractitioners.with} ${draft.practitioner.first_name}`}</p>
        )}
      </div>
      <div className="shrink-0 text-right">
        {pct > 0 && (
          <span className="rounded-full bg-accent-dark px-1.5 text-xs font-bold text-white">
            {t.discount(pct)}
          </span>
        )}
        {/* First what is paid: credits with credits, XOF with any other method. */}
        {draft.method === "PAY02" ? (
          <>
            <p className="text-base font-bold text-brand">{formatCredits(total.credit_price)}</p>
            <p className="text-ink/70">{formatXof(total.price)}</p>
          </>
        ) : (
          <>
            <p className="text-base font-bold text-brand">{formatXof(total.price)}</p>
            <p className="text-ink/70">{formatCredits(total.credit_price)}</p>
          </>
        )}
      </div>
    </section>
  );
}
