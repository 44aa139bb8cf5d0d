import { ConfigError } from "../config-error";
import { allOrNone, baseUrl, type Env, envValue } from "../lib/env-values";
import { PROVIDER_TIMEOUT_MS } from "../payments/accounts";
import type { MessagingAccounts, OrangeSmsAccount, WhatsAppAccount } from "./accounts";
import type { MessageKind } from "./message";

/** A number as E.164: `+`, a country code, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{7,14}$/;

/** Each kind's template: its variable, and the name it has unless told. */
export const whatsappTemplates: Record<MessageKind, { variable: string; name: string }> = {
  code: { variable: "WHATSAPP_TEMPLATE_CODE", name: "code_verification" },
  booking_confirmed: { variable: "WHATSAPP_TEMPLATE_BOOKING_CONFIRMED", name: "reservation_confirmee" },
  booking_moved: { variable: "WHATSAPP_TEMPLATE_BOOKING_MOVED", name: "reservation_deplacee" },
  booking_cancelled: { variable: "WHATSAPP_TEMPLATE_BOOKING_CANCELLED", name: "reservation_annulee" },
  reminder: { variable: "WHATSAPP_TEMPLATE_REMINDER", name: "rappel_seance" },
  pack_receipt: { variable: "WHATSAPP_TEMPLATE_PACK_RECEIPT", name: "recu_pack" },
  notice: { variable: "WHATSAPP_TEMPLATE_NOTICE", name: "avis" },
};

/** A secret the centre chooses and a provider sends back: long enough not to be guessed. */
function chosenSecret(value: string, name: string): string {
  if (value.length < 16) throw new ConfigError(`${name} doit contenir au moins 16 caractères.`);
  if (!/^[\w.~-]+$/.test(value))
    throw new ConfigError(`${name} ne peut contenir que des lettres sans accent, des chiffres et - _ . ~`);
  return value;
}

function orangeSms(env: Env, demoMode: boolean): OrangeSmsAccount | null {
  const vars = allOrNone(
    env,
    ["ORANGE_SMS_CLIENT_ID", "ORANGE_SMS_CLIENT_SECRET", "ORANGE_SMS_SENDER", "ORANGE_SMS_NOTIFY_TOKEN"],
    "Orange SMS",
  );
  if (!vars) return null;
  const sender = vars.ORANGE_SMS_SENDER ?? "";
  if (!E164.test(sender))
    throw new ConfigError(
      "ORANGE_SMS_SENDER doit être le numéro du centre au format international, sans espace (+221771234567).",
    );
  const senderName = envValue(env, "ORANGE_SMS_SENDER_NAME") ?? null;
  // What phones show instead of a number: letters and digits, 11 at most, as Orange approved it.
  if (senderName !== null && !/^(?=.*[A-Za-z])[A-Za-z0-9 .-]{1,11}$/.test(senderName))
    throw new ConfigError(
      "ORANGE_SMS_SENDER_NAME doit être le nom d'expéditeur approuvé par Orange : 11 caractères au plus, lettres sans accent et chiffres.",
    );
  return {
    baseUrl: baseUrl(
      envValue(env, "ORANGE_SMS_BASE_URL") ?? "https://api.orange.com",
      "ORANGE_SMS_BASE_URL",
      demoMode,
    ),
    clientId: vars.ORANGE_SMS_CLIENT_ID ?? "",
    clientSecret: vars.ORANGE_SMS_CLIENT_SECRET ?? "",
    sender,
    senderName,
    notifyToken: chosenSecret(vars.ORANGE_SMS_NOTIFY_TOKEN ?? "", "ORANGE_SMS_NOTIFY_TOKEN"),
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
}

function whatsapp(env: Env, demoMode: boolean): WhatsAppAccount | null {
  const vars = allOrNone(
    env,
    ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"],
    "WhatsApp",
  );
  if (!vars) return null;
  const phoneNumberId = vars.WHATSAPP_PHONE_NUMBER_ID ?? "";
  if (!/^\d{5,20}$/.test(phoneNumberId))
    throw new ConfigError(
      "WHATSAPP_PHONE_NUMBER_ID doit être l'identifiant (chiffres) du numéro WhatsApp Business, pas le numéro lui-même.",
    );
  const language = envValue(env, "WHATSAPP_LANGUAGE") ?? "fr";
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language))
    throw new ConfigError("WHATSAPP_LANGUAGE doit être un code de langue des modèles WhatsApp (fr, fr_FR…).");
  const templates = Object.fromEntries(
    Object.entries(whatsappTemplates).map(([kind, { variable, name }]) => {
      const chosen = envValue(env, variable) ?? name;
      if (!/^[a-z0-9_]{1,512}$/.test(chosen))
        throw new ConfigError(
          `${variable} doit être le nom d'un modèle WhatsApp approuvé (minuscules, chiffres et _).`,
        );
      return [kind, chosen];
    }),
  ) as Record<MessageKind, string>;
  return {
    apiUrl: baseUrl(
      envValue(env, "WHATSAPP_API_URL") ?? "https://graph.facebook.com/v21.0",
      "WHATSAPP_API_URL",
      demoMode,
    ),
    token: vars.WHATSAPP_TOKEN ?? "",
    phoneNumberId,
    appSecret: vars.WHATSAPP_APP_SECRET ?? "",
    verifyToken: chosenSecret(vars.WHATSAPP_VERIFY_TOKEN ?? "", "WHATSAPP_VERIFY_TOKEN"),
    language,
    templates,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  };
}

/**
 * The messaging providers from the environment: each channel whose variables are all set. The
 * demo's outbox stands in for the others (see `messengers.ts`); in production they are not offered.
 */
export function readMessaging(env: Env, demoMode: boolean): MessagingAccounts {
  const accounts: MessagingAccounts = {};
  const sms = orangeSms(env, demoMode);
  if (sms) accounts.sms = sms;
  const wa = whatsapp(env, demoMode);
  if (wa) accounts.whatsapp = wa;
  return accounts;
}
