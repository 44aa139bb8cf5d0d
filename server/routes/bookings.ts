import { type Context, Hono } from "hono";
import * as v from "valibot";
import { bookingMessages, createBookingRequestSchema } from "../../src/contract/booking";
import { queryInt } from "../../src/contract/common";
import { bookingMethodRequestSchema } from "../../src/contract/payments";
import type { AppDeps } from "../deps";
import { cancelBooking, createBooking, listValidated } from "../domain/bookings";
import { confirmBookingPayment, payBooking } from "../domain/payments";
import { type AuthVars, requireAuth } from "../lib/auth";
import { type Answer, detail, readJson, reply } from "../lib/http";
import { idempotent } from "../lib/idempotency";

const listQuery = v.object({ page: queryInt(1, 1, 100_000), page_size: queryInt(100, 1, 100) });
const bookingId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** A refusal or a result of the domain, as an HTTP answer. */
export function toAnswer<T extends { ok: true }>(
  result: T | { ok: false; status: number; errors: Record<string, string[]> },
  okStatus = 200,
): Answer {
  if (!result.ok) {
    const { errors } = result;
    // A lone `detail` is a plain string in DRF.
    const body = Object.keys(errors).length === 1 && errors.detail ? { detail: errors.detail[0] } : errors;
    return { status: result.status, body };
  }
  const { ok: _ok, ...body } = result;
  return { status: okStatus, body };
}

export function bookingRoutes(deps: AppDeps) {
  const app = new Hono<AuthVars>();
  app.use(requireAuth(deps));

  app.post("/create/", async (c) => {
    const input = await readJson(c, createBookingRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const userId = c.get("userId");
    return idempotent(deps, c, userId, input.data, () => {
      const result = createBooking(deps, userId, input.data);
      return result.ok
        ? { status: 201, body: { booking_id: result.bookingId, message: bookingMessages.created } }
        : toAnswer(result);
    });
  });

  app.get("/validated", (c) => {
    const query = v.parse(listQuery, c.req.query());
    const { count, results } = listValidated(
      deps.db,
      c.get("userId"),
      deps.clock.now(),
      query.page,
      query.page_size,
    );
    return c.json({ count, next: null, previous: null, results });
  });

  app.post("/:id/cancel/", (c) => {
    const id = bookingId(c.req.param("id"));
    if (!id) return detail(c, 404, bookingMessages.bookingNotFound);
    const result = cancelBooking(deps, c.get("userId"), id);
    if (!result.ok) return reply(c, toAnswer(result));
    return c.json({ detail: bookingMessages.cancelled, refunded_credits: result.refunded });
  });

  /** A booking id in the path and `{booking_method}` in the body, run once per Idempotency-Key. */
  const withMethod = (pay: typeof payBooking) => async (c: Context<AuthVars>) => {
    const id = bookingId(c.req.param("id") ?? "");
    if (!id) return detail(c, 404, bookingMessages.bookingNotFound);
    const input = await readJson(c, bookingMethodRequestSchema);
    if (!input.ok) return c.json(input.errors, 400);
    const userId = c.get("userId");
    return idempotent(deps, c, userId, { id, ...input.data }, () =>
      toAnswer(pay(deps, userId, id, input.data.booking_method)),
    );
  };
  // Choosing (and paying with) a method for a pending booking.
  app.put("/update_payment/:id/", withMethod(payBooking));
  // The confirm-payment call: the server checks the payment itself before saying it is done.
  app.post("/:id/confirm-payment/", withMethod(confirmBookingPayment));
  return app;
}
