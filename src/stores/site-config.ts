import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { fetchHomeConfig, fetchIntegerSettings, fetchTermsPolicies } from "../api/configs";
import { type HomeConfig, integerSettingKeys, type TermsPolicy } from "../contract/configs";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "../lib/cancel-rule";

/** Free cancellation before a session, in hours, when the setting is missing. */
export const DEFAULT_CANCEL_HOURS = DEFAULT_CANCEL_CUTOFF_HOURS;

type SiteConfigState = {
  home: HomeConfig;
  documents: TermsPolicy[];
  loaded: boolean;
  cancelCutoffHours: number | null;
  load(): Promise<void>;
  /** The cancellation cut-off, asked for once, when a screen first needs it. */
  loadCancelCutoff(): Promise<number>;
};

/** When the home configuration fails to load, both display flags are on. */
export const fallbackHomeConfig: HomeConfig = { display_basic_service: true, display_custom_service: true };

/**
 * Public settings that every page or several routes read (menu, footer, home, detail, wizard):
 * the router's cache holds one route's data, these are shared, so they live here, loaded once.
 */
export const siteConfigStore = createStore<SiteConfigState>()((set, get) => {
  let cutoff: Promise<number> | null = null;
  return {
    home: fallbackHomeConfig,
    documents: [],
    loaded: false,
    cancelCutoffHours: null,
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
    loadCancelCutoff() {
      cutoff ??= fetchIntegerSettings().then(
        (settings) => {
          const hours =
            settings.find((s) => s.key === integerSettingKeys.cancelCutoffHours)?.value ??
            DEFAULT_CANCEL_HOURS;
          set({ cancelCutoffHours: hours });
          return hours;
        },
        (error: unknown) => {
          // Asked again next time: a failure is not remembered.
          console.warn("Réglages indisponibles", error);
          cutoff = null;
          return DEFAULT_CANCEL_HOURS;
        },
      );
      return cutoff;
    },
  };
});

export function useSiteConfig<T>(select: (state: SiteConfigState) => T): T {
  return useStore(siteConfigStore, select);
}
