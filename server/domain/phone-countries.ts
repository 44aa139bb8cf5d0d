import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { ConfigError } from "../config-error";

/**
 * The countries whose phone numbers the centre accepts for sign-up, sign-in and codes
 * (PHONE_COUNTRIES, `SN` by default): a code sent abroad costs more, and SMS pumping aims at
 * numbers of far countries. Checked on the server only, with libphonenumber-js's full metadata
 * (about 150 KB that never reaches a phone: the app's own `canonicalPhone` is enough to type).
 */
export function phoneCountriesFrom(env: NodeJS.ProcessEnv): CountryCode[] {
  const raw = env.PHONE_COUNTRIES?.trim();
  if (!raw) return ["SN"];
  const codes = raw
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
  const unknown = codes.filter((code) => !isSupportedCountry(code));
  if (unknown.length || codes.length === 0)
    throw new ConfigError(
      `PHONE_COUNTRIES doit lister des codes de pays à deux lettres séparés par des virgules (SN,GM,ML) : ${unknown.join(", ") || raw} inconnu.`,
    );
  return codes as CountryCode[];
}

/** A number (E.164) that is a valid mobile number of one of `countries`: one a code may go to. */
export function acceptedPhone(phone: string, countries: readonly CountryCode[] = ["SN"]): boolean {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid() || !parsed.country || !countries.includes(parsed.country)) return false;
  const type = parsed.getType();
  return type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE";
}
