import { createHash } from "node:crypto";
import type { Context } from "hono";
import { paymentMessages } from "../../src/contract/payments";
import { isUniqueViolation } from "../db/errors";
import { type AppDeps, immediate } from "../deps";
import { type Answer, reply } from "./http";

/**
 * The write itself. With a key it runs inside the key's transaction: it gets that transaction's
 * `deps` (`tx`) and must send its queries there, never to the outer `deps`. Without a key, `tx` is
 * the outer `deps`.
 */
export type IdempotentWrite = (tx: AppDeps) => Answer | Promise<Answer>;

/**
 * Runs a write once per `Idempotency-Key`: a replay with the same key answers the first answer and
 * changes nothing; the same key on another request is refused. Without the header, runs as usual.
 */
export async function idempotent(
  deps: AppDeps,
  c: Context,
  userId: number,
  request: unknown,
  write: IdempotentWrite,
) {
  return reply(c, await idempotentAnswer(deps, c, userId, request, write));
}

/** As `idempotent`, answering the answer itself, for a route that completes it before sending. */
export async function idempotentAnswer(
  deps: AppDeps,
  c: Context,
  userId: number,
  request: unknown,
  write: IdempotentWrite,
): Promise<Answer> {
  const key = c.req.header("Idempotency-Key")?.trim();
  if (!key) return write(deps);
  if (key.length > 200) return { status: 400, body: { detail: "Clé d'idempotence trop longue." } };
  const route = `${c.req.method} ${c.req.path}`;
  const requestHash = createHash("sha256").update(JSON.stringify(request)).digest("hex");
  type Seen = { route: string; requestHash: string; status: number; body: string };
  const answerOf = (seen: Seen): Answer => {
    if (seen.route !== route || seen.requestHash !== requestHash) {
      return { status: 422, body: { detail: paymentMessages.idempotencyConflict } };
    }
    return { status: seen.status, body: JSON.parse(seen.body) };
  };
  const find = (db: AppDeps["db"]) =>
    db
      .selectFrom("idempotencyKeys")
      .select(["route", "requestHash", "status", "body"])
      .where("userId", "=", userId)
      .where("key", "=", key)
      .executeTakeFirst();
  try {
    return await immediate(deps, async (tx): Promise<Answer> => {
      const seen = await find(tx.db);
      if (seen) return answerOf(seen);
      const first = await write(tx);
      await tx.db
        .insertInto("idempotencyKeys")
        .values({
          userId,
          key,
          route,
          requestHash,
          status: first.status,
          body: JSON.stringify(first.body),
          createdAt: tx.clock.now(),
        })
        .execute();
      return first;
    });
  } catch (error) {
    // The same key kept meanwhile by a parallel request: this one's write was rolled back with
    // its transaction, and the first answer is the answer.
    if (!isUniqueViolation(error) || deps.db.isTransaction) throw error;
    const seen = await find(deps.db);
    if (!seen) throw error;
    return answerOf(seen);
  }
}
