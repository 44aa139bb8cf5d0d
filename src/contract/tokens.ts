import * as v from "valibot";

/** A refresh's answer: the API client reads it on every start of a member's session. */
export const refreshResponseSchema = v.object({
  access: v.string(),
  refresh: v.optional(v.nullable(v.string()), null),
  access_token_expiration: v.optional(v.nullable(v.string()), null),
  refresh_token_expiration: v.optional(v.nullable(v.string()), null),
});
