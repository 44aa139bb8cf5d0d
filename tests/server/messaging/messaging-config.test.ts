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
const orangeSms = {
  ORANGE_SMS_CLIENT_ID: "client-sms",
  ORANGE_SMS_CLIENT_SECRET: "secret-du-client-sms",
  ORANGE_SMS_SENDER: "+221338200000",
  ORANGE_SMS_NOTIFY_TOKEN: "jeton-des-accuses-0123",
};
const whatsapp = {
  WHATSAPP_TOKEN: "EAAG-jeton",
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: "secret-de-l-app-meta",
  WHATSAPP_VERIFY_TOKEN: "jeton-de-verification-01",
};

describe("choosing the messaging providers from the environment", () => {
  it("configures nothing when nothing is set", () => {
    expect(readSettings(base()).config.messaging).toEqual({});
  });

  it("takes each configured provider, with its defaults and its optional settings", () => {
    const settings = readSettings({ ...base(), ...orangeSms, ...whatsapp });
    expect(settings.config.messaging).toEqual({
      sms: {
        baseUrl: "https://api.orange.com",
        clientId: "client-sms",
        clientSecret: "secret-du-client-sms",
        sender: "+221338200000",
        senderName: null,
        notifyToken: "jeton-des-accuses-0123",
        timeoutMs: 10_000,
      },
      whatsapp: {
        apiUrl: "https://graph.facebook.com/v21.0",
        token: "EAAG-jeton",
        phoneNumberId: "106540352242922",
        appSecret: "secret-de-l-app-meta",
        verifyToken: "jeton-de-verification-01",
        language: "fr",
        templates: {
          code: "code_verification",
          booking_confirmed: "reservation_confirmee",
          booking_moved: "reservation_deplacee",
          booking_cancelled: "reservation_annulee",
          reminder: "rappel_seance",
          pack_receipt: "recu_pack",
          notice: "avis",
        },
        timeoutMs: 10_000,
      },
    });
    const told = readSettings({
      ...base(),
      ...orangeSms,
      ...whatsapp,
      ORANGE_SMS_SENDER_NAME: "Teranga",
      ORANGE_SMS_BASE_URL: "https://api.orange.com/",
      WHATSAPP_API_URL: "https://graph.facebook.com/v22.0",
      WHATSAPP_LANGUAGE: "fr_FR",
      WHATSAPP_TEMPLATE_REMINDER: "rappel_seance_v2",
    }).config.messaging;
    expect(told?.sms).toMatchObject({ senderName: "Teranga", baseUrl: "https://api.orange.com" });
    expect(told?.whatsapp).toMatchObject({ apiUrl: "https://graph.facebook.com/v22.0", language: "fr_FR" });
    expect(told?.whatsapp?.templates.reminder).toBe("rappel_seance_v2");
    // The demo may point a provider at a fake over http.
    const demo = readSettings({
      DATA_DIR: base().DATA_DIR,
      ...orangeSms,
      ORANGE_SMS_BASE_URL: "http://127.0.0.1:9",
    });
    expect(demo.config.messaging?.sms?.baseUrl).toBe("http://127.0.0.1:9");
  });

  it("refuses, in French and naming the variable, a half-configured or wrong provider", () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [
        { ORANGE_SMS_CLIENT_ID: "client" },
        /^Orange SMS est configuré à moitié : il manque ORANGE_SMS_CLIENT_SECRET, ORANGE_SMS_SENDER, ORANGE_SMS_NOTIFY_TOKEN\.$/,
      ],
      [{ ...orangeSms, ORANGE_SMS_NOTIFY_TOKEN: "" }, /il manque ORANGE_SMS_NOTIFY_TOKEN/],
      [
        { ...orangeSms, ORANGE_SMS_SENDER: "77 123 45 67" },
        /^ORANGE_SMS_SENDER doit être le numéro du centre/,
      ],
      [
        { ...orangeSms, ORANGE_SMS_SENDER_NAME: "Centre Teranga Wellness" },
        /^ORANGE_SMS_SENDER_NAME doit être/,
      ],
      [{ ...orangeSms, ORANGE_SMS_SENDER_NAME: "Téranga" }, /^ORANGE_SMS_SENDER_NAME doit être/],
      [
        { ...orangeSms, ORANGE_SMS_NOTIFY_TOKEN: "court" },
        /^ORANGE_SMS_NOTIFY_TOKEN doit contenir au moins 16/,
      ],
      [
        { ...orangeSms, ORANGE_SMS_BASE_URL: "http://api.orange.com" },
        /^ORANGE_SMS_BASE_URL doit être une adresse https/,
      ],
      [
        { ...orangeSms, ORANGE_SMS_BASE_URL: "api.orange.com" },
        /^ORANGE_SMS_BASE_URL doit être une adresse web/,
      ],
      [
        { WHATSAPP_TOKEN: "jeton", WHATSAPP_APP_SECRET: "secret" },
        /^WhatsApp est configuré à moitié : il manque WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN\.$/,
      ],
      [{ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: "+221338200000" }, /^WHATSAPP_PHONE_NUMBER_ID doit être/],
      [{ ...whatsapp, WHATSAPP_VERIFY_TOKEN: "court" }, /^WHATSAPP_VERIFY_TOKEN doit contenir au moins 16/],
      [{ ...whatsapp, WHATSAPP_API_URL: "http://graph.facebook.com/v21.0" }, /^WHATSAPP_API_URL doit être/],
      [{ ...whatsapp, WHATSAPP_LANGUAGE: "français" }, /^WHATSAPP_LANGUAGE doit être/],
      [{ ...whatsapp, WHATSAPP_TEMPLATE_CODE: "Code Vérification" }, /^WHATSAPP_TEMPLATE_CODE doit être/],
    ];
    for (const [env, message] of refusals) {
      const read = () => readSettings({ ...base(), ...env });
      expect(read, JSON.stringify(env)).toThrow(ConfigError);
      expect(read, JSON.stringify(env)).toThrow(message);
    }
  });

  it("never shows a secret's value in a refusal", () => {
    try {
      readSettings({ ...base(), ...orangeSms, ORANGE_SMS_NOTIFY_TOKEN: "", WHATSAPP_APP_SECRET: "secret" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toMatch(/secret-du-client-sms|client-sms|jeton/);
    }
  });
});
