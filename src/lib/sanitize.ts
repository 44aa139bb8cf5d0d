import DOMPurify from "dompurify";

/** Service descriptions are HTML from the API: only harmless formatting survives. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
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
    ],
    ALLOWED_ATTR: [],
  });
}
