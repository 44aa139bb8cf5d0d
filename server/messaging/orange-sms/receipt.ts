import * as v from "valibot";
import type { DeliveryStatus } from "../../domain/message-delivery";

/**
 * A delivery receipt as Orange posts it: `deliveryInfoNotification` with the message's id in
 * `callbackData` and how it went in `deliveryInfo.deliveryStatus`.
 */
const receiptSchema = v.object({
  deliveryInfoNotification: v.object({
    callbackData: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    deliveryInfo: v.object({ deliveryStatus: v.string() }),
  }),
});

/**
 * Orange's statuses in ours. `DeliveryUncertain` and `DeliveryNotificationNotSupported` say
 * nothing new: not recorded.
 */
const statuses: Record<string, DeliveryStatus> = {
  DeliveredToNetwork: "sent",
  MessageWaiting: "sent",
  DeliveredToTerminal: "delivered",
  DeliveryImpossible: "failed",
};

/** The receipt's message id and status; null when the body is no receipt. */
export function readReceipt(raw: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  const parsed = v.safeParse(receiptSchema, json);
  if (!parsed.success) return null;
  const { callbackData, deliveryInfo } = parsed.output.deliveryInfoNotification;
  return {
    providerMessageId: callbackData,
    orangeStatus: deliveryInfo.deliveryStatus,
    status: statuses[deliveryInfo.deliveryStatus] ?? null,
  };
}
