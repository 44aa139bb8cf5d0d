import * as v from "valibot";
import { queryInt } from "../common";

const idParam = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))), undefined);

/**
 * `GET staff/audit/` (admin only): newest first, filtered by booking, client or staff member, a
 * page from a line on rather than by number (no count of the whole log): `before` gives the lines
 * older than that one, `after` the newer ones, neither the newest.
 */
export const auditQuerySchema = v.object({
  booking_id: idParam,
  client_id: idParam,
  staff_id: idParam,
  before: idParam,
  after: idParam,
  page_size: queryInt(20, 1, 100),
});

export const auditActionSchema = v.picklist([
  "booking.attendance",
  "booking.paid_at_venue",
  "booking.cancelled",
  "booking.moved",
  "booking.reassigned",
  "booking.desk_created",
  "booking.penalty_refunded",
  "client.created",
  "client.credits_adjusted",
  "client.pack_sold",
  "client.verification_code_sent",
  "client.updated",
  "client.note_added",
  "client.note_deleted",
  "client.viewed",
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
  "practitioner.created",
  "practitioner.updated",
  "practitioner.photo_set",
  "practitioner.absence_added",
  "practitioner.absence_removed",
  "room.created",
  "room.updated",
  "settings.home_changed",
  "settings.banner_changed",
  "settings.modal_changed",
  "settings.slides_changed",
  "settings.document_changed",
  "settings.rules_changed",
  "settings.penalties_changed",
  "settings.faq_changed",
  "settings.about_changed",
  "audit.sealed",
  "promo.created",
  "promo.updated",
  "gift.redeemed",
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
  /**
   * A line written before the Journal said old and new values (a service or pack « modifié
   * (real_price) »): its changes spelled out from its figures. Null otherwise, and from an older
   * instance.
   */
  changes: v.optional(v.nullable(v.string()), null),
  booking_id: v.nullable(v.number()),
  client_id: v.nullable(v.number()),
  /** The action's figures (method, amount, reason…), as written. */
  data: v.record(v.string(), v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** `next`: the link to the older lines, `previous` to the newer ones; null when there are none. */
export const auditPageSchema = v.object({
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(auditEntrySchema),
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;

/**
 * `GET staff/audit/verify/` (admin only): the whole chain walked again. `broken` names the first
 * line where it stops holding, with the server's French explanation; `last_seq` and `last_hash`
 * are the end of the chain, to note elsewhere (a chain cannot show its own last lines cut off).
 */
export const auditVerificationSchema = v.object({
  intact: v.boolean(),
  checked: v.number(),
  last_seq: v.nullable(v.number()),
  last_hash: v.nullable(v.string()),
  broken: v.nullable(
    v.object({
      seq: v.nullable(v.number()),
      id: v.nullable(v.number()),
      reason: v.picklist(["missing", "changed", "out_of_place", "unnumbered", "unsigned", "other_key"]),
      message: v.string(),
    }),
  ),
});
export type AuditVerification = v.InferOutput<typeof auditVerificationSchema>;
export type AuditBreak = NonNullable<AuditVerification["broken"]>;
