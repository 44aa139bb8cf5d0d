import type { Context } from "hono";
import * as v from "valibot";
import { type OrangeMoneyResponse, paymentResultSchema } from "../../src/contract/payments";
import type { AppDeps } from "../deps";
import { settlePayment } from "../domain/payment-settling";
import { findPayment } from "../domain/provider-payments";
import type { Answer } from "../lib/http";
import { providerLabel, providerMessages } from "./messages";
import type { Addresses, PaymentRow } from "./provider";
import { ProviderError } from "./provider-error";
import { checkoutProvider, qrProvider } from "./registry";
import "./follow-ups";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "log" | "mailer" | "config" | "providerTimeLimit">;

/** The provider failed the request (424 Failed Dependency); the member reads the French detail. */
export const PROVIDER_FAILED = 424;

export type Started<T> = { ok: true; value: T } | { ok: false; status: number; detail: string };

/**
 * The provider could not open the payment: it is failed at once (nobody was shown a way to pay it,
 * and the booking's places are let go), and the member reads why in French.
 */
async function couldNotOpen(deps: Deps, payment: PaymentRow, error: unknown): Promise<Started<never>> {
  const line = error instanceof ProviderError ? error.logLine : "erreur inconnue";
  deps.log(`Paiement ${payment.id} non ouvert chez le prestataire (${line}).`);
  await settlePayment(deps, payment.id, "failed");
  const detail =
    error instanceof ProviderError
      ? error.message
      : providerMessages.unreachable(providerLabel[payment.provider]);
  // Not a 502-504: the app reads those as our server being down (its offline banner), which it is not.
  return { ok: false, status: PROVIDER_FAILED, detail };
}

const closed = (): Started<never> => ({ ok: false, status: 400, detail: providerMessages.paymentClosed });

/** The QR code of a payment just opened (Orange Money, or the sandbox's stand-in). */
export async function startQr(deps: Deps, id: string, at: Addresses): Promise<Started<OrangeMoneyResponse>> {
  const payment = await findPayment(deps, id);
  if (payment?.status !== "pending") return closed();
  const provider = qrProvider(deps, payment.provider);
  if (!provider) return { ok: false, status: 400, detail: providerMessages.notConfigured };
  try {
    const qr = await provider.createQr(payment, at);
    await deps.db.updateTable("payments").set({ providerRef: qr.providerRef }).where("id", "=", id).execute();
    // The app asks about the payment by our id: the provider's qrId stays on the server.
    return {
      ok: true,
      value: { qrId: id, qrCode: qr.qrCode, validity: qr.validity, deepLinks: qr.deepLinks },
    };
  } catch (error) {
    return couldNotOpen(deps, payment, error);
  }
}

/**
 * Where the payer goes to pay a wallet payment: its checkout, opened once at the provider (the same
 * payment asked again, by a replayed request, gets the same page).
 */
export async function checkoutUrl(deps: Deps, id: string, at: Addresses): Promise<Started<string>> {
  const payment = await findPayment(deps, id);
  if (!payment) return closed();
  if (payment.launchUrl && (payment.status === "pending" || payment.status === "success"))
    return { ok: true, value: payment.launchUrl };
  if (payment.status !== "pending") return closed();
  const provider = checkoutProvider(deps, payment.provider);
  if (!provider) return { ok: false, status: 400, detail: providerMessages.notConfigured };
  try {
    const checkout = await provider.createCheckout(payment, at);
    await deps.db
      .updateTable("payments")
      .set({ providerRef: checkout.providerRef, launchUrl: checkout.launchUrl })
      .where("id", "=", id)
      .where("launchUrl", "is", null)
      .execute();
    return { ok: true, value: (await findPayment(deps, id))?.launchUrl ?? checkout.launchUrl };
  } catch (error) {
    return couldNotOpen(deps, payment, error);
  }
}

/**
 * A booking's payment answer completed with the wallet's checkout address (for a replayed answer
 * too); the provider not opening it turns the answer into its French refusal.
 */
export async function withCheckoutUrl(deps: Deps, answer: Answer, at: Addresses): Promise<Answer> {
  const parsed = v.safeParse(paymentResultSchema, answer.body);
  if (answer.status !== 200 || !parsed.success) return answer;
  const { status, payment_id: paymentId } = parsed.output;
  if (status !== "redirect" || !paymentId) return answer;
  const url = await checkoutUrl(deps, paymentId, at);
  return url.ok
    ? { status: 200, body: { ...parsed.output, checkout_url: url.value } }
    : { status: url.status, body: { detail: url.detail } };
}

/** Where the providers send payers back and call us: PUBLIC_URL, else the address asked. */
export const addressesOf = (deps: Pick<AppDeps, "config">, c: Context): Addresses => ({
  publicUrl: deps.config.publicUrl ?? new URL(c.req.url).origin,
});
