import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { makeBackup } from "../../../server/backup/backup";
import { restoreBackup } from "../../../server/backup/restore";
import { readSettings } from "../../../server/config";
import { openDatabase } from "../../../server/db/open";
import { emptyDatabase, makeTestApp, quickMembers } from "../harness";
import { onPostgres, settingsFor, startWriters } from "./support";

// Worker threads take a few seconds to start and load the server code.
describe("a backup taken while several servers write (npm run db:backup, then db:restore)", {
  timeout: 60_000,
}, () => {
  it("restores every write acknowledged before it began, checked, and the sessions signed before", async () => {
    const t = await makeTestApp({ dbFile: true });
    const settings = settingsFor(t);
    const { access } = await t.loginDemo();
    const [staff, ...members] = await quickMembers(t, 5);
    if (!staff) throw new Error("setup");
    await t.deps.db.updateTable("users").set({ staffRole: "admin" }).where("id", "=", staff.id).execute();

    const writers = startWriters(
      t,
      staff.id,
      members.map((m) => m.id),
      3,
    );
    await writers.until(20);
    const before = [...writers.acknowledged];
    const { folder, lines } = await makeBackup(settings, { at: t.deps.clock.now() });
    // Writes go on after the backup; none of them may have broken it.
    await writers.until(before.length + 20);
    await writers.stop();
    expect(lines.at(-1)).toBe(`Sauvegarde terminée : ${folder}`);

    // A fresh place: another data folder, and on PostgreSQL another (empty) database.
    const fresh = {
      ...settings,
      dataDir: mkdtempSync(join(tmpdir(), "restored-")),
      databaseUrl: onPostgres() ? await emptyDatabase() : null,
    };
    const report = await restoreBackup(fresh, folder);
    expect(report.at(-1)).toBe("Restauration terminée : vous pouvez démarrer le serveur.");
    const restored = await openDatabase(fresh.databaseUrl ?? join(fresh.dataDir, "app.sqlite"));
    try {
      if (restored.sqlite) expect(restored.sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      const records = await restored.db.selectFrom("creditRecords").select(["id", "userId"]).execute();
      const kept = new Map(records.map((r) => [r.id, r.userId]));
      for (const write of before) expect(kept.get(write.recordId), JSON.stringify(write)).toBe(write.userId);

      // The server reads its secret from the restored folder (or JWT_SECRET): a session opened
      // before the backup is still accepted.
      const server = readSettings({
        DATA_DIR: fresh.dataDir,
        ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl, JWT_SECRET: fresh.jwtSecret ?? "" } : {}),
      });
      const app = createApp({
        ...t.deps,
        db: restored.db,
        database: restored,
        config: { ...t.deps.config, jwtSecret: server.config.jwtSecret },
      });
      const profile = await app.request("/api/accounts/profile/", {
        headers: { Authorization: `Bearer ${access}` },
      });
      expect(profile.status).toBe(200);
    } finally {
      await restored.close();
    }
  });
});
