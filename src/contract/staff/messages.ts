import * as v from "valibot";
import { staffMessages, staffPageQuery } from "./common";

export const contactInboxQuerySchema = v.object({
  state: v.fallback(v.optional(v.picklist(["all", "unread", "read"]), "all"), "all"),
  ...staffPageQuery,
});

export const contactInboxItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  telephone: v.nullable(v.string()),
  subject: v.string(),
  message: v.string(),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
  read_by: v.nullable(v.string()),
  /** `mailto:` the sender, the subject answered ("Re: …"). */
  reply_url: v.string(),
});
export type ContactInboxItem = v.InferOutput<typeof contactInboxItemSchema>;

/** Newest first. */
export const contactInboxSchema = v.object({
  count: v.number(),
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(contactInboxItemSchema),
  unread_count: v.number(),
});
export type ContactInbox = v.InferOutput<typeof contactInboxSchema>;

export const markReadRequestSchema = v.object({ read: v.boolean(staffMessages.boolean) });
export const markReadResponseSchema = v.object({ detail: v.string(), message: contactInboxItemSchema });
