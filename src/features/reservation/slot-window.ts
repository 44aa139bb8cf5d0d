import type { Slot } from "../../contract/booking";
import { addDays, DATE_WINDOW_DAYS, dateWindow, shiftWindow } from "../../lib/slot-dates";

export type SlotsByDate = Record<string, Slot[]>;

/** The days asked of the server: the window shown and its neighbours, never before today. */
export function fetchRange(from: string, today: string): [string, string] {
  const start = shiftWindow(from, -1);
  return [start < today ? today : start, addDays(from, 2 * DATE_WINDOW_DAYS - 1)];
}

const slotsIn = (byDate: SlotsByDate, days: string[], today: string) =>
  days.filter((day) => day >= today).some((day) => (byDate[day]?.length ?? 0) > 0);

/**
 * What the date selector shows for the window starting at `from`: its days, whether
 * it has any slot, and whether the windows before and after have any (else their buttons are off).
 */
export function windowView(byDate: SlotsByDate, from: string, today: string) {
  const days = dateWindow(from);
  return {
    days,
    empty: !slotsIn(byDate, days, today),
    hasPrevious: from > today && slotsIn(byDate, dateWindow(shiftWindow(from, -1)), today),
    hasNext: slotsIn(byDate, dateWindow(shiftWindow(from, 1)), today),
  };
}

/** A slot can take `persons` more people, and the private option when it is asked for. */
export const slotFits = (slot: Slot, persons: number, privateOption = false) =>
  slot.available && slot.remaining_capacity >= persons && (!privateOption || slot.can_have_private_option);

/** The window to open on: the one starting at the chosen date, else today; never in the past. */
export const firstWindow = (chosenDate: string | null, today: string) =>
  chosenDate && chosenDate >= today ? chosenDate : today;
