import {
  type PackInput,
  packWriteResponseSchema,
  catalogueStaffPaths as paths,
  type ServiceInput,
  serviceWriteResponseSchema,
  staffPackListSchema,
  staffServiceListSchema,
} from "../contract/staff/catalogue";
import { api } from "./instance";

/** The catalogue's admin calls (`contract/staff/catalogue.ts` lists them). */

export const fetchStaffServices = (signal?: AbortSignal) =>
  api.request(staffServiceListSchema, paths.services, { signal });

export const createService = (body: ServiceInput) =>
  api.request(serviceWriteResponseSchema, paths.services, { method: "post", json: body });

export const updateService = (id: number, body: ServiceInput) =>
  api.request(serviceWriteResponseSchema, paths.service(id), { method: "put", json: body });

export const setServiceActive = (id: number, active: boolean) =>
  api.request(serviceWriteResponseSchema, paths.serviceActive(id), { method: "post", json: { active } });

export function uploadServiceImage(id: number, file: File) {
  const body = new FormData();
  body.set("image", file);
  return api.request(serviceWriteResponseSchema, paths.serviceImage(id), { method: "post", body });
}

export const fetchStaffPacks = (signal?: AbortSignal) =>
  api.request(staffPackListSchema, paths.packs, { signal });

export const createPack = (body: PackInput) =>
  api.request(packWriteResponseSchema, paths.packs, { method: "post", json: body });

export const updatePack = (id: number, body: PackInput) =>
  api.request(packWriteResponseSchema, paths.pack(id), { method: "put", json: body });

export const setPackActive = (id: number, active: boolean) =>
  api.request(packWriteResponseSchema, paths.packActive(id), { method: "post", json: { active } });
