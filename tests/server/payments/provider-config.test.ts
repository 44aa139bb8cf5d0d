import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readSettings } from "../../../server/config";

const base = () => ({
  NODE_ENV: "production",
  SMTP_URL: "smtp://centre:motdepasse@mail.example.com:587",
  DATA_DIR: mkdtempSync(join(tmpdir(), "data-")),
});
const orangeMoney = {
  OM_BASE_URL: "https://api.sandbox.orange-sonatel.com/",
  OM_CLIENT_ID: "client",
  OM_CLIENT_SECRET: "secret-du-client",
  OM_MERCHANT_CODE: "123456",
  OM_MERCHANT_NAME: "Teranga Wellness",
  OM_CALLBACK_KEY: "cle-des-notifications",
  OM_CALLBACK_SECRET: "secret-des-notifications",
};
const wave = { WAVE_API_KEY: "wave_sn_prod_cle", WAVE_WEBHOOK_SECRET: "secret-des-webhooks" };

describe("choosing the payment providers from the environment", () => {
  it("keeps the sandbox in demo mode when nothing is set, and offers nothing in production", () => {
    const demo = readSettings({ DATA_DIR: base().DATA_DIR });
    expect(demo.config.providers).toEqual({ PAY03: "sandbox", PAY04: "sandbox" });
    expect(demo.config.publicUrl).toBeNull();
    expect(readSettings(base()).config.providers).toEqual({});
  });

  it("takes each configured provider, with PUBLIC_URL for their return pages and callbacks", () => {
    const settings = readSettings({
      ...base(),
      ...orangeMoney,
      ...wave,
      PUBLIC_URL: "https://reservation.example.sn/",
    });
    expect(settings.config.publicUrl).toBe("https://reservation.example.sn");
    expect(settings.config.providers).toEqual({
      PAY03: {
        provider: "wave",
        baseUrl: "https://api.wave.com",
        apiKey: "wave_sn_prod_cle",
        webhookSecret: "secret-des-webhooks",
        timeoutMs: 10_000,
      },
      PAY04: {
        provider: "orange-money",
        baseUrl: "https://api.sandbox.orange-sonatel.com",
        clientId: "client",
        clientSecret: "secret-du-client",
        merchantCode: "123456",
        merchantName: "Teranga Wellness",
        callbackKey: "cle-des-notifications",
        callbackSecret: "secret-des-notifications",
        timeoutMs: 10_000,
      },
    });
    // In demo mode a real provider replaces the sandbox for its method only.
    const demo = readSettings({ DATA_DIR: base().DATA_DIR, ...wave, WAVE_BASE_URL: "http://127.0.0.1:9" });
    expect(demo.config.providers.PAY04).toBe("sandbox");
    expect(demo.config.providers.PAY03).toMatchObject({ provider: "wave", baseUrl: "http://127.0.0.1:9" });
    expect(demo.config.publicUrl).toBe("http://localhost:4173");
  });

  it("refuses, in French and naming the variables, what would take money wrongly", () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ ...wave }, /PUBLIC_URL est obligatoire en production/],
      [{ ...wave, PUBLIC_URL: "http://reservation.example.sn" }, /PUBLIC_URL doit être une adresse https/],
      [
        { WAVE_API_KEY: "cle", PUBLIC_URL: "https://r.example.sn" },
        /Wave est configuré à moitié : il manque WAVE_WEBHOOK_SECRET/,
      ],
      [
        { ...orangeMoney, OM_CLIENT_SECRET: "", PUBLIC_URL: "https://r.example.sn" },
        /Orange Money est configuré à moitié : il manque OM_CLIENT_SECRET/,
      ],
      [{ ...orangeMoney, OM_MERCHANT_CODE: "abc", PUBLIC_URL: "https://r.example.sn" }, /OM_MERCHANT_CODE/],
      [
        { ...orangeMoney, OM_CALLBACK_SECRET: "court", PUBLIC_URL: "https://r.example.sn" },
        /^OM_CALLBACK_SECRET doit contenir au moins 16 caractères\.$/,
      ],
      // The key Sonatel sends back in clear, and the secret that signs: two settings, both required.
      [
        { ...orangeMoney, OM_CALLBACK_KEY: "", PUBLIC_URL: "https://r.example.sn" },
        /Orange Money est configuré à moitié : il manque OM_CALLBACK_KEY\.$/,
      ],
      [
        { ...orangeMoney, OM_CALLBACK_SECRET: " ", PUBLIC_URL: "https://r.example.sn" },
        /Orange Money est configuré à moitié : il manque OM_CALLBACK_SECRET\.$/,
      ],
      [
        { ...orangeMoney, OM_CALLBACK_KEY: "cle-courte", PUBLIC_URL: "https://r.example.sn" },
        /^OM_CALLBACK_KEY doit contenir au moins 16 caractères\.$/,
      ],
      [
        {
          ...orangeMoney,
          OM_CALLBACK_KEY: "secret-des-notifications",
          PUBLIC_URL: "https://r.example.sn",
        },
        /^OM_CALLBACK_KEY et OM_CALLBACK_SECRET doivent être différents/,
      ],
    ];
    for (const [env, message] of refusals) {
      const read = () => readSettings({ ...base(), ...env });
      expect(read, message.source).toThrow(ConfigError);
      expect(read, message.source).toThrow(message);
      // The message names what is wrong, never a secret's value.
      try {
        read();
      } catch (error) {
        for (const secret of [
          "secret-du-client",
          "cle-des-notifications",
          "cle-courte",
          "secret-des-notifications",
          "wave_sn_prod_cle",
        ])
          expect((error as Error).message).not.toContain(secret);
      }
    }
  });
});
