import { Hono } from "hono";
import * as v from "valibot";
import { bookingMessages } from "../../src/contract/booking";
import {
  type CreateClientResponse,
  type DeskBookingResponse,
  deskBookingMessages,
  deskBookingRequestSchema,
  deskSlotsQuerySchema,
  newClientSchema,
} from "../../src/contract/staff/desk-booking";
import type { AppDeps } from "../deps";
import { immediate } from "../deps";
import { isoDay } from "../domain/schedule";
import { bookForClient } from "../domain/staff/desk-booking";
import { createDeskClient, type DuplicateRefusal, deskClientItem } from "../domain/staff/desk-clients";
import { deskSlots } from "../domain/staff/desk-slots";
import { type Refusal, toAnswer } from "../lib/answers";
import { body } from "../lib/body";
import { type Answer, detail, drfErrors } from "../lib/http";
import { idempotent } from "../lib/idempotency";
import type { StaffVars } from "../lib/staff-auth";

/** A refusal as answered, with the existing client's id when it is a duplicate (for the link). */
export const duplicateAnswer = (refusal: Refusal | DuplicateRefusal): Answer => {
  const answer = toAnswer(refusal);
  return "existingClientId" in refusal
    ? {
        status: answer.status,
        body: { ...(answer.body as object), existing_client_id: refusal.existingClientId },
      }
    : answer;
};

/** The desk's own bookings and clients: for a client who calls or walks in. */
export function staffDeskRoutes(deps: AppDeps) {
  const app = new Hono<StaffVars>();

  app.post("/clients/", body(newClientSchema), async (c) => {
    const input = c.req.valid("json");
    const staff = c.get("staff");
    return idempotent(deps, c, staff.id, input, (tx) =>
      immediate(tx, async (w): Promise<Answer> => {
        const made = await createDeskClient(w, staff, input);
        if (!made.ok) return duplicateAnswer(made);
        const client = await deskClientItem(w.db, made.id);
        const answer: CreateClientResponse = { detail: deskBookingMessages.clientCreated(made.name), client };
        return { status: 201, body: answer };
      }),
    );
  });

  app.post("/bookings/", body(deskBookingRequestSchema), async (c) => {
    const input = c.req.valid("json");
    const staff = c.get("staff");
    // Sent again after a lost answer (same key): the first answer, and one booking only.
    return idempotent(deps, c, staff.id, input, (tx) =>
      immediate(tx, async (w): Promise<Answer> => {
        const booked = await bookForClient(w, staff, input);
        if (!booked.ok) return duplicateAnswer(booked);
        const { ok: _ok, ...answer } = booked;
        return { status: 201, body: answer satisfies DeskBookingResponse };
      }),
    );
  });

  app.get("/slots/", async (c) => {
    const query = v.safeParse(deskSlotsQuerySchema, c.req.query());
    if (!query.success) return c.json(drfErrors(query.issues), 400);
    const now = deps.clock.now();
    const { service_id, date, practitioner } = query.output;
    const found = await deskSlots(deps.db, service_id, date ?? isoDay(now), now, practitioner);
    if (!found) return detail(c, 404, bookingMessages.serviceNotFound);
    return c.json(found);
  });
  return app;
}
