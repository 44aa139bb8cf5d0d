/**
 * How many SMS a text takes, each one paid. A text written only with the GSM 7-bit alphabet goes
 * as GSM-7: 160 characters in one SMS, 153 per part once it needs several (the rest of each part
 * carries the header that joins them); a character of the extension table (€ [ ] { } etc.) counts
 * twice. One character outside it (ê, ç, «, ’, an emoji…) makes the whole text UCS-2: 70 per SMS,
 * 67 per part, an emoji counting twice. A character never straddles two parts.
 */

const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM_EXTENSION = new Set("\f^{}\\[~]|€");

export type SmsEncoding = "gsm7" | "ucs2";

const LIMITS = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
} as const;

/** Whether every character of `text` is in the GSM 7-bit alphabet (its extension table included). */
export const isGsm7 = (text: string) => [...text].every((ch) => GSM_BASIC.has(ch) || GSM_EXTENSION.has(ch));

/** What one character takes: septets in GSM-7, UTF-16 units in UCS-2. */
const width = (ch: string, encoding: SmsEncoding) =>
  encoding === "gsm7" ? (GSM_EXTENSION.has(ch) ? 2 : 1) : ch.length;

/** The text's encoding, its length in that encoding, and the SMS it takes (an empty text: one). */
export function smsSize(text: string): { encoding: SmsEncoding; units: number; parts: number } {
  const encoding: SmsEncoding = isGsm7(text) ? "gsm7" : "ucs2";
  const chars = [...text];
  const units = chars.reduce((sum, ch) => sum + width(ch, encoding), 0);
  const limit = LIMITS[encoding];
  if (units <= limit.single) return { encoding, units, parts: 1 };
  let parts = 1;
  let used = 0;
  for (const ch of chars) {
    const w = width(ch, encoding);
    if (used + w > limit.part) {
      parts++;
      used = 0;
    }
    used += w;
  }
  return { encoding, units, parts };
}

/** How many SMS `text` takes. */
export const smsParts = (text: string) => smsSize(text).parts;

/** French letters and signs outside the GSM alphabet, and the closest ones inside it. */
const GSM_NEAREST: Record<string, string> = {
  â: "a",
  ê: "e",
  ë: "e",
  î: "i",
  ï: "i",
  ô: "o",
  û: "u",
  ç: "c",
  ÿ: "y",
  Â: "A",
  À: "A",
  È: "E",
  Ê: "E",
  Ë: "E",
  Î: "I",
  Ï: "I",
  Ô: "O",
  Û: "U",
  Ù: "U",
  œ: "oe",
  Œ: "OE",
  "’": "'",
  "‘": "'",
  "«": '"',
  "»": '"',
  "“": '"',
  "”": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "\u00a0": " ",
  "\u202f": " ",
  "°": "o",
};

/**
 * A text as an SMS should carry it: each French letter outside the GSM alphabet replaced by the
 * nearest inside it (ê → e, ç → c, « » → "), so that a service's name or « août » does not turn the
 * whole SMS into UCS-2 (70 characters instead of 160); anything else unknown is left as it is.
 */
export const gsmText = (text: string) =>
  [...text].map((ch) => (isGsm7(ch) ? ch : (GSM_NEAREST[ch] ?? ch))).join("");
