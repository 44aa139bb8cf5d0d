import { fetchAboutText } from "../../api/configs";
import { loadSanitizer, sanitizeHtml } from "../../lib/sanitize";

/**
 * The centre's « Qui sommes-nous » text, cleaned again on the phone before the page shows (offline,
 * the copy the service worker kept; without the cleaner, its text alone).
 */
export async function loadAbout(signal: AbortSignal): Promise<{ html: string }> {
  const [about] = await Promise.all([fetchAboutText(signal), loadSanitizer()]);
  return { html: sanitizeHtml(about.html) };
}
