import { fetchAgenda } from "../api/staff";
import type { Agenda } from "../contract/staff/agenda";
import { DESK_STALE_MS } from "../lib/cache-times";
import type { Query } from "./cache";

/** A day's agenda at the desk (today without a date). */
export const staffAgendaQuery = (date: string | undefined): Query<Agenda> => ({
  key: `staff:agenda:${date ?? "today"}`,
  load: () => fetchAgenda(date),
  staleMs: DESK_STALE_MS,
});
