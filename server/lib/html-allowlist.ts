/**
 * HTML the centre writes (a service's description, the legal documents), cleaned on the server
 * before it is stored: only a few formatting tags survive, without any attribute but a link's address.
 * The server has no DOM, so this reads the HTML as a stream of tags and text: anything it does not
 * know is dropped (its text kept, escaped), and what it keeps is written back balanced. The app
 * cleans it again when it shows it.
 */

/** What one kind of text may hold: its tags, those without content, and the links it may point to. */
export type Allowlist = {
  tags: ReadonlySet<string>;
  voids: ReadonlySet<string>;
  links: RegExp;
  /** Written on every kept link (a document's links open other sites). */
  rel?: string;
};

/** A service's description: a few formatting tags, links to the web, an e-mail address or a phone. */
export const descriptionHtml: Allowlist = {
  tags: new Set(["p", "br", "strong", "em", "ul", "ol", "li", "h3", "h4", "a"]),
  voids: new Set(["br"]),
  links: /^(https?:\/\/|mailto:|tel:)/i,
};

/** The legal documents (CGU, confidentialité): titles, rules and quotes too; phone and site links. */
export const documentHtml: Allowlist = {
  tags: new Set([
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "a",
    "blockquote",
  ]),
  voids: new Set(["br", "hr"]),
  // A site path starts with one slash, never two (`//autre.site` is another site).
  links: /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i,
  rel: "noopener noreferrer",
};
/**
 * The « Qui sommes-nous » text, shown inside the app's page: the tags the app's own cleaner keeps
 * (titles under the page's, lists, emphasis, quotes), links to the web, an e-mail address or a phone.
 */
export const aboutHtml: Allowlist = {
  tags: new Set(["h2", "h3", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "blockquote", "a"]),
  voids: new Set(["br"]),
  links: /^(https?:\/\/|mailto:|tel:)/i,
};

/** Tags whose content is code or another document, never text to show: dropped with it. */
const droppedWithContent = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "title",
  "svg",
  "math",
  "xmp",
  "noembed",
  "noframes",
  "select",
]);

const escapeText = (text: string) =>
  text
    // An ampersand that starts a real character reference is kept, any other is escaped.
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** A value written back between double quotes: every `&` escaped, so it reads back unchanged. */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
};

/** An attribute's value as a browser reads it: character references turned into characters. */
function decodeReferences(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** A link's address, kept only when the allowlist's schemes admit it. */
function safeHref(raw: string, links: RegExp): string | null {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`): so does this.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters being removed.
  const url = decodeReferences(raw).replace(/[\u0000-\u0020\u007f]/g, "");
  return links.test(url) && url.length <= 2000 ? url : null;
}

type Tag = {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
  /** False for a tag the text ends inside of (no `>`): a browser drops it, so does this. */
  finished: boolean;
};

/** Reads the tag starting at `start` (on its `<`); null when it is not a tag (a lone `<`). */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) return null;
  const closing = head[1] === "/";
  const name = (head[2] ?? "").toLowerCase();
  const attributes = new Map<string, string>();
  const attribute = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?|\s*\/|\s+/y;
  let at = start + head[0].length;
  while (at < html.length && html[at] !== ">") {
    attribute.lastIndex = at;
    const found = attribute.exec(html);
    if (!found || found[0].length === 0) {
      // Something no attribute can be (a stray quote): skipped one character at a time.
      at += 1;
      continue;
    }
    const key = found[1]?.toLowerCase();
    if (key && !attributes.has(key)) attributes.set(key, found[2] ?? found[3] ?? found[4] ?? "");
    at = attribute.lastIndex;
  }
  const finished = at < html.length;
  return { name, closing, attributes, end: finished ? at + 1 : html.length, finished };
}

/** The allowed HTML of `html`, balanced and with every text escaped. */
export function sanitizeHtml(html: string, allow: Allowlist = descriptionHtml): string {
  let out = "";
  let lower: string | null = null;
  const open: string[] = [];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    if (lt === -1) {
      out += escapeText(html.slice(at));
      break;
    }
    out += escapeText(html.slice(at, lt));
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    if (/^<[!?]/.test(html.slice(lt, lt + 2))) {
      // A doctype, a processing instruction or a CDATA section: never content.
      const close = html.indexOf(">", lt);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += "&lt;";
      at = lt + 1;
      continue;
    }
    at = tag.end;
    if (!tag.finished) break;
    if (droppedWithContent.has(tag.name)) {
      if (tag.closing) continue;
      // Everything up to its own closing tag goes; without one, the rest of the text.
      // The text lowered once, not once per tag dropped (a long hostile text stays quick), and
      // only its ASCII letters, so every index still points at the same character.
      lower ??= html.replace(/[A-Z]/g, (c) => c.toLowerCase());
      const closeAt = lower.indexOf(`</${tag.name}`, at);
      if (closeAt === -1) at = html.length;
      else {
        const close = html.indexOf(">", closeAt);
        at = close === -1 ? html.length : close + 1;
      }
      continue;
    }
    if (!allow.tags.has(tag.name)) continue;
    if (tag.closing) {
      const index = open.lastIndexOf(tag.name);
      // A closing tag with nothing to close is dropped; one that closes others closes them too.
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    if (allow.voids.has(tag.name)) {
      out += `<${tag.name}>`;
      continue;
    }
    if (tag.name === "a") {
      const href = safeHref(tag.attributes.get("href") ?? "", allow.links);
      const rel = allow.rel ? ` rel="${allow.rel}"` : "";
      out += href ? `<a href="${escapeAttribute(href)}"${rel}>` : "<a>";
    } else out += `<${tag.name}>`;
    open.push(tag.name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
