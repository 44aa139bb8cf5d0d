import { schedulePaths, scheduleSchema } from "../contract/staff/schedule";
import type {
  ClosureRequest,
  DiscountRule,
  OverrideRequest,
  WeekRequest,
} from "../contract/staff/schedule-requests";
import { api } from "./instance";

/** The schedule's calls (admins only); each change answers the whole schedule as it now stands. */

export const fetchSchedule = (signal?: AbortSignal) =>
  api.request(scheduleSchema, schedulePaths.schedule, signal ? { signal } : {});

export const saveWeek = (body: WeekRequest) =>
  api.request(scheduleSchema, schedulePaths.week, { method: "put", json: body });

export const saveOverride = (body: OverrideRequest) =>
  api.request(scheduleSchema, schedulePaths.overrides, { method: "post", json: body });

export const removeOverride = (date: string) =>
  api.request(scheduleSchema, schedulePaths.override(date), { method: "delete" });

export const addClosure = (body: ClosureRequest) =>
  api.request(scheduleSchema, schedulePaths.closures, { method: "post", json: body });

export const removeClosure = (id: number) =>
  api.request(scheduleSchema, schedulePaths.closure(id), { method: "delete" });

export const saveDiscounts = (rules: DiscountRule[]) =>
  api.request(scheduleSchema, schedulePaths.discounts, { method: "put", json: { rules } });
