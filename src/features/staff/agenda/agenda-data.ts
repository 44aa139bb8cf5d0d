import type { Agenda } from "../../../contract/staff/agenda";
import { read } from "../../../queries/cache";
import { readCancelCutoff } from "../../../queries/cancel-cutoff";
import { staffAgendaQuery } from "../../../queries/staff-agenda";

export type AgendaData = { agenda: Agenda; cutoffHours: number };

/**
 * A day's agenda (today without a date) and the cancellation cut-off the dialog warns about, both
 * through the cache: the agenda asked each time, the cut-off once per page as the clients' app does.
 */
export async function loadAgenda(date: string | undefined): Promise<AgendaData> {
  const [agenda, cutoffHours] = await Promise.all([read(staffAgendaQuery(date)), readCancelCutoff()]);
  return { agenda, cutoffHours };
}
