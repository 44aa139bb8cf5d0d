import * as v from "valibot";
import { brand } from "../src/brand";
import { ConfigError } from "./config-error";

/**
 * SMTP_URL: where mail goes. Checked at start, never printed (it holds the SMTP password), so a
 * typo is a French refusal instead of a server that loses every code it sends.
 */
export function smtpUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname)
    throw new ConfigError(
      "SMTP_URL doit être une adresse de serveur de courriel : smtp://utilisateur:mot-de-passe@hôte:587 (ou smtps://…:465).",
    );
  return raw;
}

const email = v.pipe(v.string(), v.email());

/**
 * MAIL_FROM: the sender clients see, `Nom <adresse>` or an address alone; the centre's name and
 * e-mail by default. Its SMTP provider usually accepts only addresses of its own domain.
 */
export function mailFrom(env: NodeJS.ProcessEnv): string {
  const raw = env.MAIL_FROM?.trim();
  if (!raw) return `${brand.name} <${brand.email}>`;
  const named = /^([^<>\r\n]{1,100})<([^<>\s]+)>$/.exec(raw);
  const address = named?.[2] ?? raw;
  if (!v.is(email, address))
    throw new ConfigError(
      "MAIL_FROM doit être une adresse e-mail (centre@exemple.sn) ou un nom suivi d'une adresse (Centre Teranga <centre@exemple.sn>).",
    );
  return named ? `${(named[1] ?? "").trim()} <${address}>` : address;
}
