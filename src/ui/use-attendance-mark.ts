import { useState } from "react";
import { actionFailure, setAttendance } from "../api/staff";
import type { Attendance, StaffBooking } from "../contract/staff/agenda";
import { frStaff } from "../i18n/fr-staff";
import { toastStore } from "../stores/toasts";

const t = frStaff.agenda;

/** The client's name as the desk's lists show it. */
export const deskClientName = (b: StaffBooking) =>
  `${b.client.first_name} ${b.client.last_name}`.trim() || b.client.email || "—";

/**
 * « Présent », « Absent » (with the no-show fee it took, if any) or the mark taken back, from the
 * agenda or the week: said in a toast, then the screen reads what the server now holds (another
 * desk may have acted), refused or not.
 */
export function useAttendanceMark(booking: StaffBooking, onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const mark = async (attendance: Attendance | null) => {
    setBusy(true);
    const name = deskClientName(booking);
    try {
      const answer = await setAttendance(booking.booking_id, { attendance });
      const fee = answer.booking.penalty_credits;
      const message =
        attendance === "present"
          ? t.markedPresent(name)
          : attendance === "absent"
            ? `${t.markedAbsent(name)}${fee !== null ? ` ${t.penaltyTaken(fee)}` : ""}`
            : t.attendanceUndone;
      toastStore.getState().show("success", message);
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return { busy, mark };
}
