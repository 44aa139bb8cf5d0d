import { BlockList, isIP } from "node:net";

/** The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY), by address. */
export type TrustedProxies = { has(address: string): boolean; readonly entries: readonly string[] };

/** No proxy: the socket's peer is the client. */
export const noTrustedProxies: TrustedProxies = { has: () => false, entries: [] };

/** The words TRUST_PROXY accepts for common ranges. */
const shorthands: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

export const trustedProxiesMessages = {
  oldForm:
    "TRUST_PROXY ne prend plus un nombre de relais : donnez les adresses des proxys de confiance, séparées par des virgules (adresses ou plages IPv4 et IPv6, par exemple TRUST_PROXY=127.0.0.1,10.0.0.0/8,::1, ou les mots loopback et private). Sans proxy devant le serveur, laissez TRUST_PROXY vide.",
  invalid: (entry: string) =>
    `TRUST_PROXY : « ${entry} » n'est ni une adresse IP, ni une plage (10.0.0.0/8, fd00::/8), ni loopback ou private.`,
} as const;

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.2`, as a dual-stack socket shows it), as IPv4. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * Reads TRUST_PROXY: addresses and CIDR ranges, IPv4 and IPv6, separated by commas, and the words
 * `loopback` and `private`. Answers the set, or the French reason it is refused. A bare number was
 * the old form (how many proxies): it would trust whoever reaches an instance directly, so refused.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies | { error: string } {
  const items = (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return noTrustedProxies;
  if (items.length === 1 && /^\d+$/.test(items[0] ?? "")) return { error: trustedProxiesMessages.oldForm };
  const list = new BlockList();
  for (const item of items) {
    for (const entry of shorthands[item.toLowerCase()] ?? [item]) {
      const [rawAddress = "", prefix, ...rest] = entry.split("/");
      const address = plainAddress(rawAddress);
      const family = isIP(address);
      const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
      const max = family === 6 ? 128 : 32;
      if (
        family === 0 ||
        rest.length > 0 ||
        (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= max))
      )
        return { error: trustedProxiesMessages.invalid(item) };
      const type = family === 6 ? "ipv6" : "ipv4";
      if (bits === null) list.addAddress(address, type);
      else list.addSubnet(address, bits, type);
    }
  }
  return {
    has(candidate) {
      const address = plainAddress(candidate.trim());
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
    },
    entries: items,
  };
}
