import { fetchService, fetchServices } from "../../api/services";
import type { Service } from "../../contract/services";
import { reservationDraftStore } from "../../stores/reservation-draft";

/** Spec part 2 §9: the wizard lists up to 100 services; `type=custom` shows the Signature ones. */
export async function loadWizardServices(type: "custom" | undefined, signal: AbortSignal) {
  const page = await fetchServices({ page: 1, pageSize: 100, type }, signal).catch(() => null);
  return { services: (page?.results ?? null) as Service[] | null };
}

/**
 * A link that names a service the draft has no details of (a shared link, another tab): its details
 * are fetched so steps 2 to 4 can show and price it. Offline, the wizard falls back to step 1.
 */
export async function completeDraftService(signal: AbortSignal) {
  const { serviceId, service, privateOption } = reservationDraftStore.getState();
  if (serviceId === null || service !== null) return;
  const fetched = await fetchService(serviceId, signal).catch(() => null);
  if (fetched && reservationDraftStore.getState().serviceId === serviceId)
    reservationDraftStore.getState().chooseService(fetched, privateOption);
}
