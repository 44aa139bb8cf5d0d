import { and, eq } from "drizzle-orm";
import { payments } from "../db/schema";
import type { AppDeps } from "../deps";
import type { ProviderName } from "./accounts";
import { inBackground } from "./background";
import { ProviderError } from "./provider-error";
import { providerOf } from "./registry";

type Deps = Pick<AppDeps, "db" | "sqlite" | "config" | "clock" | "log">;

/**
 * How a refunded payment's money goes back: Wave's API gives it back (`due` until it has), Orange
 * Money's merchant API cannot (the centre does, `manual`), the sandbox took nothing.
 */
export const refundStateFor = (provider: ProviderName) =>
  provider === "wave" ? ("due" as const) : provider === "orange-money" ? ("manual" as const) : null;

/**
 * A refunded payment's money as the log tells it: the XOF the provider received (what goes back,
 * whatever the payment asked), or, when the provider gave it in something other than whole XOF,
 * where to read it.
 */
export const receivedText = (amount: number | null) =>
  amount === null ? "le montant reçu (à lire chez le prestataire)" : `${amount} XOF`;

/** Refunds being sent by this process, so that a second trigger does not send one twice at once. */
const sending = new WeakMap<object, Set<string>>();

/**
 * Sends every refund still due to its provider, in the background; one that fails stays due and is
 * sent again by the next call (the payments' upkeep makes one every few minutes). The provider's
 * idempotency key keeps a refund single even when two processes send it.
 */
export function sendDueRefunds(deps: Deps): void {
  inBackground(deps, async () => {
    let mine = sending.get(deps.sqlite);
    if (!mine) {
      mine = new Set();
      sending.set(deps.sqlite, mine);
    }
    const due = deps.db.select().from(payments).where(eq(payments.refundState, "due")).all();
    for (const payment of due) {
      if (mine.has(payment.id)) continue;
      const provider = providerOf(deps, payment.provider);
      if (!provider) continue;
      mine.add(payment.id);
      try {
        const done = await provider.refund(payment);
        deps.db
          .update(payments)
          .set({ refundState: done })
          .where(and(eq(payments.id, payment.id), eq(payments.refundState, "due")))
          .run();
        const money = receivedText(payment.refundAmount);
        deps.log(
          done === "sent"
            ? `Paiement ${payment.id} : ${money} ${payment.refundAmount === null ? "rendu" : "rendus"} au payeur par ${payment.provider}.`
            : `Paiement ${payment.id} : ${money} à rendre par le centre.`,
        );
      } catch (error) {
        const why = error instanceof ProviderError ? error.logLine : "erreur inconnue";
        deps.log(`Paiement ${payment.id} : remboursement pas encore fait (${why}), nouvel essai plus tard.`);
      } finally {
        mine.delete(payment.id);
      }
    }
  });
}
