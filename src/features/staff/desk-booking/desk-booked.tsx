import { Link } from "@tanstack/react-router";
import {
  type DeskBookingResponse,
  type DeskPayment,
  deskBookingMessages,
  deskPaymentLabels,
} from "../../../contract/staff/desk-booking";
import { frStaff } from "../../../i18n/fr-staff";
import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import { formatCredits, formatXof } from "../../../lib/format";
import { displayPhone } from "../../../lib/phone";
import { longDay, slotTime } from "../../../lib/slot-dates";
import { StaffPanel } from "../../../ui/staff-page";

const t = frStaffDesk.done;

/**
 * The booking made, as the receptionist reads it back to the client; when no e-mail will tell
 * them, the notice first, with their phone to call.
 */
export function DeskBooked({
  answer,
  payment,
  onAnother,
}: {
  answer: DeskBookingResponse;
  payment: DeskPayment;
  onAnother: () => void;
}) {
  const { booking } = answer;
  const client = booking.client;
  const name = `${client.first_name} ${client.last_name}`.trim();
  const phone = client.telephone_number;
  const paid =
    payment === "credits"
      ? `${deskPaymentLabels.credits} · ${formatCredits(booking.credit_price)}`
      : `${deskPaymentLabels[payment]} · ${formatXof(booking.price)}`;
  return (
    <StaffPanel className="space-y-5 p-5 sm:p-6">
      <div data-testid="desk-booked" role="status" className="space-y-5">
        <div>
          <p className="text-sm font-semibold text-brand">{t.number(booking.booking_id)}</p>
          <h2 className="text-2xl font-bold text-brand-dark">{t.title}</h2>
        </div>
        {!answer.notified && (
          <div
            className="rounded-2xl bg-amber-50 px-4 py-4 ring-2 ring-amber-300"
            data-testid="desk-no-email"
          >
            <p className="text-xl font-bold text-amber-950">{deskBookingMessages.noEmailNotice}</p>
            <p className="mt-1 text-sm text-amber-900">{t.callHint}</p>
            {phone && (
              <a
                href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                className="btn mt-3 bg-amber-900 text-white hover:bg-amber-950"
              >
                {t.call(displayPhone(phone))}
              </a>
            )}
          </div>
        )}
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Item label={frStaffDesk.client.heading} value={name} />
          <Item label={frStaffDesk.client.phone} value={phone ? displayPhone(phone) : frStaff.noPhone} />
          <Item label={frStaffDesk.session.service} value={booking.service_name} />
          <Item
            label={frStaffDesk.session.heading}
            value={`${longDay(booking.date)}, ${slotTime(booking.start_time)} – ${slotTime(booking.end_time)}`}
          />
          <Item
            label={frStaffDesk.session.persons}
            value={`${frStaff.persons(booking.number_person)}${booking.private_option ? ` · ${frStaffDesk.session.privateOption}` : ""}`}
          />
          <Item label={frStaffDesk.payment.heading} value={paid} />
        </dl>
        {answer.client_created && <p className="text-sm text-ink/70">{t.newClient}</p>}
        {answer.notified && <p className="text-sm text-ink/70">{t.notified}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Link to="/admin/dashboard" search={{ date: booking.date }} className="btn-primary">
            {t.agenda}
          </Link>
          <Link to="/admin/clients/$id" params={{ id: String(client.id) }} className="btn-ghost">
            {t.client}
          </Link>
          <button type="button" className="btn-ghost" onClick={onAnother}>
            {t.another}
          </button>
        </div>
      </div>
    </StaffPanel>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink/60">{label}</dt>
      <dd className="font-semibold break-words text-ink">{value}</dd>
    </div>
  );
}
