import { read } from "../../../queries/cache";
import { staffScheduleQuery } from "../../../queries/staff-schedule";

export const loadSchedule = () => read(staffScheduleQuery);
