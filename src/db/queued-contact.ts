import * as v from "valibot";

/**
 * A contact message kept on the phone until the server has it (sent with its `Idempotency-Key`, so
 * a retry is delivered once). `refusal`: the server refused it; it waits for the sender to fix it.
 * Apart from the local database's module: the outbox kept in localStorage (a phone that has not
 * loaded that module yet) parses its items with it.
 */
export const queuedContactSchema = v.object({
  key: v.string(),
  message: v.object({
    name: v.string(),
    email: v.string(),
    telephone: v.string(),
    subject: v.string(),
    message: v.string(),
  }),
  /** Epoch ms: the oldest goes first. */
  queuedAt: v.number(),
  refusal: v.nullable(
    v.object({ message: v.nullable(v.string()), fields: v.record(v.string(), v.string()) }),
  ),
  /**
   * Who wrote it (the signed-in member's id, null for a visitor): only they see it on the phone,
   * though it is sent whoever is signed in. Absent from messages kept before: a visitor's.
   */
  member: v.optional(v.nullable(v.string()), null),
});
export type QueuedContact = v.InferOutput<typeof queuedContactSchema>;
