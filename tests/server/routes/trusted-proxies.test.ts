import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { ConfigError, readSettings } from "../../../server/config";
import {
  parseTrustedProxies,
  type TrustedProxies,
  trustedProxiesMessages,
} from "../../../server/lib/trusted-proxies";
import { makeTestApp } from "../harness";

const tooMany = "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.";

function trusting(text: string): TrustedProxies {
  const proxies = parseTrustedProxies(text);
  if ("error" in proxies) throw new Error(proxies.error);
  return proxies;
}

describe("trusted proxies (TRUST_PROXY)", () => {
  it("takes addresses, ranges and the words loopback and private, IPv4 and IPv6", () => {
    const proxies = trusting("127.0.0.1, 10.0.0.0/8,::1,2001:db8:5::/48");
    for (const address of ["127.0.0.1", "10.20.30.40", "::ffff:10.1.2.3", "::1", "2001:db8:5:7::9"])
      expect(proxies.has(address), address).toBe(true);
    for (const address of ["127.0.0.2", "11.0.0.1", "::2", "2001:db8:6::1", "", "n'importe quoi"])
      expect(proxies.has(address), address).toBe(false);
    const words = trusting("loopback,private");
    for (const address of ["127.0.0.9", "::1", "192.168.1.4", "172.20.0.3", "fd12::1"])
      expect(words.has(address), address).toBe(true);
    expect(words.has("172.32.0.1")).toBe(false);
    expect(trusting("").has("127.0.0.1")).toBe(false);
  });

  it("refuses the old count of proxies and anything that is not an address, in French, at start", () => {
    const dataDir = () => mkdtempSync(join(tmpdir(), "data-"));
    for (const old of ["1", "0", " 2 "]) {
      expect(parseTrustedProxies(old)).toEqual({ error: trustedProxiesMessages.oldForm });
      expect(() => readSettings({ DATA_DIR: dataDir(), TRUST_PROXY: old })).toThrow(
        new ConfigError(trustedProxiesMessages.oldForm),
      );
    }
    for (const wrong of ["10.0.0.0/33", "10.0.0.1/", "::1/129", "proxy.local", "10.0.0.0/8/1"])
      expect(parseTrustedProxies(`127.0.0.1,${wrong}`), wrong).toEqual({
        error: trustedProxiesMessages.invalid(wrong),
      });
    expect(
      readSettings({ DATA_DIR: dataDir(), TRUST_PROXY: "loopback" }).config.trustedProxies?.entries,
    ).toEqual(["loopback"]);
  });

  it("believes X-Forwarded-For only from a trusted proxy: a client reaching an instance directly is throttled", async () => {
    const t = await makeTestApp();
    t.deps.config.trustedProxies = trusting("127.0.0.1,10.0.0.0/8");
    const app = createApp(t.deps);
    const login = (peer: string, forwarded: string) =>
      app.request(
        "/api/accounts/login/",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded },
          body: JSON.stringify({ username: "demo@example.com", password: "Mauvais2026" }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    // Straight to the instance, each time another address of its own choosing: 10 tries, then no more.
    for (let i = 0; i < 10; i++) expect((await login("203.0.113.5", `198.51.100.${i}`)).status).toBe(400);
    const blocked = await login("203.0.113.5", "198.51.100.99");
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toBe(tooMany);
    // Through two trusted proxies: the first address no trusted proxy holds, from the right, counts.
    for (let i = 0; i < 10; i++)
      expect((await login("127.0.0.1", `1.1.1.${i}, 41.82.10.20, 10.0.0.7`)).status).toBe(400);
    expect((await login("::ffff:127.0.0.1", "9.9.9.9, 41.82.10.20, 10.0.0.8")).status).toBe(429);
    // Another client behind the same proxies is not held back.
    expect((await login("127.0.0.1", "41.82.10.21")).status).toBe(400);
  });
});
