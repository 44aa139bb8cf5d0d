import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { fetchHomeConfig, fetchTermsPolicies } from "../api/configs";
import type { HomeConfig, TermsPolicy } from "../contract/configs";

type SiteConfigState = {
  home: HomeConfig;
  documents: TermsPolicy[];
  loaded: boolean;
  load(): Promise<void>;
};

/** When the home configuration fails to load, both display flags are on (spec part 1 §8). */
export const fallbackHomeConfig: HomeConfig = { display_basic_service: true, display_custom_service: true };

export const siteConfigStore = createStore<SiteConfigState>()((set, get) => ({
  home: fallbackHomeConfig,
  documents: [],
  loaded: false,
  async load() {
    if (get().loaded) return;
    set({ loaded: true });
    const [home, documents] = await Promise.allSettled([fetchHomeConfig(), fetchTermsPolicies()]);
    // Configuration failures are only logged; the page still shows.
    if (home.status === "fulfilled") set({ home: home.value });
    else console.warn("Configuration de l'accueil indisponible", home.reason);
    if (documents.status === "fulfilled") set({ documents: documents.value });
    else console.warn("Documents légaux indisponibles", documents.reason);
  },
}));

export function useSiteConfig<T>(select: (state: SiteConfigState) => T): T {
  return useStore(siteConfigStore, select);
}
