import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettings } from "../../../server/config";
import { REFUSED_TO_START } from "../../../server/config-error";

describe("the configuration an administrator starts from (deploy/env.example)", () => {
  it("is read alike by the shell (cron's backups) and by the server, and starts it in production", () => {
    const run = spawnSync("sh", ["-c", "set -a; . deploy/env.example; set +a; env"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    const env = Object.fromEntries(
      run.stdout.split("\n").flatMap((line) => {
        const at = line.indexOf("=");
        return at > 0 ? [[line.slice(0, at), line.slice(at + 1)]] : [];
      }),
    );
    expect(env.MAIL_FROM).toBe("Centre Teranga <reservation@exemple.sn>");
    // Its data folder on this machine; everything else as written.
    const settings = readSettings({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "data-")) });
    expect(settings.config.demoMode).toBe(false);
    expect(settings.mailFrom).toBe("Centre Teranga <reservation@exemple.sn>");
  });

  it("lists every SMS and WhatsApp setting, for the administrator to fill in", () => {
    const example = readFileSync("deploy/env.example", "utf8");
    const names = readFileSync("server/messaging/config.ts", "utf8").match(
      /\b(ORANGE_SMS|WHATSAPP)_[A-Z_]+\b/g,
    );
    const required = [...new Set(names)].filter(
      (name) => !["ORANGE_SMS_BASE_URL", "WHATSAPP_API_URL", "WHATSAPP_LANGUAGE"].includes(name),
    );
    expect(required.length).toBeGreaterThan(15);
    for (const name of required) expect(example, name).toMatch(new RegExp(`^# ${name}=`, "m"));
  });

  it("the app's unit gives the port from its name, and leaves a refused configuration stopped", () => {
    const unit = readFileSync("deploy/systemd/centre-reservation@.service", "utf8");
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/env PORT=%i node --import tsx server\/main\.ts$/m);
    expect(unit).toMatch(new RegExp(`^RestartPreventExitStatus=${REFUSED_TO_START}$`, "m"));
  });
});
