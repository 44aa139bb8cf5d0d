import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = new URL("../../deploy/systemd/", import.meta.url).pathname;
const unit = (name: string) => readFileSync(join(folder, name), "utf8");

describe("the nightly backup's systemd units (deploy/systemd)", () => {
  it("pass systemd-analyze verify without a warning", () => {
    const files = readdirSync(folder)
      .filter((f) => /^centre-reservation-backup\.(service|timer)$/.test(f))
      .map((f) => join(folder, f));
    expect(files).toHaveLength(2);
    const run = spawnSync("systemd-analyze", ["verify", ...files], { encoding: "utf8" });
    if (run.error) throw new Error("systemd-analyze introuvable : installez le paquet Debian « systemd ».");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("run npm run db:backup's script once, in the server's folder, nightly and when a night was missed", () => {
    const service = unit("centre-reservation-backup.service");
    const timer = unit("centre-reservation-backup.timer");
    const script = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).scripts[
      "db:backup"
    ] as string;
    expect(service).toMatch(/^Type=oneshot$/m);
    expect(service).toContain(`\nExecStart=/usr/bin/env ${script}\n`);
    expect(service).toMatch(/^UMask=0077$/m);
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* \d\d:\d\d:00$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
    expect(timer).toMatch(/^WantedBy=timers\.target$/m);
  });
});
