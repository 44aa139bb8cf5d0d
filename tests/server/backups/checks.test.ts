import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { DATABASE_FILE, makeBackup } from "../../../server/backup/backup";
import { describeFile, readManifest, writeManifest } from "../../../server/backup/manifest";
import { restoreBackup } from "../../../server/backup/restore";
import { listBackups } from "../../../server/backup/rotation";
import { type BackupSettings, parseKeep } from "../../../server/backup/settings";
import { emptyDatabase, makeTestApp } from "../harness";
import { envFor, onPostgres, runCommand, settingsFor } from "./support";

const kind = () => (onPostgres() ? "postgres" : "sqlite");

/** A fresh place to restore to: an empty data folder, and on PostgreSQL an empty database. */
async function freshPlace(settings: BackupSettings): Promise<BackupSettings> {
  return {
    ...settings,
    dataDir: mkdtempSync(join(tmpdir(), "restored-")),
    databaseUrl: onPostgres() ? await emptyDatabase() : null,
  };
}

/** A copy of the backup folder, to damage without spoiling the original. */
function copyOf(folder: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), "damaged-")), "sauvegarde");
  cpSync(folder, copy, { recursive: true });
  return copy;
}

/** The manifest told the damaged file is the right one: only the database's own checks are left. */
function vouchFor(folder: string, name: string) {
  const manifest = readManifest(folder);
  manifest.files[name] = describeFile(join(folder, name));
  writeManifest(folder, manifest);
}

describe("the checks of a backup and of a restore", { timeout: 60_000 }, () => {
  it("refuses a truncated backup, a damaged one and one whose database is broken, in French, the place untouched", async () => {
    const t = await makeTestApp({ dbFile: true });
    const settings = settingsFor(t);
    const { folder } = await makeBackup(settings, { at: t.deps.clock.now() });
    const name = DATABASE_FILE[kind()];
    const { bytes } = readManifest(folder).files[name] ?? { bytes: 0 };

    const truncated = copyOf(folder);
    truncateSync(join(truncated, name), Math.floor(bytes / 2));
    const fresh = await freshPlace(settings);
    const run = runCommand("restore", [truncated], envFor(fresh));
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `Sauvegarde abîmée : ${name} fait ${Math.floor(bytes / 2)} octets au lieu de ${bytes} (fichier tronqué ou modifié).\n`,
    );
    expect(readdirSync(fresh.dataDir)).toEqual([]);

    const flipped = copyOf(folder);
    const content = readFileSync(join(flipped, name));
    const middle = Math.floor(bytes / 2);
    content[middle] = (content[middle] ?? 0) ^ 0xff;
    writeFileSync(join(flipped, name), content);
    await expect(restoreBackup(fresh, flipped)).rejects.toThrow(
      `Sauvegarde abîmée : le contenu de ${name} n'est plus celui qui a été sauvegardé (empreinte SHA-256 différente).`,
    );

    // Checksums rewritten to match: SQLite's integrity check, or pg_restore, still refuses it.
    vouchFor(truncated, name);
    await expect(restoreBackup(fresh, truncated)).rejects.toThrow(
      onPostgres()
        ? /^(L'archive PostgreSQL est illisible|pg_restore a échoué)/
        : /^La copie SQLite est (abîmée \(PRAGMA integrity_check\)|illisible) : /,
    );
    expect(readdirSync(fresh.dataDir)).toEqual([]);
    if (fresh.databaseUrl) {
      // pg_restore ran in one transaction: nothing of it is left.
      const client = new pg.Client(fresh.databaseUrl);
      await client.connect();
      const tables = await client.query("select tablename from pg_tables where schemaname = 'public'");
      await client.end();
      expect(tables.rows).toEqual([]);
    }
  });

  it("refuses a copy that does not hold what its manifest counts", async () => {
    const t = await makeTestApp({ dbFile: true });
    const settings = settingsFor(t);
    const { folder } = await makeBackup(settings, { at: t.deps.clock.now() });
    const manifest = readManifest(folder);
    manifest.state.tables.banners = (manifest.state.tables.banners ?? 0) + 1;
    writeManifest(folder, manifest);
    await expect(restoreBackup(await freshPlace(settings), folder)).rejects.toThrow(
      `Sauvegarde incomplète : la table banners a ${manifest.state.tables.banners - 1} ligne(s) dans la copie, ${manifest.state.tables.banners} selon le manifeste.`,
    );
  });

  it("fails a backup of a ledger below zero (exit 1, in French) and keeps no backup of it", async () => {
    const t = await makeTestApp({ dbFile: true });
    const settings = settingsFor(t);
    // The demo member's pack, spent beyond what it held.
    await t.deps.db
      .updateTable("creditRecords")
      .set((eb) => ({ usedCredits: eb("originalCreditNumber", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    const run = runCommand("backup", [], envFor(settings));
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "Registre de crédits incohérent : 1 ligne(s) de crédits dépensent plus qu'elles ne contiennent.\nAucune nouvelle sauvegarde n'a été gardée ; les précédentes sont intactes.\n",
    );
    expect(readdirSync(settings.backupDir)).toEqual([]);
  });

  it("keeps the newest backups asked for, after a good one only", async () => {
    const t = await makeTestApp({ dbFile: true });
    const settings = settingsFor(t);
    const at = t.deps.clock.now().getTime();
    const names: string[] = [];
    for (const hours of [0, 24, 48]) {
      const { folder } = await makeBackup(settings, { at: new Date(at + hours * 3_600_000), keep: 2 });
      names.push(folder.split("/").pop() ?? "");
    }
    expect(listBackups(settings.backupDir)).toEqual(names.slice(1));
    expect(() => parseKeep("0")).toThrow(
      "--keep (ou BACKUP_KEEP) doit être le nombre entier de sauvegardes à garder, 1 au moins.",
    );
    expect(parseKeep(" 14 ")).toBe(14);
  });

  it("refuses to restore over a database in use, or (PostgreSQL) one not empty unless told to replace it", async () => {
    const t = await makeTestApp({ dbFile: true });
    const settings = settingsFor(t);
    const { folder } = await makeBackup(settings, { at: t.deps.clock.now() });
    const fresh = await freshPlace(settings);
    if (fresh.databaseUrl) {
      // An instance still connected to the database.
      const instance = new pg.Client(fresh.databaseUrl);
      await instance.connect();
      await expect(restoreBackup(fresh, folder)).rejects.toThrow(
        "1 autre(s) connexion(s) ouverte(s) sur la base : arrêtez les instances du serveur avant de restaurer (ou ajoutez --force si ce sont d'autres outils).",
      );
      await instance.end();
      await restoreBackup(fresh, folder);
      await expect(restoreBackup(fresh, folder)).rejects.toThrow(
        /^La base de DATABASE_URL n'est pas vide \(\d+ table\(s\)\) : restauration refusée\. /,
      );
      const again = await restoreBackup(fresh, folder, { replace: true });
      expect(again.at(-1)).toBe("Restauration terminée : vous pouvez démarrer le serveur.");
      return;
    }
    await restoreBackup(fresh, folder);
    const file = join(fresh.dataDir, "app.sqlite");
    // A server process: it opens the file and keeps it open while it runs.
    const server = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(${JSON.stringify(file)}); db.pragma("journal_mode = WAL"); db.prepare("select count(*) from users").get(); console.log("prêt"); setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise((resolve) => server.stdout.once("data", resolve));
    try {
      await expect(restoreBackup(fresh, folder)).rejects.toThrow(
        `Le serveur est en marche sur ${file} (un autre processus tient la base ouverte) : arrêtez-le avant de restaurer, puis relancez cette commande.`,
      );
    } finally {
      server.kill();
      await new Promise((resolve) => server.once("exit", resolve));
    }
    const report = await restoreBackup(fresh, folder);
    expect(report.at(-2)).toMatch(/^Ce qui était en place est gardé dans .*avant-restauration-/);
    expect(existsSync(file)).toBe(true);
  });
});
