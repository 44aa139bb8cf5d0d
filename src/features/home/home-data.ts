import { fetchBanners, fetchModalConfigs } from "../../api/configs";
import { CATALOGUE_STALE_MS } from "../../lib/cache-times";
import { settle } from "../../lib/settled";
import { read } from "../../queries/cache";
import { servicesQuery } from "../../queries/catalogue";

export const HOME_BASIC_COUNT = 6;
/** Spec: Signature services are loaded with page 1 and page_size 100. */
const SIGNATURE_PAGE_SIZE = 100;

/** Configuration failures are only logged; the page still shows. */
const logConfigFailure = (what: string) => (error: unknown) => {
  console.warn(`Configuration indisponible : ${what}`, error);
  return null;
};

/**
 * Everything the home page shows, asked for at once by its route's loader, each part through the
 * cache: a part that failed is asked again by 'Réessayer', the others are kept.
 */
export async function loadHome() {
  const [banners, modals, basics, programs] = await Promise.all([
    read({ key: "config:banner", load: () => fetchBanners(), staleMs: CATALOGUE_STALE_MS }).catch(
      logConfigFailure("bannière"),
    ),
    read({ key: "config:modals", load: () => fetchModalConfigs(), staleMs: CATALOGUE_STALE_MS }).catch(
      logConfigFailure("fenêtres"),
    ),
    settle(read(servicesQuery({ page: 1, pageSize: HOME_BASIC_COUNT, type: "basic" }))),
    settle(read(servicesQuery({ page: 1, pageSize: SIGNATURE_PAGE_SIZE, type: "custom" }))),
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
