import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { ConfigError, readSettings } from "../../server/config";
import { retireDemoMember } from "../../server/db/seed/seed";
import { makeTestApp } from "./harness";

const dataDir = () => mkdtempSync(join(tmpdir(), "data-"));

describe("production mode (NODE_ENV=production)", () => {
  // It starts the real server once: seconds on a busy machine.
  it("refuses to start without SMTP_URL, saying so in French", { timeout: 30_000 }, () => {
    const env = { NODE_ENV: "production", DATA_DIR: dataDir() };
    expect(() => readSettings(env)).toThrow(ConfigError);
    expect(() => readSettings(env)).toThrow(/SMTP_URL est obligatoire en production/);
    const settings = readSettings({ ...env, SMTP_URL: "smtp://centre:secret@mail.example.com:587" });
    expect(settings.config.demoMode).toBe(false);
    // No real provider is configured yet: no mobile money is taken.
    expect(settings.config.providers).toEqual({});
    expect(readSettings({ DATA_DIR: dataDir() }).config.providers).toEqual({
      PAY03: "sandbox",
      PAY04: "sandbox",
    });

    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, NODE_ENV: "production", SMTP_URL: "", DATA_DIR: dataDir(), PORT: "4999" },
      encoding: "utf8",
      timeout: 30_000,
    });
    // A configuration to correct (78): systemd does not restart it in a loop.
    expect(run.status).toBe(78);
    expect(run.stderr).toContain("Configuration invalide : SMTP_URL est obligatoire en production");
  });

  it("has no sandbox, no outbox, no demo member, and offers no mobile money", async () => {
    const t = await makeTestApp({ demoMode: false });
    expect(await t.deps.db.selectFrom("users").select("id").executeTakeFirst()).toBeUndefined();
    const login = await t.api.post("accounts/login/", {
      username: "demo@example.com",
      password: "Demo2026!",
    });
    expect(login.status).toBe(400);
    for (const [method, path] of [
      ["POST", "/sandbox/checkout/any/pay"],
      ["POST", "/sandbox/orange-money/any/approve"],
      ["GET", "/sandbox/orange-money/any"],
      ["GET", "/api/dev/mail?to=demo@example.com"],
    ] as const) {
      expect((await t.app.request(path, { method })).status, path).toBe(404);
    }
    const methods = (await t.api.get("configs/bookingmethod/")).data as {
      code: string;
      display_on_booking: boolean;
      display_on_pack: boolean;
    }[];
    const shown = (use: "display_on_booking" | "display_on_pack") =>
      methods.filter((m) => m[use]).map((m) => m.code);
    expect(shown("display_on_booking")).toEqual(["PAY01", "PAY02"]);
    expect(shown("display_on_pack")).toEqual([]);
  });

  it("retires the demo member of a data folder first used for a demonstration", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    expect(await retireDemoMember(t.deps)).toBe(true);
    expect(await retireDemoMember(t.deps)).toBe(false);
    const app = createApp({ ...t.deps, config: { ...t.deps.config, demoMode: false, providers: {} } });
    const login = await app.request("/api/accounts/login/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "demo@example.com", password: "Demo2026!" }),
    });
    expect(login.status).toBe(400);
    const profile = await app.request("/api/accounts/profile/", {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(profile.status).toBe(401);
  });

  it("refuses to start a mobile-money payment whose provider is not configured", async () => {
    const t = await makeTestApp({ demoMode: false, demoMember: true });
    const { access } = await t.loginDemo();
    const pack = await t.api.post("payments/pack/checkout/", { pack_id: 1 }, access);
    expect(pack.status).toBe(400);
    expect(pack.data.detail).toBe("Cette méthode de paiement n'est pas proposée pour les packs.");
    const qr = await t.api.post(
      "payments/paiement/orange-money/",
      { object_id: 1, payment_purpose: "pack" },
      access,
    );
    expect(qr.data.detail).toBe("Cette méthode de paiement n'est pas proposée pour les packs.");
    expect((await t.api.get("accounts/profile/", access)).data.body.total_credits).toBe(150);
  });

  it("tells the app it is a demonstration only in demo mode", async () => {
    const dist = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head><title>App</title></head></html>");
    for (const demoMode of [true, false]) {
      const t = await makeTestApp({ demoMode });
      const app = createApp({ ...t.deps, config: { ...t.deps.config, distDir: dist } });
      for (const path of ["/", "/index.html", "/profil"]) {
        const html = await (await app.request(path)).text();
        expect(html.includes('<meta name="app-mode" content="demo">'), `${path} ${demoMode}`).toBe(demoMode);
      }
    }
  });
});
