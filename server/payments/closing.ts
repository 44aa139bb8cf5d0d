import type { AppDeps } from "../deps";
import { inBackground } from "../lib/background";
import type { PaymentRow } from "./provider";
import { ProviderError } from "./provider-error";
import { providerOf } from "./registry";

type Deps = Pick<AppDeps, "database" | "config" | "clock" | "log" | "providerTimeLimit">;

/**
 * Tells the providers to take no more money for payments that no longer count (replaced, their
 * booking cancelled), in the background. Best effort: one that is paid all the same is refunded.
 */
export function closeAtProviders(deps: Deps, closed: readonly PaymentRow[]): void {
  const atProvider = closed.filter((p) => p.providerRef && p.provider !== "sandbox");
  if (!atProvider.length) return;
  inBackground(deps, async () => {
    for (const payment of atProvider) {
      const provider = providerOf(deps, payment.provider);
      if (!provider?.close) continue;
      try {
        await provider.close(payment);
      } catch (error) {
        const why = error instanceof ProviderError ? error.logLine : "erreur inconnue";
        deps.log(`Paiement ${payment.id} : clôture chez le prestataire non faite (${why}).`);
      }
    }
  });
}
