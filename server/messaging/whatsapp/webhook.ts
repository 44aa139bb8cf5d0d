import * as v from "valibot";
import type { DeliveryStatus } from "../../domain/message-delivery";
import { hmacMatches } from "../../payments/signatures";
import type { WhatsAppAccount } from "../accounts";

/**
 * Meta signs each webhook with the app's secret: `X-Hub-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the raw body. Compared in constant time.
 */
export function webhookSigned(account: WhatsAppAccount, header: string | undefined, raw: Buffer): boolean {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1];
  return hex !== undefined && hmacMatches(account.appSecret, raw, [hex.toLowerCase()]);
}

const statusSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  status: v.string(),
  /** Unix seconds, as a string. */
  timestamp: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/))),
  errors: v.optional(v.array(v.object({ code: v.optional(v.number()), title: v.optional(v.string()) }))),
});

const notificationSchema = v.object({
  entry: v.array(
    v.object({
      changes: v.array(v.object({ value: v.object({ statuses: v.optional(v.array(statusSchema)) }) })),
    }),
  ),
});

const statuses: Record<string, DeliveryStatus> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  failed: "failed",
};

export type StatusReport = {
  providerMessageId: string;
  status: DeliveryStatus;
  at: Date | null;
  /** Meta's error code, for a failed message. */
  reason: string | null;
};

/**
 * The message statuses a signed body carries (`entry[].changes[].value.statuses[]`), those we
 * know; an inbound message or another field carries none. Null when the body is not a notification.
 */
export function statusReports(raw: Buffer): StatusReport[] | null {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  const parsed = v.safeParse(notificationSchema, json);
  if (!parsed.success) return null;
  return parsed.output.entry.flatMap((entry) =>
    entry.changes.flatMap((change) =>
      (change.value.statuses ?? []).flatMap((s) => {
        const status = statuses[s.status];
        if (!status) return [];
        const error = s.errors?.[0];
        return [
          {
            providerMessageId: s.id,
            status,
            at: s.timestamp ? new Date(Number(s.timestamp) * 1000) : null,
            reason: error ? `erreur ${error.code ?? "?"}${error.title ? ` « ${error.title} »` : ""}` : null,
          },
        ];
      }),
    ),
  );
}
