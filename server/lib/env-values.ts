import { ConfigError } from "../config-error";

/** How the providers' settings are read from the environment: the same rules for payments and messages. */

export type Env = NodeJS.ProcessEnv;

/** A variable's value, trimmed; unset or blank reads as undefined. */
export const envValue = (env: Env, name: string) => env[name]?.trim() || undefined;

/** A base URL without its trailing slash; https only in production (the providers call us back). */
export function baseUrl(raw: string, name: string, demoMode: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} doit être une adresse web complète (https://…).`);
  }
  const allowed = demoMode ? ["https:", "http:"] : ["https:"];
  if (!allowed.includes(url.protocol) || url.search || url.hash)
    throw new ConfigError(
      `${name} doit être une adresse ${demoMode ? "http(s)" : "https"} sans paramètres (https://…).`,
    );
  return url.href.replace(/\/+$/, "");
}

/** All of a provider's variables or none: a half-configured provider is a mistake, said by name. */
export function allOrNone(
  env: Env,
  names: readonly string[],
  provider: string,
): Record<string, string> | null {
  const found = names.filter((name) => envValue(env, name));
  if (found.length === 0) return null;
  const missing = names.filter((name) => !envValue(env, name));
  if (missing.length)
    throw new ConfigError(`${provider} est configuré à moitié : il manque ${missing.join(", ")}.`);
  return Object.fromEntries(names.map((name) => [name, envValue(env, name) ?? ""]));
}
