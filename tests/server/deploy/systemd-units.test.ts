import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = "deploy/systemd";

describe("the systemd units shipped for an administrator", () => {
  it("every one passes systemd-analyze verify, without a warning", () => {
    const units = readdirSync(folder).filter((name) => /\.(service|timer)$/.test(name));
    expect(units).toContain("centre-reservation@.service");
    // A template is checked as one of its instances would be.
    const dir = mkdtempSync(join(tmpdir(), "units-"));
    const paths = units.map((name) => {
      const path = join(dir, name.replace("@.", "@4173."));
      copyFileSync(join(folder, name), path);
      return path;
    });
    const run = spawnSync("systemd-analyze", ["verify", ...paths], { encoding: "utf8" });
    expect(run.error, "systemd-analyze introuvable : apt-get install -y systemd").toBeUndefined();
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
