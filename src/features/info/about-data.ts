import { fetchAboutText } from "../../api/configs";
import { CATALOGUE_STALE_MS } from "../../lib/cache-times";
import { loadSanitizer, sanitizeHtml } from "../../lib/sanitize";
import { read } from "../../queries/cache";

/**
 * The centre's « Qui sommes-nous » text, cleaned again on the phone before the page shows (offline,
 * the copy the service worker kept; without the cleaner, its text alone).
 */
export async function loadAbout(): Promise<{ html: string }> {
  const [about] = await Promise.all([
    read({ key: "config:about", load: () => fetchAboutText(), staleMs: CATALOGUE_STALE_MS }),
    loadSanitizer(),
  ]);
  return { html: sanitizeHtml(about.html) };
}
