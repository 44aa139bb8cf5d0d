import { fetchAgenda } from "../../../api/staff";
import type { Agenda } from "../../../contract/staff/agenda";
import { siteConfigStore } from "../../../stores/site-config";

export type AgendaData = { agenda: Agenda; cutoffHours: number };

/** A day's agenda (today without a date) and the cancellation cut-off the dialog warns about. */
export async function loadAgenda(date: string | undefined, signal: AbortSignal): Promise<AgendaData> {
  const [agenda, cutoffHours] = await Promise.all([
    fetchAgenda(date, signal),
    siteConfigStore.getState().loadCancelCutoff(),
  ]);
  return { agenda, cutoffHours };
}
