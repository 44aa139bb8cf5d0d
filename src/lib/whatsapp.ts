import { canonicalPhone } from "./phone";

/**
 * A link that opens a WhatsApp chat with `phone`, `text` already typed: `https://wa.me/<digits>`
 * (the international number, digits only, no `+`), the text URL-encoded. Null when the phone is
 * not a number a chat can be opened with (letters, too few digits).
 */
export function whatsappLink(phone: string, text: string): string | null {
  const canonical = canonicalPhone(phone);
  if (!canonical) return null;
  return `https://wa.me/${canonical.slice(1)}?text=${encodeURIComponent(text)}`;
}

/** The first word of a full name typed in one field (« Awa Diop » → « Awa »), or the whole of it. */
export function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
