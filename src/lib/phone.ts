/**
 * Phone numbers in one canonical form (E.164: `+` and the digits, nothing else), so that the same
 * person is found however the number was typed, by the app and the server alike.
 *
 * Without a country, a number is Senegalese: 9 digits, `7x…` for a mobile, `3x…` for a fixed line
 * (`33…`, `30…`), typed with spaces, dots, dashes or parentheses, alone or after `221`, `00221` or
 * `+221`. Another country's number is written with `+` or `00` and its country code: 8 to 15 digits
 * in all, the first not 0. A Senegalese number in that form must still be one of 9 digits.
 */

/** Senegal's country code, the one a number without `+` or `00` belongs to. */
export const SENEGAL_CODE = "221";

/** A Senegalese national number: 9 digits, mobiles `7x`, fixed lines `3x`. */
const SENEGAL_NATIONAL = /^[37]\d{8}$/;

/** What people put between digits, and the `(0)` some write after a country code. */
const SEPARATORS = /[\s.\-()/]/g;

/**
 * The number in E.164 (`+221771234567`), or null when it is not one: letters, too few or too many
 * digits, a Senegalese number that is not 9 digits long, or nothing at all.
 */
export function canonicalPhone(text: string): string | null {
  const compact = text.trim().replace(/\(0\)/g, "").replace(SEPARATORS, "");
  let international: string | null = null;
  if (compact.startsWith("+")) international = compact.slice(1);
  else if (compact.startsWith("00")) international = compact.slice(2);
  if (international !== null) {
    if (!/^[1-9]\d{7,14}$/.test(international)) return null;
    if (international.startsWith(SENEGAL_CODE))
      return SENEGAL_NATIONAL.test(international.slice(SENEGAL_CODE.length)) ? `+${international}` : null;
    return `+${international}`;
  }
  if (!/^\d+$/.test(compact)) return null;
  if (SENEGAL_NATIONAL.test(compact)) return `+${SENEGAL_CODE}${compact}`;
  if (compact.startsWith(SENEGAL_CODE) && SENEGAL_NATIONAL.test(compact.slice(SENEGAL_CODE.length)))
    return `+${compact}`;
  return null;
}

/**
 * The digits a search for a phone looks for within the stored numbers' digits: a whole number
 * typed any way gives its canonical digits (« 77 123 45 67 », « 00221771234567 » alike), a
 * Senegalese one its 9 national digits only (found in `221771234567` and in a `771234567` an older
 * release stored as typed); a part gives its own digits, less a leading `00` before a country code (« 00221 77 » looks
 * for « 22177 », « 000 11 » for « 00011 »).
 */
export function phoneSearchDigits(text: string): string {
  const canonical = canonicalPhone(text);
  if (canonical?.startsWith(`+${SENEGAL_CODE}`)) return canonical.slice(1 + SENEGAL_CODE.length);
  if (canonical) return canonical.slice(1);
  return text.replace(/\D/g, "").replace(/^00(?=[1-9])/, "");
}

/**
 * A stored number as people read it: a Senegalese one in its usual groups (« +221 77 123 45 67 »),
 * another country's as stored, one an older release kept as typed unchanged.
 */
export function displayPhone(stored: string): string {
  const national = stored.startsWith(`+${SENEGAL_CODE}`) ? stored.slice(1 + SENEGAL_CODE.length) : null;
  if (national === null || !SENEGAL_NATIONAL.test(national)) return stored;
  return `+${SENEGAL_CODE} ${national.replace(/^(\d{2})(\d{3})(\d{2})(\d{2})$/, "$1 $2 $3 $4")}`;
}

/**
 * A phone number as people write it: digits, `+`, spaces, parentheses and hyphens, 9 to 15
 * characters once the spaces are left out (so `+221 77 123 45 67` is one), or any way the
 * canonical form reads (`00221 77.123.45.67` too: `canonicalPhone`).
 */
export function isPhoneNumber(text: string): boolean {
  return (
    (/^[\d+ ()-]+$/.test(text) && /^.{9,15}$/.test(text.replaceAll(" ", ""))) || canonicalPhone(text) !== null
  );
}

/** An account's identity (what it signs in with) is a phone when kept in E.164, an e-mail otherwise. */
export const isPhoneIdentity = (identity: string) => identity.startsWith("+");
