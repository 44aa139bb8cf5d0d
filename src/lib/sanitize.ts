import type { Config } from "dompurify";

/**
 * Service descriptions are HTML from the API: only harmless formatting survives, and links, whose
 * address DOMPurify keeps only when it is a web, mail or phone one (the server's allowlist agrees).
 */
const config: Config = {
  ALLOWED_TAGS: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "span",
    "a",
  ],
  ALLOWED_ATTR: ["href"],
  // The server's rule for a description's links (`html-allowlist.ts`): web, mail, phone, nothing else.
  ALLOWED_URI_REGEXP: /^(https?:\/\/|mailto:|tel:)/i,
};

let purify: ((html: string) => string) | null = null;

/** What the sanitiser must make of a hostile probe before it is trusted with a page. */
const probe = {
  html: '<p onclick="x()">a</p><img src="x" onerror="x()"><script>x()</script>',
  safe: "<p>a</p>",
};

/**
 * For pages rendered ahead of time, where the sanitiser runs on a document of its own. A document
 * it does not truly work on (it can let scripts through unchanged) stops the build.
 */
export async function installSanitizer(window: Parameters<typeof import("dompurify").default>[0]) {
  const { default: createPurify } = await import("dompurify");
  const instance = createPurify(window);
  const sanitize = (html: string) => instance.sanitize(html, config);
  if (sanitize(probe.html) !== probe.safe)
    throw new Error(`Le nettoyeur HTML ne fonctionne pas sur ce document : ${sanitize(probe.html)}`);
  purify = sanitize;
}

/**
 * Loads the sanitiser, a chunk of its own fetched on the first service page (then kept by the
 * service worker) rather than precached on every phone. Offline before that, it cannot come.
 */
export async function loadSanitizer(): Promise<boolean> {
  if (purify) return true;
  try {
    const { default: DOMPurify } = await import("dompurify");
    // Where it cannot work it would hand the HTML back untouched: the text alone is safer.
    if (!DOMPurify.isSupported) return false;
    purify = (html) => DOMPurify.sanitize(html, config);
    return true;
  } catch {
    return false;
  }
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The description as safe HTML: sanitised when the sanitiser is loaded, else its text alone (read
 * from an inert document, which runs and loads nothing), one paragraph per block.
 */
export function sanitizeHtml(html: string): string {
  if (purify) return purify(html);
  const body = new DOMParser().parseFromString(html, "text/html").body;
  for (const code of body.querySelectorAll("script, style, template, noscript")) code.remove();
  for (const br of body.querySelectorAll("br")) br.replaceWith("\n");
  for (const block of body.querySelectorAll("p, li, h2, h3, h4, blockquote")) block.append("\n");
  return (body.textContent ?? "")
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join("");
}
