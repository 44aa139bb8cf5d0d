import * as v from "valibot";
import type { WaveAccount } from "../accounts";
import { freshEnough, hmacMatches, parseSignatureHeader } from "../signatures";
import { sessionSchema } from "./api";

/**
 * Wave signs each webhook with the shared secret: `Wave-Signature: t=<unix>,v1=<hex>`, the
 * HMAC-SHA256 of the timestamp followed directly by the raw body. Older than 5 minutes: a replay.
 */
export function webhookSigned(account: WaveAccount, header: string | undefined, raw: Buffer, now: Date) {
  const parsed = parseSignatureHeader(header);
  if (!parsed || !freshEnough(parsed.timestamp, now)) return false;
  const payload = Buffer.concat([Buffer.from(String(parsed.timestamp)), raw]);
  return hmacMatches(account.webhookSecret, payload, parsed.signatures);
}

const checkoutEvent = v.object({
  id: v.string(),
  type: v.pipe(v.string(), v.startsWith("checkout.session.")),
  data: sessionSchema,
});
const anyEvent = v.object({ id: v.string(), type: v.string() });

/**
 * The event of a signed body: a checkout one; `other` for an event we do not act on; `unreadable`
 * (with where it fails, for the log) for a checkout event whose session does not read, which Wave
 * must send again rather than have it dropped; null when the body is no event at all.
 */
export function webhookEvent(raw: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  const checkout = v.safeParse(checkoutEvent, json);
  if (checkout.success) return checkout.output;
  if (!v.is(anyEvent, json)) return null;
  if (!json.type.startsWith("checkout.session.")) return "other" as const;
  const where = checkout.issues[0]?.path?.map((p) => String(p.key)).join(".") || "racine";
  return { unreadable: where };
}
