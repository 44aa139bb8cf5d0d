import { Hono } from "hono";
import * as v from "valibot";
import {
  type CheckoutResponse,
  creditRecordQuerySchema,
  mobilePaymentQuerySchema,
  type OrangeMoneyResponse,
  orangeMoneyRequestSchema,
  type PaymentStatusResponse,
  packCheckoutRequestSchema,
  payBookingRequestSchema,
  paymentMessages,
} from "../../src/contract/payments";
import { giftRedeemRequestSchema, promoCheckRequestSchema } from "../../src/contract/promos";
import type { AppDeps } from "../deps";
import { paidBookingOf } from "../domain/booking-history";
import { creditRecordsOf } from "../domain/credit-records";
import { findMethodByCode } from "../domain/payment-methods";
import { countMobilePayments, mobilePaymentReceipts, mobilePaymentRows } from "../domain/payment-receipts";
import { payBooking, startProviderPayment } from "../domain/payments";
import { giftOfPayment, giftsBoughtBy, redeemGift } from "../domain/promos/gift-codes";
import { promoQuote } from "../domain/promos/promo-payment";
import { toAnswer } from "../lib/answers";
import { type AuthVars, requireAuth } from "../lib/auth";
import { body } from "../lib/body";
import { detail, reply } from "../lib/http";
import { idempotentAnswer } from "../lib/idempotency";
import { pageLinks } from "../lib/pagination";
import { pollPayment } from "../payments/reconcile";
import { addressesOf, checkoutUrl, startQr, withCheckoutUrl } from "../payments/start";

export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  app.use(requireAuth(deps));

  app.post("/payment/", body(payBookingRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = c.get("userId");
    const { booking_on_payment_waiting: bookingId, booking_method: methodId, promo_code } = input;
    const answer = await idempotentAnswer(deps, c, userId, input, async (tx) =>
      toAnswer(await payBooking(tx, userId, bookingId, methodId, promo_code)),
    );
    return reply(c, await withCheckoutUrl(deps, answer, addressesOf(deps, c)));
  });

  app.post("/paiement/orange-money/", body(orangeMoneyRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await startProviderPayment(
      deps,
      c.get("userId"),
      input.payment_purpose,
      input.object_id,
      "PAY04",
      { promoCode: input.promo_code, gift: input.gift },
    );
    if (!result.ok) return reply(c, toAnswer(result));
    const qr = await startQr(deps, result.id, addressesOf(deps, c));
    if (!qr.ok) return detail(c, qr.status, qr.detail);
    return c.json(qr.value satisfies OrangeMoneyResponse);
  });

  app.get("/paiement/orange-money/get-status/:id/", async (c) => {
    const payment = await pollPayment(deps, c.get("userId"), c.req.param("id"));
    if (!payment) return detail(c, 404, paymentMessages.paymentNotFound);
    const { status } = payment;
    const booking =
      status === "success" && payment.purpose === "booking"
        ? await paidBookingOf(deps.db, payment.userId, payment.objectId)
        : undefined;
    const gift = await giftOfPayment(deps.db, payment);
    // A voided or refunded payment paid for nothing: for the app it failed.
    return c.json({
      status: status === "success" ? "SUCCESS" : status === "pending" ? "PENDING" : "FAILED",
      method: payment.method,
      method_name: (await findMethodByCode(deps, payment.method))?.name ?? payment.method,
      purpose: payment.purpose,
      amount: payment.amount,
      ...(booking ? { booking } : {}),
      ...(gift ? { gift } : {}),
    } satisfies PaymentStatusResponse);
  });

  app.post("/pack/checkout/", body(packCheckoutRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await startProviderPayment(deps, c.get("userId"), "pack", input.pack_id, "PAY03", {
      promoCode: input.promo_code,
      gift: input.gift,
    });
    if (!result.ok) return reply(c, toAnswer(result));
    const url = await checkoutUrl(deps, result.id, addressesOf(deps, c));
    if (!url.ok) return detail(c, url.status, url.detail);
    return c.json({ payment_id: result.id, checkout_url: url.value } satisfies CheckoutResponse);
  });

  app.post("/promo-codes/check/", body(promoCheckRequestSchema), async (c) =>
    reply(c, toAnswer(await promoQuote(deps, c.get("userId"), c.req.valid("json")))),
  );

  app.get("/gift-codes/", async (c) => c.json(await giftsBoughtBy(deps.db, c.get("userId"))));

  app.post("/gift-codes/redeem/", body(giftRedeemRequestSchema), async (c) =>
    reply(c, toAnswer(await redeemGift(deps, c.get("userId"), c.req.valid("json").code))),
  );

  app.get("/user-credit-records/", async (c) => {
    const query = v.parse(creditRecordQuerySchema, c.req.query());
    return c.json(await creditRecordsOf(deps.db, c.get("userId"), query, deps.clock.now()));
  });

  // The member's own receipts only: the token names whose.
  app.get("/user-mobile-payments/", async (c) => {
    const query = v.parse(mobilePaymentQuerySchema, c.req.query());
    const userId = c.get("userId");
    const count = await countMobilePayments(deps.db, userId);
    const rows = await mobilePaymentRows(
      deps.db,
      userId,
      query.page_size,
      (query.page - 1) * query.page_size,
    );
    return c.json({
      count,
      ...pageLinks(c, query.page, count, query.page_size),
      results: await mobilePaymentReceipts(deps.db, rows),
    });
  });
  return app;
}
