import { read } from "../../../queries/cache";
import { staffPacksQuery, staffServicesQuery } from "../../../queries/staff-catalogue";

export const loadServices = () => read(staffServicesQuery);
export const loadPacks = () => read(staffPacksQuery);

/** One service for its form: from the list (there is no call for one alone); null when unknown. */
export async function loadService(id: number) {
  const services = await read(staffServicesQuery);
  return services.find((s) => s.id === id) ?? null;
}
