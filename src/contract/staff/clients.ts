import * as v from "valibot";
import { cleanString, queryInt, staffRoleSchema } from "../common";
import { staffBookingSchema } from "./agenda";
import {
  clientRefSchema,
  deskMethodSchema,
  positiveIdSchema,
  reasonSchema,
  referenceSchema,
  staffMessages,
  staffPageQuery,
} from "./common";

/** `GET staff/clients/`: `search` finds a part of the name, phone (digits alone) or e-mail. */
export const clientSearchQuerySchema = v.object({
  search: v.fallback(v.optional(v.pipe(cleanString(), v.trim(), v.maxLength(100))), undefined),
  ...staffPageQuery,
});

export const clientListItemSchema = v.object({
  ...clientRefSchema.entries,
  is_verified: v.boolean(),
  /** A staff account's role; `null` for a client. */
  role: v.nullable(staffRoleSchema),
  total_credits: v.number(),
  created_at: v.string(),
});
export type ClientListItem = v.InferOutput<typeof clientListItemSchema>;

export const clientPageSchema = v.object({
  count: v.number(),
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(clientListItemSchema),
});
export type ClientPage = v.InferOutput<typeof clientPageSchema>;

/**
 * One line of a client's credit ledger, as the desk reads it. `kind`: `purchase` (a pack paid
 * online), `desk_sale` (a pack sold at the desk), `booking` (credits spent on a booking), `refund`
 * (given back by a cancellation), `adjustment` (added or removed by hand: `credits` is then signed).
 */
export const ledgerEntrySchema = v.object({
  id: v.number(),
  kind: v.picklist(["purchase", "desk_sale", "booking", "refund", "adjustment"]),
  /** The pack's or the service's name, or the adjustment's reason. */
  label: v.string(),
  date_add: v.string(),
  expiration_date: v.nullable(v.string()),
  is_expired: v.boolean(),
  /** Credits added (positive) or taken (negative). */
  credits: v.number(),
  used_credits: v.number(),
  left_credits: v.number(),
  /** XOF paid for a pack, online or at the desk; null otherwise. */
  amount: v.nullable(v.number()),
  method: v.nullable(deskMethodSchema),
  reference: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  /** Who wrote it at the desk; null for what the client did. */
  staff_name: v.nullable(v.string()),
});
export type LedgerEntry = v.InferOutput<typeof ledgerEntrySchema>;

/** A staff note on a client (allergies, injuries, preferences): never shown to the client. */
export const clientNoteSchema = v.object({
  id: v.number(),
  text: v.string(),
  /** Who wrote it (their name as the team knows them). */
  author_name: v.string(),
  created_at: v.string(),
});
export type ClientNote = v.InferOutput<typeof clientNoteSchema>;

export const clientDetailSchema = v.object({
  client: v.object({
    ...clientListItemSchema.entries,
    address: v.object({
      country: v.nullable(v.string()),
      city: v.nullable(v.string()),
      postal_code: v.nullable(v.string()),
      address: v.nullable(v.string()),
    }),
  }),
  credit_expiration_date: v.nullable(v.string()),
  /** The latest `LEDGER_PAGE_SIZE` records, newest first (the balance counts every record). */
  ledger: v.array(ledgerEntrySchema),
  /** The link to the older records (`…/ledger/?before=<id>`); null when there are none. */
  ledger_next: v.nullable(v.string()),
  /** Their `CLIENT_BOOKINGS_PAGE_SIZE` latest bookings, the latest session first. */
  bookings: v.array(staffBookingSchema),
  /**
   * The link to the older bookings (`…/bookings/?before=<id>`); null when there are none. Absent
   * from an instance of the release before (a rolling upgrade): read as none.
   */
  bookings_next: v.optional(v.nullable(v.string()), null),
  /**
   * The version of the record's editable fields, sent back as `If-Match` by an edit: one made on an
   * older version is refused rather than written over a colleague's. Absent from an older instance.
   */
  version: v.optional(v.string(), ""),
  /** The staff's notes on the client, newest first (absent from an older instance: none). */
  notes: v.optional(v.array(clientNoteSchema), []),
});
export type ClientDetail = v.InferOutput<typeof clientDetailSchema>;

/**
 * How many ledger records a page holds: a year of a regular client's packs and bookings, a few
 * KiB, where a client of years had their whole ledger (1,500 records, 450 KiB) on every opening.
 */
export const LEDGER_PAGE_SIZE = 50;

const recordId = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))), undefined);

/**
 * `GET staff/clients/{id}/ledger/`: the client's records older than record `before` (in the order
 * of the client's page: the latest written first, then the highest id), or the latest without it.
 */
export const clientLedgerQuerySchema = v.object({
  before: recordId,
  page_size: queryInt(LEDGER_PAGE_SIZE, 1, 100),
});

/** `next`: the link to the records older than this page's; null when there are none. */
export const clientLedgerPageSchema = v.object({
  next: v.nullable(v.string()),
  results: v.array(ledgerEntrySchema),
});
export type ClientLedgerPage = v.InferOutput<typeof clientLedgerPageSchema>;

/**
 * How many bookings the client's page opens with: the weeks around today at the desk's pace (a
 * regular comes once or twice a week), and every booking of most clients; a client of years (2,400
 * bookings) had 100 of them, 78 KiB, on every opening. The older ones come a page at a time.
 */
export const CLIENT_BOOKINGS_PAGE_SIZE = 30;

/**
 * `GET staff/clients/{id}/bookings/`: the client's bookings shown at the desk that come after
 * booking `before` in the order of the client's page (the latest session first, then the highest
 * id), or the latest without it.
 */
export const clientBookingsQuerySchema = v.object({
  before: recordId,
  page_size: queryInt(CLIENT_BOOKINGS_PAGE_SIZE, 1, 100),
});

/** `next`: the link to the bookings older than this page's; null when there are none. */
export const clientBookingsPageSchema = v.object({
  next: v.nullable(v.string()),
  results: v.array(staffBookingSchema),
});
export type ClientBookingsPage = v.InferOutput<typeof clientBookingsPageSchema>;

/** Credits added (`delta` > 0) or taken (< 0) by hand; the balance never goes below zero. */
export const creditAdjustmentRequestSchema = v.object({
  delta: v.pipe(
    v.number(staffMessages.integer),
    v.integer(staffMessages.integer),
    v.check((n) => n !== 0, staffMessages.deltaZero),
    v.check((n) => Math.abs(n) <= 100_000, staffMessages.deltaTooLarge),
  ),
  reason: reasonSchema,
});
export type CreditAdjustmentRequest = v.InferInput<typeof creditAdjustmentRequestSchema>;

/** A pack sold at the desk: its credits and validity as the pack is now; the amount is its price. */
export const deskPackSaleRequestSchema = v.object({
  pack_id: positiveIdSchema,
  method: deskMethodSchema,
  reference: referenceSchema,
});
export type DeskPackSaleRequest = v.InferInput<typeof deskPackSaleRequestSchema>;

/** An adjustment's or a sale's answer: the new balance and the ledger line written. */
export const ledgerWriteResponseSchema = v.object({
  detail: v.string(),
  total_credits: v.number(),
  entry: ledgerEntrySchema,
});
export type LedgerWriteResponse = v.InferOutput<typeof ledgerWriteResponseSchema>;
