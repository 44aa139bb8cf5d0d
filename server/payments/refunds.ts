import type { AppDeps } from "../deps";
import { receivedText } from "../domain/provider-payments";
import { inBackground } from "../lib/background";
import { ProviderError } from "./provider-error";
import { providerOf } from "./registry";

type Deps = Pick<AppDeps, "database" | "config" | "clock" | "log" | "providerTimeLimit">;

/** Refunds being sent by this process, so that a second trigger does not send one twice at once. */
const sending = new WeakMap<object, Set<string>>();

/**
 * Sends every refund still due to its provider, in the background; one that fails stays due and is
 * sent again by the next call (the payments' upkeep makes one every few minutes). The provider's
 * idempotency key keeps a refund single even when two processes send it.
 */
export function sendDueRefunds(deps: Deps): void {
  inBackground(deps, async () => {
    let mine = sending.get(deps.database);
    if (!mine) {
      mine = new Set();
      sending.set(deps.database, mine);
    }
    // The database itself: this outlives whatever transaction asked for it.
    const { db } = deps.database;
    const due = await db.selectFrom("payments").selectAll().where("refundState", "=", "due").execute();
    for (const payment of due) {
      if (mine.has(payment.id)) continue;
      const provider = providerOf(deps, payment.provider);
      if (!provider) continue;
      mine.add(payment.id);
      try {
        const done = await provider.refund(payment);
        await db
          .updateTable("payments")
          .set({ refundState: done })
          .where("id", "=", payment.id)
          .where("refundState", "=", "due")
          .execute();
        const money = receivedText(payment.refundAmount);
        deps.log(
          done === "sent"
            ? `Paiement ${payment.id} : ${money} ${payment.refundAmount === null ? "rendu" : "rendus"} au payeur par ${payment.provider}.`
            : `Paiement ${payment.id} : ${money} à rendre par le centre.`,
          { event: "refund", paymentId: payment.id, provider: payment.provider, refundState: done },
        );
      } catch (error) {
        const why = error instanceof ProviderError ? error.logLine : "erreur inconnue";
        deps.log(`Paiement ${payment.id} : remboursement pas encore fait (${why}), nouvel essai plus tard.`, {
          level: "warn",
          event: "refund",
          paymentId: payment.id,
          provider: payment.provider,
          refundState: "due",
        });
      } finally {
        mine.delete(payment.id);
      }
    }
  });
}
