import type { ReactNode } from "react";
import type { StaffBooking } from "../contract/staff/agenda";
import { deskMethodLabels } from "../contract/staff/common";
import { frStaff } from "../i18n/fr-staff";
import { formatCredits } from "../lib/format";

const tones = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  grey: "bg-stone-100 text-ink/70 ring-black/10",
  brand: "bg-brand/10 text-brand-dark ring-brand/20",
  blue: "bg-sky-50 text-sky-900 ring-sky-200",
} as const;
export type BadgeTone = keyof typeof tones;

export function Badge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

const t = frStaff.agenda;

/** How a booking was or will be paid: the desk's method once it cashed it, else the client's choice. */
export function methodText(booking: StaffBooking): string | null {
  if (booking.venue_payment) return deskMethodLabels[booking.venue_payment.method];
  return booking.payment_method ? (t.methods[booking.payment_method] ?? null) : null;
}

/** 'Payé · Espèces', 'Non payé · Sur place', or for a cancelled one what it gave back. */
export function PaymentBadge({ booking }: { booking: StaffBooking }) {
  const method = methodText(booking);
  if (booking.status === "cancelled" && booking.refunded_credits > 0)
    return (
      <Badge tone="blue" testId="payment-state">
        {t.refunded(formatCredits(booking.refunded_credits))}
      </Badge>
    );
  const tone: BadgeTone =
    booking.payment_status === "paid" ? "green" : booking.payment_status === "failed" ? "red" : "amber";
  return (
    <Badge tone={booking.status === "cancelled" ? "grey" : tone} testId="payment-state">
      {t.payment[booking.payment_status]}
      {method && <span className="font-normal opacity-80">· {method}</span>}
    </Badge>
  );
}

export function AttendanceBadge({ attendance }: { attendance: StaffBooking["attendance"] }) {
  if (!attendance) return null;
  return (
    <Badge tone={attendance === "present" ? "brand" : "red"} testId="attendance">
      {t.attendance[attendance]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: StaffBooking["status"] }) {
  if (status === "confirmed") return null;
  return <Badge tone={status === "held" ? "amber" : "grey"}>{t.statuses[status]}</Badge>;
}
