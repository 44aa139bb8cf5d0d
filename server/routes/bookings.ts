import { Hono } from "hono";
import { createFactory } from "hono/factory";
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
import { cancelRequestSchema } from "../../src/contract/penalties";
import type { AppDeps } from "../deps";
import { cancelBooking } from "../domain/booking-cancel";
import { createBooking } from "../domain/booking-create";
import { countValidated, historyItem, pageOfValidated } from "../domain/booking-history";
import { moveBooking } from "../domain/booking-move";
import { confirmBookingPayment, payBooking } from "../domain/payments";
import { penaltyPolicies } from "../domain/penalties/policy";
import { cancelCutoffHours } from "../domain/settings";
import { toAnswer } from "../lib/answers";
import { type AuthVars, requireAuth } from "../lib/auth";
import { body } from "../lib/body";
import { httpMessages, reply, validate } from "../lib/http";
import { idempotent, idempotentAnswer } from "../lib/idempotency";
import { paginate } from "../lib/pagination";
import { pathId } from "../lib/path-params";
import { addressesOf, withCheckoutUrl } from "../payments/start";

export function bookingRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  app.use(requireAuth(deps));
  const bookingPath = pathId(bookingMessages.bookingNotFound);

  app.post("/create/", body(createBookingRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = c.get("userId");
    return idempotent(deps, c, userId, input, async (tx) => {
      const result = await createBooking(tx, userId, input);
      return result.ok
        ? {
            status: 201,
            body: {
              booking_id: result.bookingId,
              message: bookingMessages.created,
              practitioner: result.practitioner,
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
    const { late_cancel: lateCancel } = await penaltyPolicies(deps.db);
    const page = await paginate(
      c,
      query,
      () => countValidated(deps.db, userId, now),
      (limit, offset) => pageOfValidated(deps.db, userId, now, limit, offset),
      (row) => historyItem(row, now, cutoffHours, lateCancel),
    );
    return c.json(page.body);
  });

  app.post("/:id/cancel/", bookingPath, async (c) => {
    const { id } = c.req.valid("param");
    // An older app sends no body: it was told of no fee, so it announces 0.
    const text = await c.req.text();
    let raw: unknown = {};
    try {
      raw = text.trim() ? JSON.parse(text) : {};
    } catch {
      return c.json({ detail: httpMessages.malformedJson }, 400);
    }
    const input = validate(cancelRequestSchema, raw);
    if (!input.ok) return c.json(input.errors, 400);
    const result = await cancelBooking(deps, c.get("userId"), id, input.data.announced_credits);
    if (!result.ok) return reply(c, toAnswer(result));
    return c.json({
      detail: bookingMessages.cancelled,
      refunded_credits: result.refunded,
      penalty_credits: result.penalty,
    } satisfies CancelBookingResponse);
  });

  // Another slot of the same service, once per Idempotency-Key; the booking as it now stands.
  app.post("/:id/reschedule/", bookingPath, body(moveBookingRequestSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const userId = c.get("userId");
    return idempotent(deps, c, userId, { id, ...input }, async (tx) => {
      const result = await moveBooking(tx, { userId }, id, input.slot, input.practitioner);
      if (!result.ok) return toAnswer(result);
      const body: MoveBookingResponse = { detail: bookingMessages.moved, booking: result.booking };
      return { status: 200, body };
    });
  });

  /** A booking id in the path and `{booking_method}` in the body, run once per Idempotency-Key. */
  const withMethod = (pay: typeof payBooking) =>
    createFactory<AuthVars>().createHandlers(bookingPath, body(bookingMethodRequestSchema), async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const userId = c.get("userId");
      const answer = await idempotentAnswer(deps, c, userId, { id, ...input }, async (tx) =>
        toAnswer(await pay(tx, userId, id, input.booking_method)),
      );
      // Paying with the wallet: its checkout is opened at the provider once the payment is kept.
      return reply(c, await withCheckoutUrl(deps, answer, addressesOf(deps, c)));
    });
  // Choosing (and paying with) a method for a pending booking.
  app.put("/update_payment/:id/", ...withMethod(payBooking));
  // The confirm-payment call: the server checks the payment itself before saying it is done.
  app.post("/:id/confirm-payment/", ...withMethod(confirmBookingPayment));
  return app;
}
