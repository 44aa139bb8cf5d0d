import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { makeBackup } from "../../../server/backup/backup";
import { restoreBackup } from "../../../server/backup/restore";
import { settingsFor } from "../backups/support";
import { emptyDatabase, makeTestApp } from "../harness";

const ROLE = "sauvegarde_sans_createdb";

describe("a PostgreSQL backup by a user who may not create databases", { timeout: 60_000 }, () => {
  it("is checked by its archive's list only, says so, and still restores", async () => {
    const t = await makeTestApp({ dbFile: true });
    // A role that reads everything but may create no database (the trial restore needs one).
    const admin = new pg.Client({ connectionString: `${inject("postgresUrl")}/postgres` });
    await admin.connect();
    const exists = await admin.query("select 1 from pg_roles where rolname = $1", [ROLE]);
    if (exists.rowCount === 0)
      await admin.query(`create role ${ROLE} login nocreatedb in role pg_read_all_data`);
    await admin.end();
    const settings = { ...settingsFor(t), databaseUrl: t.file.replace("://postgres@", `://${ROLE}@`) };

    const { folder, lines } = await makeBackup(settings, { at: t.deps.clock.now() });
    expect(lines[1]).toBe(
      "Vérification partielle : l'archive est lisible et contient chaque table (pg_restore --list) ; pour la restaurer à l'essai à chaque sauvegarde, donnez à l'utilisateur de la base le droit d'en créer (ALTER ROLE … CREATEDB).",
    );
    const report = await restoreBackup({ ...settings, databaseUrl: await emptyDatabase() }, folder);
    expect(report.at(-1)).toBe("Restauration terminée : vous pouvez démarrer le serveur.");
  });

  it("says in French which package to install when pg_dump is missing, and keeps no backup", async () => {
    const t = await makeTestApp({ dbFile: true });
    const pgBin = mkdtempSync(join(tmpdir(), "sans-postgresql-"));
    const settings = { ...settingsFor(t), pgBin };
    await expect(makeBackup(settings, { at: t.deps.clock.now() })).rejects.toThrow(
      `pg_dump introuvable : installez le paquet Debian « postgresql-client » (apt-get install postgresql-client), ou donnez dans PG_BIN le dossier de ses programmes. (PG_BIN=${pgBin} ne le contient pas)`,
    );
    expect(readdirSync(settings.backupDir)).toEqual([]);
  });
});
