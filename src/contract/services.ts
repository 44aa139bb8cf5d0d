import * as v from "valibot";
import { pagedSchema, queryInt } from "./common";

export const serviceTypeSchema = v.picklist(["basic", "custom"]);
export type ServiceType = v.InferOutput<typeof serviceTypeSchema>;

export const serviceSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  type: serviceTypeSchema,
  price: v.number(),
  credit_price: v.number(),
  description: v.string(),
  short_description: v.string(),
  short_resume: v.string(),
  duration: v.pipe(v.number(), v.integer()),
  nb_person_max_per_booking: v.pipe(v.number(), v.integer()),
  private_option_price: v.number(),
  private_option_credit_price: v.number(),
  can_have_private_option: v.boolean(),
  imageUrl: v.string(),
});
export type Service = v.InferOutput<typeof serviceSchema>;

export const servicePageSchema = pagedSchema(serviceSchema);

/** Fields a service search may look into. */
export const serviceSearchFields = ["name", "description", "short_description"] as const;

export const serviceListQuerySchema = v.object({
  page: queryInt(1, 1, 100_000),
  page_size: queryInt(10, 1, 100),
  search: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ""), ""),
  search_fields: v.fallback(v.optional(v.string(), "name,description"), "name,description"),
  type: v.fallback(v.optional(v.union([serviceTypeSchema, v.literal("")]), ""), ""),
});
export type ServiceListQuery = v.InferInput<typeof serviceListQuerySchema>;
