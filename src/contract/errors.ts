import * as v from "valibot";

/** One field's messages as DRF writes them: a string or a list of strings. */
const messagesSchema = v.union([v.string(), v.array(v.string())]);

/** DRF's error body: `{detail}`, `{non_field_errors: […]}` or `{field: […]}`; other values are dropped. */
export const drfFieldsSchema = v.record(v.string(), v.fallback(v.optional(messagesSchema), undefined));

/**
 * Any refusal of the API, as the client reads it: a DRF body, the account calls' envelope with the
 * DRF body in `body`, or the contact answer with `errors` (field to message). Parsing never fails
 * for an object: what does not fit is dropped.
 */
export const refusalSchema = v.object({
  body: v.fallback(v.optional(drfFieldsSchema), undefined),
  errors: v.fallback(v.optional(v.record(v.string(), v.string())), undefined),
});
