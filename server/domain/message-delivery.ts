import type { AppDeps } from "../deps";
import { logSafe } from "./mailers";

/** What a provider's delivery report says of a message, in the same words for SMS and WhatsApp. */
export type DeliveryStatus = "sent" | "delivered" | "read" | "failed";

/**
 * How far each status goes. Reports may come in any order (a phone that was off, several devices):
 * a row only ever moves forward. A message a device received stays delivered whatever fails after,
 * and read stays read.
 */
const RANK: Record<DeliveryStatus, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };

const behind = (status: DeliveryStatus) =>
  (Object.keys(RANK) as DeliveryStatus[]).filter((s) => RANK[s] < RANK[status]);

/**
 * Records a delivery report on the queued message the provider's id names (`delivery_status`,
 * `delivery_at`), unless the row already says as much or more. An id we never sent (another
 * system's on the same account, a message sent before its id was kept) changes nothing. A failure
 * is logged in French, with the provider's reason. Answers whether the row changed.
 */
export async function recordDelivery(
  deps: Pick<AppDeps, "db" | "log">,
  providerMessageId: string,
  status: DeliveryStatus,
  at: Date,
  reason: string | null = null,
): Promise<boolean> {
  const earlier = behind(status);
  const updated = await deps.db
    .updateTable("mailQueue")
    .set({ deliveryStatus: status, deliveryAt: at })
    .where("providerMessageId", "=", providerMessageId)
    .where((eb) =>
      earlier.length
        ? eb.or([eb("deliveryStatus", "is", null), eb("deliveryStatus", "in", earlier)])
        : eb("deliveryStatus", "is", null),
    )
    .returning(["id", "channel", "to"])
    .execute();
  const row = updated[0];
  if (row && status === "failed")
    deps.log(
      `Message ${row.channel === "sms" ? "SMS" : "WhatsApp"} n° ${row.id} à ${logSafe(row.to)} non distribué${reason ? ` (${logSafe(reason)})` : ""} : le prestataire l'a abandonné.`,
      { level: "warn" },
    );
  return updated.length > 0;
}
