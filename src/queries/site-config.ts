import { fetchHomeConfig, fetchTermsPolicies } from "../api/configs";
import type { HomeConfig, TermsPolicy } from "../contract/configs";
import { type Query, read, useEntry } from "./cache";

/** Settings the centre rarely changes: read once per page, again only after a failure. */
const ONCE = Number.POSITIVE_INFINITY;

const homeConfig: Query<HomeConfig> = { key: "config:home", load: () => fetchHomeConfig(), staleMs: ONCE };
const documents: Query<TermsPolicy[]> = {
  key: "config:documents",
  load: () => fetchTermsPolicies(),
  staleMs: ONCE,
};

/** Configuration failures are only logged; the page still shows. */
const warn = (what: string) => (error: unknown) => console.warn(what, error);

/** The menu, footer and home read these: asked for as a page starts, never waited for. */
export function loadSiteConfig() {
  read(homeConfig).catch(warn("Configuration de l'accueil indisponible"));
  read(documents).catch(warn("Documents légaux indisponibles"));
}

/** When the home configuration fails to load, both display flags are on. */
const fallbackHomeConfig: HomeConfig = { display_basic_service: true, display_custom_service: true };

export const useHomeConfig = (): HomeConfig =>
  useEntry<HomeConfig>(homeConfig.key)?.data?.value ?? fallbackHomeConfig;

const noDocuments: TermsPolicy[] = [];
export const useDocuments = (): TermsPolicy[] =>
  useEntry<TermsPolicy[]>(documents.key)?.data?.value ?? noDocuments;
