import type { StaffBooking } from "../../../contract/staff/agenda";
import type { Week, WeekBlock } from "../../../contract/staff/week";
import { CancelDialog } from "../../../ui/desk-cancel-dialog";
import { type DeskMovable, DeskMoveDialog } from "../../../ui/desk-move-dialog";
import { PayDialog } from "../../../ui/desk-pay-dialog";
import { AssignDialog } from "./assign-dialog";

type Props = {
  week: Week;
  cutoffHours: number;
  paying: StaffBooking | null;
  cancelling: StaffBooking | null;
  moving: StaffBooking | null;
  assigning: WeekBlock | null;
  onClose: () => void;
  onChanged: () => void;
};

const movable = (b: StaffBooking): DeskMovable => ({
  booking_id: b.booking_id,
  service_id: b.service_id,
  number_person: b.number_person,
  client_name:
    `${b.client.first_name} ${b.client.last_name}`.trim() ||
    (b.client.email ?? b.client.telephone_number ?? ""),
  service_name: b.service_name,
  day: b.date,
  slot_id: b.slot_id,
  start_time: b.start_time,
});

/** The agenda's own dialogs (pay, cancel, move) and « Changer de praticien », opened from a block. */
export function WeekActionDialogs({
  week,
  cutoffHours,
  paying,
  cancelling,
  moving,
  assigning,
  onClose,
  onChanged,
}: Props) {
  return (
    <>
      <PayDialog booking={paying} onClose={onClose} onChanged={onChanged} />
      <CancelDialog booking={cancelling} cutoffHours={cutoffHours} onClose={onClose} onChanged={onChanged} />
      <DeskMoveDialog booking={moving ? movable(moving) : null} onClose={onClose} onChanged={onChanged} />
      <AssignDialog week={week} block={assigning} onClose={onClose} onChanged={onChanged} />
    </>
  );
}
