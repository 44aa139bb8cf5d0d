import * as v from "valibot";
import { emailSchema } from "../accounts";
import { cleanString, staffRoleSchema } from "../common";
import { staffMessages } from "./common";

/** A member of the team, as an admin sees it (`GET staff/team/`). */
export const teamMemberSchema = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: staffRoleSchema,
  /** False until the invited person has chosen a password (« Mot de passe oublié ? »). */
  has_password: v.boolean(),
});
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;
export const teamListSchema = v.array(teamMemberSchema);

const optionalName = v.optional(
  v.pipe(cleanString(staffMessages.tooLong), v.trim(), v.maxLength(100, staffMessages.tooLong)),
  "",
);

/**
 * An admin invites someone (`POST staff/team/`): an existing account gets the role, otherwise an
 * account without a password is made and its owner mailed how to choose one.
 */
export const inviteRequestSchema = v.object({
  email: emailSchema,
  role: v.picklist(staffRoleSchema.options, staffMessages.role),
  first_name: optionalName,
  last_name: optionalName,
});
export type InviteRequest = v.InferInput<typeof inviteRequestSchema>;

/** `POST staff/team/{id}/role/`: another role, or `null` to take it away. */
export const roleChangeRequestSchema = v.object({
  role: v.nullable(v.picklist(staffRoleSchema.options, staffMessages.role)),
});

export const teamWriteResponseSchema = v.object({ detail: v.string(), member: v.nullable(teamMemberSchema) });
export type TeamWriteResponse = v.InferOutput<typeof teamWriteResponseSchema>;
