import { brand } from "../../src/brand";
import { ConfigError } from "../config-error";
import { allOrNone, baseUrl, type Env, envValue as value } from "../lib/env-values";
import {
  type OrangeMoneyAccount,
  PROVIDER_TIMEOUT_MS,
  type ProviderChoices,
  type WaveAccount,
} from "./accounts";

function orangeMoney(env: Env, demoMode: boolean): OrangeMoneyAccount | null {
  const vars = allOrNone(
    env,
    [
      "OM_BASE_URL",
      "OM_CLIENT_ID",
      "OM_CLIENT_SECRET",
      "OM_MERCHANT_CODE",
      "OM_CALLBACK_KEY",
      "OM_CALLBACK_SECRET",
    ],
    "Orange Money",
  );
  if (!vars) return null;
  const merchantCode = vars.OM_MERCHANT_CODE ?? "";
  if (!/^\d{4,10}$/.test(merchantCode))
    throw new ConfigError("OM_MERCHANT_CODE doit être le code marchand Orange Money (chiffres).");
  const callbackKey = vars.OM_CALLBACK_KEY ?? "";
  const callbackSecret = vars.OM_CALLBACK_SECRET ?? "";
  if (callbackKey.length < 16) throw new ConfigError("OM_CALLBACK_KEY doit contenir au moins 16 caractères.");
  if (callbackSecret.length < 16)
    throw new ConfigError("OM_CALLBACK_SECRET doit contenir au moins 16 caractères.");
  // The key travels in clear with every callback: were it the secret, anyone who saw one could sign.
  if (callbackKey === callbackSecret)
    throw new ConfigError(
      "OM_CALLBACK_KEY et OM_CALLBACK_SECRET doivent être différents : la clé est renvoyée en clair avec chaque notification, le secret signe les notifications.",
    );
  return {
    provider: "orange-money",
    baseUrl: baseUrl(vars.OM_BASE_URL ?? "", "OM_BASE_URL", demoMode),
    clientId: vars.OM_CLIENT_ID ?? "",
    clientSecret: vars.OM_CLIENT_SECRET ?? "",
    merchantCode,
    merchantName: value(env, "OM_MERCHANT_NAME") ?? brand.name,
    callbackKey,
    callbackSecret,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
}

function wave(env: Env, demoMode: boolean): WaveAccount | null {
  const vars = allOrNone(env, ["WAVE_API_KEY", "WAVE_WEBHOOK_SECRET"], "Wave");
  if (!vars) return null;
  return {
    provider: "wave",
    baseUrl: baseUrl(value(env, "WAVE_BASE_URL") ?? "https://api.wave.com", "WAVE_BASE_URL", demoMode),
    apiKey: vars.WAVE_API_KEY ?? "",
    webhookSecret: vars.WAVE_WEBHOOK_SECRET ?? "",
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
}

/**
 * The payment providers from the environment: a real one where its variables are set; else, in demo
 * mode only, the sandbox. PUBLIC_URL is where the providers send the payer back and call us; it is
 * required in production as soon as a real provider is configured.
 */
export function readProviders(
  env: Env,
  demoMode: boolean,
  port: number,
): { providers: ProviderChoices; publicUrl: string | null } {
  const om = orangeMoney(env, demoMode);
  const wallet = wave(env, demoMode);
  const providers: ProviderChoices = {};
  if (wallet) providers.PAY03 = wallet;
  else if (demoMode) providers.PAY03 = "sandbox";
  if (om) providers.PAY04 = om;
  else if (demoMode) providers.PAY04 = "sandbox";
  const raw = value(env, "PUBLIC_URL");
  let publicUrl = raw ? baseUrl(raw, "PUBLIC_URL", demoMode) : null;
  if (!publicUrl && (om || wallet)) {
    if (!demoMode)
      throw new ConfigError(
        "PUBLIC_URL est obligatoire en production avec Orange Money ou Wave : c'est l'adresse https où les prestataires renvoient le client et envoient leurs notifications.",
      );
    publicUrl = `http://localhost:${port}`;
  }
  return { providers, publicUrl };
}
