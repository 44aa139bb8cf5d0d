import { fetchStaffPacks, fetchStaffServices } from "../../../api/staff-catalogue";

export const loadServices = (signal: AbortSignal) => fetchStaffServices(signal);
export const loadPacks = (signal: AbortSignal) => fetchStaffPacks(signal);

/** One service for its form: from the list (there is no call for one alone); null when unknown. */
export async function loadService(id: number, signal: AbortSignal) {
  const services = await fetchStaffServices(signal);
  return services.find((s) => s.id === id) ?? null;
}
