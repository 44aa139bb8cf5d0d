import type * as v from "valibot";
import type { Service } from "../../contract/services";
import type { reservationSearch } from "../../lib/search-params";
import { read } from "../../queries/cache";
import { serviceQuery, servicesQuery } from "../../queries/catalogue";
import { reservationDraftStore } from "../../stores/reservation-draft";
import { serviceChoice } from "../../stores/service-choice";

type WizardSearch = v.InferOutput<typeof reservationSearch>;

/** The wizard lists up to 100 services; `type=custom` shows the Signature ones (the home's list too). */
export async function loadWizardServices(type: "custom" | undefined) {
  const page = await read(servicesQuery({ page: 1, pageSize: 100, type })).catch(() => null);
  return { services: (page?.results ?? null) as Service[] | null };
}

/**
 * Before the wizard shows: the service chosen on a card becomes the draft's, then the draft follows
 * the URL, and a service it has no details of gets them.
 */
export async function prepareWizard(search: WizardSearch) {
  const chosen = serviceChoice.take(search.service);
  if (chosen)
    reservationDraftStore.getState().chooseService(chosen.service, chosen.privateOption, chosen.practitioner);
  await reservationDraftStore.getState().followUrl(search);
  await completeDraftService();
}

/**
 * A link that names a service the draft has no details of (a shared link, another tab): its details
 * are fetched so steps 2 to 4 can show and price it. Offline, the wizard falls back to step 1.
 */
async function completeDraftService() {
  const { serviceId, service, privateOption } = reservationDraftStore.getState();
  if (serviceId === null || service !== null) return;
  const fetched = await read(serviceQuery(serviceId)).catch(() => null);
  if (fetched && reservationDraftStore.getState().serviceId === serviceId)
    reservationDraftStore.getState().chooseService(fetched, privateOption);
}
