import { fetchBanners, fetchModalConfigs } from "../../api/configs";
import { fetchServices } from "../../api/services";
import { settle } from "../../lib/settled";

export const HOME_BASIC_COUNT = 6;
/** Spec: Signature services are loaded with page 1 and page_size 100. */
const SIGNATURE_PAGE_SIZE = 100;

/** Configuration failures are only logged; the page still shows. */
const logConfigFailure = (what: string, signal: AbortSignal) => (error: unknown) => {
  if (signal.aborted) throw error;
  console.warn(`Configuration indisponible : ${what}`, error);
  return null;
};

/** Everything the home page shows, asked for at once by its route's loader. */
export async function loadHome(signal: AbortSignal) {
  const [banners, modals, basics, programs] = await Promise.all([
    fetchBanners(signal).catch(logConfigFailure("bannière", signal)),
    fetchModalConfigs(signal).catch(logConfigFailure("fenêtres", signal)),
    settle(fetchServices({ page: 1, pageSize: HOME_BASIC_COUNT, type: "basic" }, signal), signal),
    settle(fetchServices({ page: 1, pageSize: SIGNATURE_PAGE_SIZE, type: "custom" }, signal), signal),
  ]);
  return {
    banner: banners?.[0] ?? null,
    promo: modals?.find((m) => m.type === "promo") ?? null,
    choice: modals?.find((m) => m.type === "choice") ?? null,
    basics,
    programs,
  };
}
export type HomeData = Awaited<ReturnType<typeof loadHome>>;
