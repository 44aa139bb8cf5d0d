import type { AppDeps } from "../../deps";
import { findPayment } from "../../domain/provider-payments";
import { inBackground } from "../../lib/background";
import type { Answer } from "../../lib/http";
import { providerMessages } from "../messages";
import type { PaymentRow } from "../provider";
import { ProviderError } from "../provider-error";
import { applyReport } from "../reconcile";
import { orangeMoneyClient } from "../registry";
import type { Transaction } from "./api";
import { type CallbackHeaders, callbackProof, callbackTransaction } from "./callback";
import { paymentIdOf, transactionReport } from "./report";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config" | "providerTimeLimit">;

const received: Answer = { status: 200, body: { detail: providerMessages.received } };

/**
 * Sonatel's callback for a payment of our merchant code, answered at once: a webhook must have its
 * 2xx quickly. A signed one is applied before answering (no call out). One proved by the registered
 * key only is answered first, then checked in the background against the transactions Sonatel lists
 * for the payment it names; if that ask fails, the payment's polls and the every-minute upkeep ask
 * Sonatel again while it is open. Once per transaction, however often it comes.
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
  const payment = id ? await findPayment(deps, id) : null;
  if (payment?.provider !== "orange-money") {
    deps.log(`Callback Orange Money ${transaction.transactionId} sans paiement correspondant, ignoré.`);
    return received;
  }
  const report = transactionReport(transaction);
  if (proof === "signed" || report.state === "pending") {
    await applyReport(deps, payment, report);
    return received;
  }
  inBackground(deps, () => confirmThenApply(deps, client, payment, transaction));
  return received;
}

/**
 * A key-only callback's transaction, applied only as Sonatel lists it under the payment the callback
 * names: the key is sent in clear and proves nothing about the body, so the payment, amount, currency
 * and status applied are Sonatel's own. A transaction Sonatel does not list there (another payment's,
 * or made up) applies nothing and is not recorded: the payment it belongs to still gets it.
 */
async function confirmThenApply(
  deps: Deps,
  client: NonNullable<ReturnType<typeof orangeMoneyClient>>,
  payment: PaymentRow,
  claimed: Transaction,
) {
  const tx = claimed.transactionId;
  let listed: readonly Transaction[];
  try {
    listed = await client.transactions(payment.id);
  } catch (error) {
    const why = error instanceof ProviderError ? error.logLine : "erreur inconnue";
    // An open payment is asked about again by its polls and the upkeep; a closed one is not, and a
    // success for it (paid late, or after being replaced) may be money to give back.
    const next =
      (await findPayment(deps, payment.id))?.status === "pending"
        ? "redemandé au prestataire avec le paiement"
        : `paiement ${payment.id} déjà clos, transaction à vérifier par le centre`;
    deps.log(`Callback Orange Money ${tx} non confirmé (${why}) : ${next}.`);
    return;
  }
  // The search may return more than was asked: only this transaction, filed under this payment, counts.
  const own = listed.find((t) => t.transactionId === tx && paymentIdOf(t) === payment.id);
  if (!own) {
    deps.log(
      `Callback Orange Money ${tx} : Sonatel ne rattache pas cette transaction au paiement ${payment.id} ; rien n'est appliqué.`,
    );
    return;
  }
  await applyReport(deps, payment, transactionReport(own));
}
