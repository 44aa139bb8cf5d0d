import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DATABASE_FILE } from "./backup";
import { copyPrivate, copyTree, JWT_SECRET_FILE, MEDIA, moveAside, secretFingerprint } from "./data-files";
import { BackupError } from "./errors";
import { type Manifest, readManifest, verifyFiles } from "./manifest";
import { checkDumpList, checkRestoreTarget, restoreDump } from "./postgres-dump";
import { describeUrl } from "./postgres-tools";
import { backupName } from "./rotation";
import type { BackupSettings } from "./settings";
import { checkSqliteCopy, sqliteInUse } from "./sqlite-file";

const kinds = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

function summary(manifest: Manifest) {
  const { tables, credits } = manifest.state;
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  return `${Object.keys(tables).length} tables et ${rows} lignes, ${credits.total} crédits chez ${credits.members} membre(s), comme le manifeste`;
}

/** What a restore says of the sessions' secret, when it is not in the backup. */
function secretAdvice(manifest: Manifest, jwtSecret: string | null): string | null {
  const { from, fingerprint } = manifest.jwt_secret;
  if (from !== "environment") return null;
  if (!jwtSecret)
    return `La sauvegarde a été faite avec JWT_SECRET : donnez au serveur la même valeur (empreinte ${fingerprint}), sinon chacun devra se reconnecter.`;
  if (secretFingerprint(jwtSecret, "environment") === fingerprint)
    return "JWT_SECRET est celui de la sauvegarde : les sessions ouvertes avant elle restent valides.";
  return `JWT_SECRET n'est plus celui de la sauvegarde (empreinte ${fingerprint}) : chacun devra se reconnecter, sauf à remettre l'ancien.`;
}

/**
 * Puts a backup back: checks its files, then the database (refused while the server runs on the
 * SQLite file; on PostgreSQL into DATABASE_URL's database, empty unless `replace`), then the photos
 * and the JWT secret. What was in place is moved aside in the data folder, never deleted. The
 * restored database is checked against the manifest as the backup was.
 */
export async function restoreBackup(
  settings: BackupSettings,
  folder: string,
  options: { replace?: boolean; force?: boolean; at?: Date } = {},
): Promise<string[]> {
  const manifest = readManifest(folder);
  verifyFiles(folder, manifest);
  const { dataDir, databaseUrl } = settings;
  const kind = databaseUrl ? "postgres" : "sqlite";
  const made = manifest.database.kind;
  if (made !== kind)
    throw new BackupError(
      `Cette sauvegarde est celle d'une base ${kinds[made]}, et la configuration désigne ${kinds[kind]} (${databaseUrl ? "DATABASE_URL est donnée" : "DATABASE_URL n'est pas donnée"}) : restaurez-la avec la configuration de sa base${made === "sqlite" ? ", puis passez à PostgreSQL avec npm run db:copy" : ""}.`,
    );
  const lines = [
    `Sauvegarde du ${manifest.created_at} (version ${manifest.app_version}, ${manifest.database.source}) : fichiers complets et intacts.`,
  ];
  const at = new Date(manifest.created_at);
  const file = join(folder, DATABASE_FILE[kind]);
  const stamp = backupName(options.at ?? new Date(), (n) =>
    existsSync(join(dataDir, `avant-restauration-${n}`)),
  );
  let asideDir: string | null = null;
  const aside = () => {
    asideDir ??= join(dataDir, `avant-restauration-${stamp}`);
    mkdirSync(asideDir, { recursive: true, mode: 0o700 });
    return asideDir;
  };

  if (databaseUrl) {
    await checkDumpList(file, manifest.state, settings.pgBin);
    await checkRestoreTarget(databaseUrl, manifest.state, options);
    await restoreDump(databaseUrl, file, manifest.state, at, {
      pgBin: settings.pgBin,
      replace: options.replace,
    });
    lines.push(
      `Base PostgreSQL restaurée dans ${describeUrl(databaseUrl)} et vérifiée : ${summary(manifest)}.`,
    );
  } else {
    const target = join(dataDir, "app.sqlite");
    if (sqliteInUse(target))
      throw new BackupError(
        `Le serveur est en marche sur ${target} (un autre processus tient la base ouverte) : arrêtez-le avant de restaurer, puis relancez cette commande.`,
      );
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Checked beside its final place first: a copy refused leaves the data folder as it was.
    const staging = join(dataDir, `.restauration-${stamp}.sqlite`);
    copyPrivate(file, staging);
    try {
      await checkSqliteCopy(staging, manifest.state, at);
    } catch (error) {
      rmSync(staging, { force: true });
      throw error;
    }
    for (const suffix of ["", "-wal", "-shm"]) moveAside(`${target}${suffix}`, aside);
    renameSync(staging, target);
    await checkSqliteCopy(target, manifest.state, at);
    lines.push(
      `Base SQLite restaurée dans ${target} et vérifiée : intégrité, clés étrangères, ${summary(manifest)}.`,
    );
  }

  const photos = Object.keys(manifest.files).filter((f) => f.startsWith(`${MEDIA}/`)).length;
  if (photos > 0) {
    moveAside(join(dataDir, MEDIA), aside);
    copyTree(join(folder, MEDIA), join(dataDir, MEDIA));
    lines.push(`Photos du dossier de données restaurées : ${photos} fichier(s).`);
  }
  if (manifest.jwt_secret.from === "file") {
    moveAside(join(dataDir, JWT_SECRET_FILE), aside);
    copyPrivate(join(folder, JWT_SECRET_FILE), join(dataDir, JWT_SECRET_FILE));
    lines.push("Secret JWT restauré : les sessions ouvertes avant la sauvegarde restent valides.");
  }
  const advice = secretAdvice(manifest, settings.jwtSecret);
  if (advice) lines.push(advice);
  if (asideDir)
    lines.push(
      `Ce qui était en place est gardé dans ${asideDir} : supprimez ce dossier une fois la restauration confirmée.`,
    );
  lines.push("Restauration terminée : vous pouvez démarrer le serveur.");
  return lines;
}
