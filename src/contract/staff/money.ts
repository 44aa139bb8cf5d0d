import * as v from "valibot";
import { clientRefSchema, dayString, staffMessages } from "./common";

/** `GET staff/refunds/`: what is still to give back by default. */
export const refundQuerySchema = v.object({
  state: v.fallback(v.optional(v.picklist(["todo", "done", "all"]), "todo"), "todo"),
});

/**
 * Money the centre gives back by hand: a payment the provider took that had to be refunded, and
 * whose provider cannot refund by API (Orange Money's merchant API cannot): `refund_state = manual`.
 */
export const manualRefundSchema = v.object({
  payment_id: v.string(),
  client: clientRefSchema,
  method: v.picklist(["PAY03", "PAY04"]),
  method_name: v.string(),
  purpose: v.picklist(["booking", "pack"]),
  /** The booking or the pack paid for. */
  object_id: v.number(),
  /** XOF asked for. */
  amount_requested: v.number(),
  /** XOF the provider actually received, to give back; null when not in whole XOF (read it there). */
  refund_amount: v.nullable(v.number()),
  created_at: v.string(),
  settled_at: v.nullable(v.string()),
  done_at: v.nullable(v.string()),
  done_by: v.nullable(v.string()),
});
export type ManualRefund = v.InferOutput<typeof manualRefundSchema>;
export const manualRefundListSchema = v.array(manualRefundSchema);

export const refundDoneResponseSchema = v.object({ detail: v.string(), refund: manualRefundSchema });

/**
 * `GET staff/takings/` and its CSV: the day, the week (Monday to Sunday) or the month of `date`
 * (today unless given). A period or a date that is not one is a 400, not another period's figures.
 */
export const takingsQuerySchema = v.object({
  period: v.optional(v.picklist(["day", "week", "month"], staffMessages.period), "day"),
  date: v.optional(dayString),
});
export type TakingsQuery = v.InferInput<typeof takingsQuerySchema>;

/** Where the takings come from: credits spent, or money by method (at the desk and online). */
export const takingsMethodSchema = v.picklist(["credits", "cash", "card", "orange_money", "wave"]);

export const takingsSchema = v.object({
  period: v.picklist(["day", "week", "month"]),
  /** First and last day of the period, inclusive. */
  from: v.string(),
  to: v.string(),
  /**
   * One line per method, always all five. Money (`amount`, XOF) is what came in during the period:
   * bookings paid at the venue, packs sold at the desk, and online payments accepted (a payment
   * later refunded by the provider is under `refunds`, not here). `credits` lines count the
   * credits spent on bookings. `online_amount`: the part paid online.
   */
  received: v.array(
    v.object({
      method: takingsMethodSchema,
      label: v.string(),
      count: v.number(),
      amount: v.number(),
      online_amount: v.number(),
      credits: v.number(),
    }),
  ),
  /** XOF of every money line. */
  total_amount: v.number(),
  packs_sold: v.object({
    count: v.number(),
    credits: v.number(),
    amount: v.number(),
    desk_count: v.number(),
    online_count: v.number(),
  }),
  refunds: v.object({
    /** Credits given back by cancellations. */
    credit_count: v.number(),
    credits: v.number(),
    /** Money given back: by the provider's API, or by hand (`manual`, see `staff/refunds/`). */
    money_count: v.number(),
    money_amount: v.number(),
    manual_pending: v.number(),
  }),
  adjustments: v.object({ count: v.number(), credits_added: v.number(), credits_removed: v.number() }),
  /** Sessions of the period marked at the desk. */
  presences: v.object({ count: v.number(), persons: v.number() }),
  no_shows: v.object({ count: v.number(), persons: v.number() }),
  cancellations: v.number(),
});
export type Takings = v.InferOutput<typeof takingsSchema>;

export const takingsLabels: Record<v.InferOutput<typeof takingsMethodSchema>, string> = {
  credits: "Crédits utilisés",
  cash: "Espèces",
  card: "Carte",
  orange_money: "Orange Money",
  wave: "Wave",
};
