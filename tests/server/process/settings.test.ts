import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readSettings } from "../../../server/config";

const DATA_DIR = mkdtempSync(join(tmpdir(), "data-"));
const SMTP_URL = "smtp://centre:secret@mail.example.com:587";

describe("the settings a production start depends on", () => {
  it("NODE_ENV: production is real, unset, development and test are the demo, anything else is refused", () => {
    expect(readSettings({ DATA_DIR, NODE_ENV: "production", SMTP_URL }).config.demoMode).toBe(false);
    for (const demo of [undefined, "", "development", "test"])
      expect(readSettings({ DATA_DIR, NODE_ENV: demo }).config.demoMode, String(demo)).toBe(true);
    for (const unknown of ["Production", "prod", "PRODUCTION", " production", "staging"]) {
      expect(() => readSettings({ DATA_DIR, NODE_ENV: unknown, SMTP_URL }), unknown).toThrow(ConfigError);
      expect(() => readSettings({ DATA_DIR, NODE_ENV: unknown, SMTP_URL }), unknown).toThrow(
        /valeur inconnue : mettez NODE_ENV=production pour un vrai centre/,
      );
    }
  });

  it("SMTP_URL must be a mail server's address, and is never repeated in the refusal", () => {
    expect(readSettings({ DATA_DIR, SMTP_URL: "smtps://u:p@mail.example.com:465" }).smtpUrl).toBe(
      "smtps://u:p@mail.example.com:465",
    );
    for (const wrong of ["notaurl", "http://mail.example.com", "smtp://", "mail.example.com:587"]) {
      expect(() => readSettings({ DATA_DIR, SMTP_URL: wrong }), wrong).toThrow(
        /SMTP_URL doit être une adresse de serveur de courriel/,
      );
    }
    expect(() => readSettings({ DATA_DIR, SMTP_URL: "http://u:motdepasse@x" })).not.toThrow(/motdepasse/);
  });

  it("MAIL_FROM is the sender of every mail: an address, or a name and an address", () => {
    expect(readSettings({ DATA_DIR }).mailFrom).toMatch(/^.+ <.+@.+>$/);
    expect(readSettings({ DATA_DIR, MAIL_FROM: "rdv@centre.sn" }).mailFrom).toBe("rdv@centre.sn");
    expect(readSettings({ DATA_DIR, MAIL_FROM: " Centre Teranga  <rdv@centre.sn>" }).mailFrom).toBe(
      "Centre Teranga <rdv@centre.sn>",
    );
    for (const wrong of ["rdv", "Centre <rdv>", "a <b@c.sn> <d@e.sn>"])
      expect(() => readSettings({ DATA_DIR, MAIL_FROM: wrong }), wrong).toThrow(/MAIL_FROM doit être/);
  });

  it("PASSWORD_HASH_COST=fast cheapens scrypt on demo and test servers only, never in production", () => {
    expect(readSettings({ DATA_DIR }).config.passwordCost.N).toBe(2 ** 17);
    expect(readSettings({ DATA_DIR, PASSWORD_HASH_COST: "fast" }).config.passwordCost.N).toBe(2 ** 14);
    expect(() =>
      readSettings({ DATA_DIR, NODE_ENV: "production", SMTP_URL, PASSWORD_HASH_COST: "fast" }),
    ).toThrow(/jamais en production/);
    expect(() => readSettings({ DATA_DIR, PASSWORD_HASH_COST: "low" })).toThrow(
      /n'accepte que la valeur fast/,
    );
  });
});
