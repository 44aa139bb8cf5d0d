import * as v from "valibot";
import { staffPageQuery } from "./common";

/** `GET staff/audit/` (admin only): newest first, filtered by booking, client or staff member. */
export const auditQuerySchema = v.object({
  booking_id: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))), undefined),
  client_id: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))), undefined),
  staff_id: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))), undefined),
  ...staffPageQuery,
});

export const auditActionSchema = v.picklist([
  "booking.attendance",
  "booking.paid_at_venue",
  "booking.cancelled",
  "booking.moved",
  "client.credits_adjusted",
  "client.pack_sold",
  "client.verification_code_sent",
  "refund.done",
  "message.read",
  "message.unread",
  "takings.exported",
  "staff.role_set",
  "schedule.week_set",
  "schedule.override_set",
  "schedule.override_removed",
  "schedule.closure_added",
  "schedule.closure_removed",
  "schedule.discounts_set",
  "service.created",
  "service.updated",
  "service.deactivated",
  "service.reactivated",
  "service.image_set",
  "pack.created",
  "pack.updated",
  "pack.deactivated",
  "pack.reactivated",
  "settings.home_changed",
  "settings.banner_changed",
  "settings.modal_changed",
  "settings.slides_changed",
  "settings.document_changed",
  "settings.rules_changed",
]);
export type AuditAction = v.InferOutput<typeof auditActionSchema>;

/** One staff action, written with the change itself and never altered. */
export const auditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  /** Who: null for the command line (`npm run staff`). */
  staff: v.nullable(v.object({ id: v.number(), name: v.string(), email: v.string() })),
  action: auditActionSchema,
  /** What, in French. */
  summary: v.string(),
  booking_id: v.nullable(v.number()),
  client_id: v.nullable(v.number()),
  /** The action's figures (method, amount, reason…), as written. */
  data: v.record(v.string(), v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

export const auditPageSchema = v.object({
  count: v.number(),
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(auditEntrySchema),
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;
