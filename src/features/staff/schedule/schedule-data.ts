import { fetchSchedule } from "../../../api/staff-schedule";

export const loadSchedule = (signal: AbortSignal) => fetchSchedule(signal);
