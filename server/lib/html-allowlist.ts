/**
 * HTML an admin writes (the legal documents), kept to a small allowlist of tags with no attribute
 * but a link's address. The answer is rebuilt from what was read, never copied: text is escaped,
 * tags outside the list are dropped (their text kept), and the content of scripts, styles and
 * other active elements is dropped with them. Tags left open are closed at the end.
 */

const ALLOWED = new Set([
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
]);
const VOID = new Set(["br", "hr"]);
/** Elements whose content is code or another document, never text to show. */
const DROPPED_WITH_CONTENT = new Set([
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
  "head",
  "select",
  "xmp",
  "noembed",
  "noframes",
]);

const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/;

const escapeText = (text: string) =>
  text.replace(/[<>"]|&/g, (ch, offset: number) => {
    if (ch === "&") return ENTITY.test(text.slice(offset, offset + 40)) ? "&" : "&amp;";
    return ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&quot;";
  });

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
};
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) % 0x110000);
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) % 0x110000);
    return named[lower] ?? whole;
  });

/** A link's address if it is a web page, a mail or phone link, or a path of this site. */
function safeHref(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`): so do we.
  const url = decodeEntities(raw).replace(/[\p{Cc}\s]/gu, "");
  if (/^(https?:|mailto:|tel:)/i.test(url) || /^[/#?]/.test(url) || !/^[^/?#]*:/.test(url)) {
    return url.replace(/[&"<>]/g, (ch) =>
      ch === "&" ? "&amp;" : ch === '"' ? "&quot;" : ch === "<" ? "&lt;" : "&gt;",
    );
  }
  return null;
}

export function sanitiseHtml(input: string): string {
  let out = "";
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf("<", i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    if (input.startsWith("<!--", lt)) {
      const end = input.indexOf("-->", lt + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(input);
    if (!match) {
      // A `<` that starts no tag (`<!doctype`, `a < b`): text, or a declaration dropped.
      if (/^<[!?]/.test(input.slice(lt, lt + 2))) {
        const end = input.indexOf(">", lt);
        i = end === -1 ? input.length : end + 1;
      } else {
        out += "&lt;";
        i = lt + 1;
      }
      continue;
    }
    i = TAG.lastIndex;
    const closing = match[1] === "/";
    const name = (match[2] ?? "").toLowerCase();
    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      const end = input.toLowerCase().indexOf(`</${name}`, i);
      if (end === -1) break;
      const after = input.indexOf(">", end);
      i = after === -1 ? input.length : after + 1;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Closes what was left open inside it too: the answer stays well nested.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === "a") {
      let href: string | null = null;
      for (const attr of (match[3] ?? "").matchAll(ATTRIBUTE)) {
        if ((attr[1] ?? "").toLowerCase() === "href") href = safeHref(attr[2] ?? attr[3] ?? attr[4] ?? "");
      }
      out += href === null ? "<a>" : `<a href="${href}" rel="noopener noreferrer">`;
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
