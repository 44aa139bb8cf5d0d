import type { AppDeps } from "../../deps";
import { findPayment } from "../../domain/provider-payments";
import type { Answer } from "../../lib/http";
import { providerMessages } from "../messages";
import { ProviderError } from "../provider-error";
import { applyReport } from "../reconcile";
import { orangeMoneyClient } from "../registry";
import { type CallbackHeaders, callbackProof, callbackTransaction } from "./callback";
import { paymentIdOf, transactionReport } from "./report";

type Deps = Pick<AppDeps, "db" | "sqlite" | "clock" | "log" | "mailer" | "config">;

const received: Answer = { status: 200, body: { detail: providerMessages.received } };

/**
 * Sonatel's callback for a payment of our merchant code. A signed one is applied at once; one
 * proved by the registered key only is first confirmed by asking the transaction's status. Once
 * per transaction. A 5xx makes Sonatel send it again; a 4xx never would.
 */
export async function receiveOrangeMoneyCallback(
  deps: Deps,
  raw: Buffer,
  headers: CallbackHeaders,
): Promise<Answer> {
  const client = orangeMoneyClient(deps);
  const account = deps.config.providers.PAY04;
  if (!client || !account || account === "sandbox")
    return { status: 404, body: { detail: providerMessages.notConfigured } };
  const proof = callbackProof(account, headers, raw, deps.clock.now());
  if (!proof) {
    deps.log("Callback Orange Money refusé : signature ou clé absente, invalide ou trop ancienne.");
    return { status: 401, body: { detail: providerMessages.invalidSignature } };
  }
  const transaction = callbackTransaction(raw);
  if (!transaction) return { status: 400, body: { detail: providerMessages.unreadable } };
  const id = paymentIdOf(transaction);
  const payment = id ? findPayment(deps, id) : null;
  if (payment?.provider !== "orange-money") {
    deps.log(`Callback Orange Money ${transaction.transactionId} sans paiement correspondant, ignoré.`);
    return received;
  }
  let report = transactionReport(transaction);
  if (proof === "key" && report.state !== "pending") {
    try {
      const status = await client.status(transaction.transactionId);
      report = transactionReport({ ...transaction, status });
    } catch (error) {
      const why = error instanceof ProviderError ? error.logLine : "erreur inconnue";
      // A transaction the provider does not know was never paid: no point sending it again.
      if (error instanceof ProviderError && error.status === 404) {
        deps.log(`Callback Orange Money ${transaction.transactionId} inconnu du prestataire, ignoré.`);
        return { status: 400, body: { detail: providerMessages.unreadable } };
      }
      deps.log(`Callback Orange Money ${transaction.transactionId} non confirmé (${why}) : à renvoyer.`);
      return { status: 503, body: { detail: providerMessages.unreachable("Orange Money") } };
    }
  }
  applyReport(deps, payment, report);
  return received;
}
