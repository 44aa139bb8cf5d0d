import * as v from "valibot";
import { envelopeSchema, optionalRoleSchema } from "./common";

/** The member's profile (name, photo, address, balance), as every member's screen reads it. */

export const addressSchema = v.object({
  country: v.nullable(v.string()),
  city: v.nullable(v.string()),
  postal_code: v.nullable(v.string()),
  address: v.nullable(v.string()),
});
export type Address = v.InferOutput<typeof addressSchema>;

export const creditSummarySchema = v.object({
  id: v.number(),
  origin: v.picklist(["purchase", "booking", "refund"]),
  left_credits: v.number(),
  expiration_date: v.nullable(v.string()),
});

export const profileSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  /** None for a member who signed up with a phone number and added no e-mail. */
  email: v.nullable(v.string()),
  email_verified: v.boolean(),
  phone_verified: v.boolean(),
  /** Where codes and messages go (`email`, `sms`, `whatsapp`). */
  preferred_channel: v.picklist(["email", "sms", "whatsapp"]),
  profile_picture: v.nullable(v.string()),
  telephone_number: v.nullable(v.string()),
  address: addressSchema,
  credits: v.array(creditSummarySchema),
  total_credits: v.number(),
  credit_expiration_date: v.nullable(v.string()),
  /** The staff role, `null` for a client: the app offers the back-office to staff. */
  role: optionalRoleSchema,
});
export type Profile = v.InferOutput<typeof profileSchema>;
export const profileResponseSchema = envelopeSchema(profileSchema);
