import type { AppDeps } from "../../deps";
import { findPayment } from "../../domain/provider-payments";
import type { Answer } from "../../lib/http";
import { providerMessages } from "../messages";
import { applyReport } from "../reconcile";
import { waveAccount } from "../registry";
import { sessionReport } from "./report";
import { webhookEvent, webhookSigned } from "./webhook";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config" | "providerTimeLimit">;

const received: Answer = { status: 200, body: { detail: providerMessages.received } };

/**
 * A Wave webhook, checked and applied at once, in one short transaction: Wave wants a 2xx within
 * seconds and sends an event again until it has one. The body is trusted only once its signature
 * holds; the same transaction seen again (a replay, a retry) changes nothing.
 */
export async function receiveWaveWebhook(
  deps: Deps,
  raw: Buffer,
  signature: string | undefined,
): Promise<Answer> {
  const account = waveAccount(deps);
  if (!account) return { status: 404, body: { detail: providerMessages.notConfigured } };
  if (!webhookSigned(account, signature, raw, deps.clock.now())) {
    deps.log("Webhook Wave refusé : signature absente, invalide ou trop ancienne.");
    return { status: 401, body: { detail: providerMessages.invalidSignature } };
  }
  const event = webhookEvent(raw);
  if (!event) return { status: 400, body: { detail: providerMessages.unreadable } };
  if (event === "other") return received;
  if ("unreadable" in event) {
    // Signed by Wave but not as we read a session: kept out of the ledger, and asked for again (a
    // 5xx makes Wave retry) rather than lost; the lookup at expiry settles it meanwhile.
    deps.log(`Webhook Wave de paiement illisible (${event.unreadable}) : Wave le renverra.`);
    return { status: 500, body: { detail: providerMessages.unreadable } };
  }
  const session = event.data;
  const payment = session.client_reference ? await findPayment(deps, session.client_reference) : null;
  // Another system's checkout on the same wallet, or a session that is not this payment's.
  if (payment?.provider !== "wave" || (payment.providerRef && payment.providerRef !== session.id)) {
    deps.log(`Webhook Wave ${event.id} sans paiement correspondant, ignoré.`);
    return received;
  }
  // The session says how it stands, whatever the event: `payment_failed` is one failed attempt
  // (a short balance), after which the session stays open and the payer may still pay it.
  await applyReport(deps, payment, sessionReport(session));
  return received;
}
