import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = new URL("../../../deploy/systemd/", import.meta.url).pathname;
const unit = (name: string) => readFileSync(join(folder, name), "utf8");

describe("the nightly backup's systemd units (deploy/systemd)", () => {
  it("run npm run db:backup's script once, in the server's folder, nightly and when a night was missed", () => {
    const service = unit("centre-reservation-backup.service");
    const timer = unit("centre-reservation-backup.timer");
    const script = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"))
      .scripts["db:backup"] as string;
    expect(service).toMatch(/^Type=oneshot$/m);
    expect(service).toContain(`\nExecStart=/usr/bin/env ${script}\n`);
    expect(service).toMatch(/^UMask=0077$/m);
    expect(timer).toMatch(/^OnCalendar=\*-\*-\* \d\d:\d\d:00$/m);
    expect(timer).toMatch(/^Persistent=true$/m);
    expect(timer).toMatch(/^WantedBy=timers\.target$/m);
  });

  it("run as the server does: same user, folder and environment, and may write the backups' folder", () => {
    const service = unit("centre-reservation-backup.service");
    const server = unit("centre-reservation@.service");
    for (const key of ["User", "Group", "WorkingDirectory", "EnvironmentFile", "ReadWritePaths"]) {
      const line = new RegExp(`^${key}=.+$`, "m");
      expect(service.match(line)?.[0], key).toBe(server.match(line)?.[0]);
    }
    const example = readFileSync(new URL("../../../deploy/env.example", import.meta.url), "utf8");
    const writable = server.match(/^ReadWritePaths=(.+)$/m)?.[1] ?? "";
    expect(example.match(/^BACKUP_DIR=(.+)$/m)?.[1]?.startsWith(`${writable}/`)).toBe(true);
  });
});
