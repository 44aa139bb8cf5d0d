import { Hono } from "hono";
import { html, raw } from "hono/html";
import { brand } from "../../src/brand";
import type { AppDeps } from "../deps";
import { settlePayment } from "../domain/payment-settling";
import { findPayment, type PaymentRow } from "../domain/provider-payments";
import { formatXofPlain } from "../lib/money";

/**
 * Stand-in for the payment providers: the page an Orange Money QR code opens, and the wallet's
 * hosted checkout. Phone-sized, in French, no script.
 */
const styles = raw(`<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f6efe6;color:#1c2321}
main{max-width:26rem;margin:0 auto;padding:1.5rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{font-size:.85rem;color:#555}.row{display:flex;gap:.75rem;margin-top:1.25rem}
button{flex:1;min-height:3rem;border:0;border-radius:999px;font-weight:600;font-size:1rem}
.ok{background:#0f5c4d;color:#fff}.ko{background:#eee;color:#1c2321}
.badge{display:inline-block;padding:.2rem .6rem;border-radius:999px;font-size:.8rem;font-weight:600}
.om{background:#ff7900;color:#fff}.wave{background:#1dc4ff;color:#05324a}
.done{padding:1rem;border-radius:.75rem;margin-top:1rem}.success{background:#e3f4ec}.failed{background:#fde8e8}
</style>`);

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>${styles}</head><body><main>${body}</main></body></html>`;
}

/**
 * What the provider's page shows. The provider does not know that we voided a payment (another
 * method paid the booking, or it was cancelled): its QR code or checkout can still be paid, and
 * that money is then refunded.
 */
function providerView(payment: PaymentRow, now: Date): "open" | "paid" | "refunded" | "closed" {
  if (payment.status === "success") return "paid";
  if (payment.status === "refunded") return "refunded";
  const open = (payment.status === "pending" || payment.status === "voided") && payment.expiresAt > now;
  return open ? "open" : "closed";
}
const refundedNote = html`<p class="done failed">Paiement remboursé : la réservation était déjà payée ou annulée.</p>`;

function checkoutState(payment: PaymentRow, view: ReturnType<typeof providerView>) {
  if (view === "open")
    return html`<form method="post" class="row">
      <button class="ko" formaction="/sandbox/checkout/${payment.id}/cancel">Annuler</button>
      <button class="ok" formaction="/sandbox/checkout/${payment.id}/pay">Payer</button>
    </form>`;
  if (view === "refunded") return refundedNote;
  return view === "paid"
    ? html`<p class="done success">Paiement déjà effectué.</p>`
    : html`<p class="done failed">Paiement annulé ou expiré.</p>`;
}

const describePurpose = (purpose: "booking" | "pack") =>
  purpose === "pack" ? "Achat d'un pack de crédits" : "Réservation d'une séance";

/** A payment the sandbox holds; one taken by a real provider is not the sandbox's to settle. */
async function sandboxPayment(deps: AppDeps, id: string, method: "PAY03" | "PAY04") {
  const payment = await findPayment(deps, id);
  return payment?.method === method && payment.provider === "sandbox" ? payment : null;
}

export function sandboxRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  app.get("/orange-money/:id", async (c) => {
    const payment = await sandboxPayment(deps, c.req.param("id"), "PAY04");
    if (!payment) return c.html(page("Paiement introuvable", html`<p>Paiement introuvable.</p>`), 404);
    const view = providerView(payment, deps.clock.now());
    const state =
      view === "paid"
        ? html`<p class="done success">Paiement accepté. Vous pouvez retourner sur l'application ${brand.name}.</p>`
        : view === "refunded"
          ? refundedNote
          : view === "closed"
            ? html`<p class="done failed">Ce paiement a été refusé ou a expiré.</p>`
            : html`<form method="post" class="row">
              <button class="ko" formaction="/sandbox/orange-money/${payment.id}/refuse">Refuser</button>
              <button class="ok" formaction="/sandbox/orange-money/${payment.id}/approve">Confirmer le paiement</button>
            </form>`;
    return c.html(
      page(
        "Orange Money (bac à sable)",
        html`<div class="card"><span class="badge om">Orange Money · bac à sable</span>
          <h1>${describePurpose(payment.purpose)}</h1><p>Marchand : ${brand.name}</p>
          <p class="amount">${formatXofPlain(payment.amount)}</p>${state}
          <p class="note">Page de test : aucun argent réel n'est débité.</p></div>`,
      ),
    );
  });

  for (const [action, outcome] of [
    ["approve", "success"],
    ["refuse", "failed"],
  ] as const) {
    app.post(`/orange-money/:id/${action}`, async (c) => {
      const payment = await sandboxPayment(deps, c.req.param("id"), "PAY04");
      if (!payment) return c.text("Paiement introuvable.", 404);
      await settlePayment(deps, payment.id, outcome);
      return c.redirect(`/sandbox/orange-money/${payment.id}`, 303);
    });
  }

  app.get("/checkout/:id", async (c) => {
    const payment = await sandboxPayment(deps, c.req.param("id"), "PAY03");
    if (!payment) return c.html(page("Paiement introuvable", html`<p>Paiement introuvable.</p>`), 404);
    return c.html(
      page(
        "Wave (bac à sable)",
        html`<div class="card"><span class="badge wave">Wave · bac à sable</span>
          <h1>${describePurpose(payment.purpose)}</h1><p>Marchand : ${brand.name}</p>
          <p class="amount">${formatXofPlain(payment.amount)}</p>
          ${checkoutState(payment, providerView(payment, deps.clock.now()))}
          <p class="note">Page de test : aucun argent réel n'est débité.</p></div>`,
      ),
    );
  });

  app.post("/checkout/:id/:action{pay|cancel}", async (c) => {
    const payment = await sandboxPayment(deps, c.req.param("id"), "PAY03");
    if (!payment) return c.text("Paiement introuvable.", 404);
    const settled = await settlePayment(
      deps,
      payment.id,
      c.req.param("action") === "pay" ? "success" : "failed",
    );
    const target = settled?.status === "success" ? "/callbacksuccessurl" : "/callbackcancelurl";
    return c.redirect(`${target}?payment=${payment.id}&purpose=${payment.purpose}`, 303);
  });
  return app;
}
