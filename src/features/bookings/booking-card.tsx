import type { BookingHistoryItem } from "../../contract/booking";
import { frBookings } from "../../i18n/fr-bookings";
import { frConfirmation } from "../../i18n/fr-confirmation";
import { type CancelDecision, sessionInstant } from "../../lib/cancel-rule";
import { formatCredits, formatXof } from "../../lib/format";
import { dakarDate, dakarDateTime, sessionDay } from "../../lib/history-dates";
import { slotTime } from "../../lib/slot-dates";
import { CalendarButton } from "../../ui/calendar-button";
import { BookAgainButton } from "./book-again-button";
import { paymentLabel, paymentStyle, stateLabel, stateStyle } from "./labels";
import { PayButton, payable, unpaidNote } from "./pay-button";

const t = frBookings;

type Props = {
  item: BookingHistoryItem;
  decision: CancelDecision;
  onCancel: () => void;
  /** Moving needs the server: offline, the button says a connection is needed. */
  onMove?: () => void;
  online?: boolean;
};

/** One booking: what, when, how it is paid, and for an upcoming one, until when it can be cancelled. */
export function BookingCard({ item, decision, onCancel, onMove, online = true }: Props) {
  const day = sessionDay(item.reserved_for);
  const reservedOn = dakarDate(item.reserved_at);
  const method = item.payment_method ? t.methods[item.payment_method] : undefined;
  const upcoming = item.booking_state === "upcoming";
  const held = item.hold_until !== null;
  return (
    // Focusable from code only: after a cancel the focus lands on the card its button was on.
    <article
      id={`booking-${item.booking_id}`}
      tabIndex={-1}
      className="flex h-full w-full flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-dark"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg leading-snug font-bold break-words text-brand-dark">
          {item.service_name}
        </h3>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span
            data-state={item.booking_state}
            className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${stateStyle[item.booking_state]}`}
          >
            {stateLabel(item.booking_state)}
          </span>
          {/* Marked by the desk; only a session that took place has one to show. */}
          {item.booking_state === "past" && item.attendance && (
            <span
              data-attendance={item.attendance}
              className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${item.attendance === "present" ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-amber-50 text-amber-900 ring-amber-200"}`}
            >
              {t.attendance[item.attendance]}
            </span>
          )}
        </div>
      </div>
      <p className="mt-3 flex items-center gap-2 font-medium first-letter:uppercase">
        <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-brand" aria-hidden="true">
          <path
            d="M7 3v3m10-3v3M4 9h16M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="first-letter:uppercase">
          {day ? `${day} · ${slotTime(item.start_time)} – ${slotTime(item.end_time)}` : t.noDate}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink/70">
        {t.persons(item.number_person)}
        {item.practitioner && `, ${t.withPractitioner(item.practitioner)}`}
        {item.private_option && ` · ${t.privateOption}`}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-black/5 pt-4 text-sm">
        <dt className="text-ink/70">{t.reservedOn}</dt>
        <dd className="text-right">{reservedOn ?? t.noDate}</dd>
        <dt className="text-ink/70">{t.payment}</dt>
        {item.booking_state === "cancelled" && item.refunded_credits > 0 ? (
          // A cancelled paid booking was given back: never 'Payé'.
          <dd className="text-right font-semibold text-brand-dark">
            {t.refundedAs(formatCredits(item.refunded_credits))}
          </dd>
        ) : (
          <dd className={`text-right font-semibold ${paymentStyle[item.payment_status]}`}>
            {paymentLabel(item.payment_status)}
            {method && <span className="font-normal text-ink/70"> · {method}</span>}
          </dd>
        )}
        <dt className="text-ink/70">{frConfirmation.total}</dt>
        <dd className="text-right">
          <span className="font-bold">{formatXof(item.price)}</span>
          {item.credit_price > 0 && (
            <span className="block text-ink/70">{formatCredits(item.credit_price)}</span>
          )}
        </dd>
      </dl>
      {payable(item) && (
        <p
          data-unpaid={item.payment_status}
          className={`mt-3 rounded-xl px-3 py-2 text-sm ${item.payment_status === "failed" ? "bg-red-50 font-medium text-red-800" : "bg-amber-50 text-amber-900"}`}
        >
          {unpaidNote(item)}
        </p>
      )}
      {(item.booking_state === "past" || item.booking_state === "cancelled") && (
        <div className="mt-auto flex pt-4">
          <BookAgainButton item={item} label={`${t.bookAgain} : ${item.service_name}`} />
        </div>
      )}
      {upcoming && (
        <div className="mt-auto pt-4">
          <p className={`text-sm ${decision.allowed ? "text-ink/70" : "font-medium text-accent-dark"}`}>
            {decision.allowed
              ? decision.lateCredits !== undefined
                ? t.lateNote(decision.lateCredits)
                : decision.until && t.cancelUntil(dakarDateTime(decision.until) ?? t.noDate)
              : decision.reason}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {payable(item) && <PayButton item={item} />}
            {/* A session whose day or time cannot be read makes no calendar entry. */}
            {sessionInstant(item.reserved_for, item.start_time) &&
              sessionInstant(item.reserved_for, item.end_time) && <CalendarButton item={item} />}
            {/* A late cancel is allowed at a cost; a move inside the cut-off is not. */}
            {decision.allowed &&
              decision.lateCredits === undefined &&
              onMove &&
              item.payment_status !== "failed" &&
              !held && (
                <button
                  type="button"
                  className="btn-ghost !px-4"
                  onClick={onMove}
                  disabled={!online}
                  aria-label={`${online ? t.move : t.moveOfflineButton} : ${item.service_name}, ${day ?? t.noDate}`}
                >
                  {online ? t.move : t.moveOfflineButton}
                </button>
              )}
            {decision.allowed && (
              <button
                type="button"
                className="btn border border-red-200 bg-white !px-4 text-red-800 hover:bg-red-50"
                onClick={onCancel}
                aria-label={`${held ? t.letGo : t.cancel} : ${item.service_name}, ${day ?? t.noDate}`}
              >
                {held ? t.letGo : t.cancel}
              </button>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
