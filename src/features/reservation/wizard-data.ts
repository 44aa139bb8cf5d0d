import type * as v from "valibot";
import { fetchService, fetchServices } from "../../api/services";
import type { Service } from "../../contract/services";
import type { reservationSearch } from "../../lib/search-params";
import { reservationDraftStore } from "../../stores/reservation-draft";
import { serviceChoice } from "../../stores/service-choice";

type WizardSearch = v.InferOutput<typeof reservationSearch>;

/** The wizard lists up to 100 services; `type=custom` shows the Signature ones. */
export async function loadWizardServices(type: "custom" | undefined, signal: AbortSignal) {
  const page = await fetchServices({ page: 1, pageSize: 100, type }, signal).catch(() => null);
  return { services: (page?.results ?? null) as Service[] | null };
}

/**
 * Before the wizard shows: the service chosen on a card becomes the draft's, then the draft follows
 * the URL, and a service it has no details of gets them.
 */
export async function prepareWizard(search: WizardSearch, signal: AbortSignal) {
  const chosen = serviceChoice.take(search.service);
  if (chosen) reservationDraftStore.getState().chooseService(chosen.service, chosen.privateOption);
  await reservationDraftStore.getState().followUrl(search);
  await completeDraftService(signal);
}

/**
 * A link that names a service the draft has no details of (a shared link, another tab): its details
 * are fetched so steps 2 to 4 can show and price it. Offline, the wizard falls back to step 1.
 */
async function completeDraftService(signal: AbortSignal) {
  const { serviceId, service, privateOption } = reservationDraftStore.getState();
  if (serviceId === null || service !== null) return;
  const fetched = await fetchService(serviceId, signal).catch(() => null);
  if (fetched && reservationDraftStore.getState().serviceId === serviceId)
    reservationDraftStore.getState().chooseService(fetched, privateOption);
}
