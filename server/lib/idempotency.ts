import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { paymentMessages } from "../../src/contract/payments";
import { idempotencyKeys } from "../db/schema";
import { type AppDeps, immediate } from "../deps";
import { type Answer, reply } from "./http";

/**
 * Runs a write once per `Idempotency-Key`: a replay with the same key answers the first answer and
 * changes nothing; the same key on another request is refused. Without the header, runs as usual.
 */
export function idempotent(deps: AppDeps, c: Context, userId: number, request: unknown, write: () => Answer) {
  return reply(c, idempotentAnswer(deps, c, userId, request, write));
}

/** As `idempotent`, answering the answer itself, for a route that completes it before sending. */
export function idempotentAnswer(
  deps: AppDeps,
  c: Context,
  userId: number,
  request: unknown,
  write: () => Answer,
): Answer {
  const key = c.req.header("Idempotency-Key")?.trim();
  if (!key) return write();
  if (key.length > 200) return { status: 400, body: { detail: "Clé d'idempotence trop longue." } };
  const route = `${c.req.method} ${c.req.path}`;
  const requestHash = createHash("sha256").update(JSON.stringify(request)).digest("hex");
  return immediate(deps, (): Answer => {
    const seen = deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .get();
    if (seen) {
      if (seen.route !== route || seen.requestHash !== requestHash) {
        return { status: 422, body: { detail: paymentMessages.idempotencyConflict } };
      }
      return { status: seen.status, body: JSON.parse(seen.body) };
    }
    const first = write();
    deps.db
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        route,
        requestHash,
        status: first.status,
        body: JSON.stringify(first.body),
        createdAt: deps.clock.now(),
      })
      .run();
    return first;
  });
}
