import * as v from "valibot";
import { creditsChanged } from "../../queries/changes";
import { settleBookingPaid, settlePackPaid } from "../../queries/payment-settled";
import { type ConfirmationDetails, confirmationDetailsSchema } from "../../stores/confirmation-details";

export type Finished = { purpose: "booking" | "pack"; details: ConfirmationDetails | null };

/** One run per payment for the page's life: a re-render, a second effect or a retry does nothing more. */
const runs = new Map<string, Promise<Finished | null>>();

/**
 * Once the server has said how a wallet payment ended, the phone forgets the payment under way (the
 * record the payment modal kept) and, when it went through, what it was for: the booking's draft
 * (its details kept for the confirmation page) or the selected pack (the balance is loaded again).
 * Only the record of this very payment counts; answers null when there was none.
 */
export function finishPayment(
  paymentId: string,
  outcome: "success" | "failed",
  purpose: "booking" | "pack" | undefined,
): Promise<Finished | null> {
  let run = runs.get(paymentId);
  if (!run) {
    run = finish(paymentId, outcome, purpose);
    runs.set(paymentId, run);
  }
  return run;
}

async function finish(
  paymentId: string,
  outcome: "success" | "failed",
  purpose: "booking" | "pack" | undefined,
): Promise<Finished | null> {
  // A bought pack changes the balance the header shows, even when this phone kept no record of it.
  if (outcome === "success" && purpose === "pack") creditsChanged();
  try {
    // Loaded here: the local database stays out of the first screen's JavaScript.
    const { localDb } = await import("../../db/accessors");
    const pending = await localDb.loadPendingPayment();
    if (pending?.paymentId !== paymentId) return null;
    let details: ConfirmationDetails | null = null;
    if (outcome === "success" && pending.purpose === "booking") {
      const parsed = v.safeParse(confirmationDetailsSchema, pending.confirmation);
      details = parsed.success ? parsed.output : null;
      await settleBookingPaid(pending.objectId, details);
    } else if (outcome === "success") {
      await settlePackPaid({ balanceReloaded: purpose === "pack" });
    }
    // Its outcome is known and shown: nothing is left to resume.
    await localDb.clearPendingPayment();
    return { purpose: pending.purpose, details };
  } catch (error) {
    // The payment itself is settled on the server; only the phone's copy could not be tidied.
    console.warn("Données locales du paiement non mises à jour", error);
    return null;
  }
}
