import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import {
  orangeMoneyRequestSchema,
  packCheckoutRequestSchema,
  payBookingRequestSchema,
  paymentMessages,
} from "../../src/contract/payments";
import { creditRecords } from "../db/schema";
import type { AppDeps } from "../deps";
import { payBooking, startProviderPayment } from "../domain/payments";
import { pollPayment, QR_VALIDITY_S } from "../domain/provider-payments";
import { type AuthVars, requireAuth } from "../lib/auth";
import { detail, readJson, reply } from "../lib/http";
import { idempotent } from "../lib/idempotency";
import { qrPngBase64 } from "../lib/qr";
import { toAnswer } from "./bookings";

const recordsQuery = v.object({
  origin: v.fallback(v.optional(v.picklist(["purchase", "booking", "refund"])), undefined),
  is_expired: v.fallback(v.optional(v.picklist(["true", "false"])), undefined),
  date_from: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
  date_to: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
});

export function paymentRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  app.use(requireAuth(deps));
  const origin = (url: string) => new URL(url).origin;

  app.post("/payment/", async (c) => {
    const input = await readJson(c, payBookingRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const userId = c.get("userId");
    const { booking_on_payment_waiting: bookingId, booking_method: methodId } = input.data;
    return idempotent(deps, c, userId, input.data, () =>
      toAnswer(payBooking(deps, userId, bookingId, methodId)),
    );
  });

  app.post("/paiement/orange-money/", async (c) => {
    const input = await readJson(c, orangeMoneyRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const result = startProviderPayment(
      deps,
      c.get("userId"),
      input.data.payment_purpose,
      input.data.object_id,
      "PAY04",
    );
    if (!result.ok) return reply(c, toAnswer(result));
    // The QR code opens the sandbox's payment page, as the real one opens the provider's app.
    const page = `${origin(c.req.url)}/sandbox/orange-money/${result.id}`;
    return c.json({
      qrId: result.id,
      qrCode: await qrPngBase64(page),
      validity: QR_VALIDITY_S,
      deepLinks: { OM: `${page}?app=om`, MAXIT: `${page}?app=maxit` },
    });
  });

  app.get("/paiement/orange-money/get-status/:id/", (c) => {
    const status = pollPayment(deps, c.get("userId"), c.req.param("id"));
    if (!status) return detail(c, 404, paymentMessages.paymentNotFound);
    // A voided or refunded payment paid for nothing: for the app it failed.
    return c.json({ status: status === "success" ? "SUCCESS" : status === "pending" ? "PENDING" : "FAILED" });
  });

  app.post("/pack/checkout/", async (c) => {
    const input = await readJson(c, packCheckoutRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const result = startProviderPayment(deps, c.get("userId"), "pack", input.data.pack_id, "PAY03");
    if (!result.ok) return reply(c, toAnswer(result));
    return c.json({ payment_id: result.id, checkout_url: `/sandbox/checkout/${result.id}` });
  });

  app.get("/user-credit-records/", (c) => {
    const query = v.parse(recordsQuery, c.req.query());
    const now = deps.clock.now();
    const filters: SQL[] = [eq(creditRecords.userId, c.get("userId"))];
    if (query.origin) filters.push(eq(creditRecords.origin, query.origin));
    if (query.date_from) filters.push(gte(creditRecords.createdAt, new Date(`${query.date_from}T00:00:00Z`)));
    if (query.date_to) filters.push(lte(creditRecords.createdAt, new Date(`${query.date_to}T23:59:59.999Z`)));
    const rows = deps.db
      .select()
      .from(creditRecords)
      .where(and(...filters))
      .orderBy(desc(creditRecords.createdAt), desc(creditRecords.id))
      .all();
    const records = rows.map((r) => {
      const isExpired = !!r.expiresAt && r.expiresAt <= now;
      return {
        id: r.id,
        origin: r.origin,
        service_name: r.serviceName,
        date_add: r.createdAt.toISOString(),
        expiration_date: r.expiresAt?.toISOString() ?? null,
        is_expired: isExpired,
        original_credit_number: r.originalCreditNumber,
        used_credits: r.usedCredits,
        left_credits: isExpired ? 0 : r.originalCreditNumber - r.usedCredits,
        credit_real_price: r.creditRealPrice,
        credit_number: r.originalCreditNumber,
      };
    });
    const expired = query.is_expired;
    return c.json(expired ? records.filter((r) => r.is_expired === (expired === "true")) : records);
  });
  return app;
}
