import type { Context, Env, MiddlewareHandler } from "hono";
import type * as v from "valibot";
import type { DrfError } from "../../src/contract/common";
import { envelope, httpMessages, type Parsed, validate } from "./http";

/** How a route answers a body it refuses, given the errors in the DRF shape. */
export type InvalidBody = (c: Context, errors: DrfError) => Response | Promise<Response>;

/** What `c.req.valid("json")` gives the handler after `body(schema)`: Hono's own validator typing. */
type ValidBody<S extends v.GenericSchema> = {
  in: { json: v.InferInput<S> };
  out: { json: v.InferOutput<S> };
};

/**
 * Reads a JSON body whatever its declared type (older clients send none); malformed JSON is a
 * French 400 in the DRF shape, never a crash. Hono's `validator("json")` is not used: it answers
 * malformed JSON in English and skips the body of a request that does not say it is JSON.
 */
async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, errors: { detail: httpMessages.malformedJson } };
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return { ok: false, errors: { non_field_errors: [httpMessages.notAnObject] } };
  }
  return validate(schema, raw);
}

/** The errors as they are, in a 400: most routes answer so. */
const plainRefusal: InvalidBody = (c, errors) => c.json(errors, 400);

/** The account routes' refusal: the errors inside their envelope, under a message. */
export const envelopedRefusal =
  (message: string): InvalidBody =>
  (c, errors) =>
    envelope(c, 400, message, errors);

/**
 * A route's JSON body checked against its schema before the handler runs, which reads it typed
 * with `c.req.valid("json")`. A refused body is answered by `invalid` (by default the errors in a
 * 400) and the handler does not run.
 */
export function body<S extends v.GenericSchema<unknown, object>>(
  schema: S,
  { invalid = plainRefusal }: { invalid?: InvalidBody } = {},
): MiddlewareHandler<Env, string, ValidBody<S>> {
  return async (c, next) => {
    const input = await readJson(c, schema);
    if (!input.ok) return invalid(c, input.errors);
    c.req.addValidatedData("json", input.data);
    await next();
  };
}
