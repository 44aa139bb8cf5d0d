import {
  type PromoInput,
  promoStaffPaths as paths,
  promoWriteResponseSchema,
  staffPromoListSchema,
} from "../contract/staff/promos";
import { api } from "./instance";

export const fetchStaffPromos = (signal?: AbortSignal) =>
  api.request(staffPromoListSchema, paths.list, { signal });

export const createPromo = (body: PromoInput) =>
  api.request(promoWriteResponseSchema, paths.list, { method: "post", json: body });

export const updatePromo = (id: number, body: PromoInput) =>
  api.request(promoWriteResponseSchema, paths.one(id), { method: "put", json: body });
