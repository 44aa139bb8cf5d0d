import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  bookingHistoryQuerySchema,
  bookingMessages,
  type CancelBookingResponse,
  type CreateBookingResponse,
  createBookingRequestSchema,
  type MoveBookingResponse,
  moveBookingRequestSchema,
} from "../../src/contract/booking";
import { bookingMethodRequestSchema } from "../../src/contract/payments";
import type { AppDeps } from "../deps";
import { cancelBooking } from "../domain/booking-cancel";
import { createBooking } from "../domain/booking-create";
import { countValidated, historyItem, pageOfValidated } from "../domain/booking-history";
import { moveBooking } from "../domain/booking-move";
import { confirmBookingPayment, payBooking } from "../domain/payments";
import { cancelCutoffHours } from "../domain/settings";
import { toAnswer } from "../lib/answers";
import { type AuthVars, requireAuth } from "../lib/auth";
import { detail, readJson, reply } from "../lib/http";
import { idempotent, idempotentAnswer } from "../lib/idempotency";
import { paginate } from "../lib/pagination";
import { addressesOf, withCheckoutUrl } from "../payments/start";

const bookingId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export function bookingRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  app.use(requireAuth(deps));

  app.post("/create/", async (c) => {
    const input = await readJson(c, createBookingRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const userId = c.get("userId");
    return idempotent(deps, c, userId, input.data, async (tx) => {
      const result = await createBooking(tx, userId, input.data);
      return result.ok
        ? {
            status: 201,
            body: {
              booking_id: result.bookingId,
              message: bookingMessages.created,
            } satisfies CreateBookingResponse,
          }
        : toAnswer(result);
    });
  });

  app.get("/validated", async (c) => {
    const query = v.parse(bookingHistoryQuerySchema, c.req.query());
    const userId = c.get("userId");
    const now = deps.clock.now();
    const cutoffHours = await cancelCutoffHours(deps.db);
    const page = await paginate(
      c,
      query,
      () => countValidated(deps.db, userId, now),
      (limit, offset) => pageOfValidated(deps.db, userId, now, limit, offset),
      (row) => historyItem(row, now, cutoffHours),
    );
    return c.json(page.body);
  });

  app.post("/:id/cancel/", async (c) => {
    const id = bookingId(c.req.param("id"));
    if (!id) return detail(c, 404, bookingMessages.bookingNotFound);
    const result = await cancelBooking(deps, c.get("userId"), id);
    if (!result.ok) return reply(c, toAnswer(result));
    return c.json({
      detail: bookingMessages.cancelled,
      refunded_credits: result.refunded,
    } satisfies CancelBookingResponse);
  });

  // Another slot of the same service, once per Idempotency-Key; the booking as it now stands.
  app.post("/:id/reschedule/", async (c) => {
    const id = bookingId(c.req.param("id"));
    if (!id) return detail(c, 404, bookingMessages.bookingNotFound);
    const input = await readJson(c, moveBookingRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const userId = c.get("userId");
    return idempotent(deps, c, userId, { id, ...input.data }, async (tx) => {
      const result = await moveBooking(tx, { userId }, id, input.data.slot);
      if (!result.ok) return toAnswer(result);
      const body: MoveBookingResponse = { detail: bookingMessages.moved, booking: result.booking };
      return { status: 200, body };
    });
  });

  /** A booking id in the path and `{booking_method}` in the body, run once per Idempotency-Key. */
  const withMethod = (pay: typeof payBooking) => async (c: Context<AuthVars>) => {
    const id = bookingId(c.req.param("id") ?? "");
    if (!id) return detail(c, 404, bookingMessages.bookingNotFound);
    const input = await readJson(c, bookingMethodRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const userId = c.get("userId");
    const answer = await idempotentAnswer(deps, c, userId, { id, ...input.data }, async (tx) =>
      toAnswer(await pay(tx, userId, id, input.data.booking_method)),
    );
    // Paying with the wallet: its checkout is opened at the provider once the payment is kept.
    return reply(c, await withCheckoutUrl(deps, answer, addressesOf(deps, c)));
  };
  // Choosing (and paying with) a method for a pending booking.
  app.put("/update_payment/:id/", withMethod(payBooking));
  // The confirm-payment call: the server checks the payment itself before saying it is done.
  app.post("/:id/confirm-payment/", withMethod(confirmBookingPayment));
  return app;
}
