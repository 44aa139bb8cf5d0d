import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import {
  backupFiles,
  copyPrivate,
  copyTree,
  JWT_SECRET_FILE,
  MEDIA,
  readText,
  removeTree,
  secretFingerprint,
} from "./data-files";
import { describeFile, type Manifest, verifyFiles, writeManifest } from "./manifest";
import { backupPostgres, checkDump } from "./postgres-dump";
import { describeUrl } from "./postgres-tools";
import { backupName, pruneBackups } from "./rotation";
import type { BackupSettings } from "./settings";
import { backupSqlite, checkSqliteCopy } from "./sqlite-file";

/** The database's file in a backup folder, by its kind. */
export const DATABASE_FILE = { sqlite: "app.sqlite", postgres: "base.dump" } as const;

function appVersion(): string {
  const file = new URL("../../package.json", import.meta.url);
  const parsed = v.safeParse(v.object({ version: v.string() }), JSON.parse(readFileSync(file, "utf8")));
  return parsed.success ? parsed.output.version : "inconnue";
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * One backup: the database (copied online, the server may run), the data folder's photos and the
 * generated JWT secret, and a manifest of what it holds. Written in a hidden folder, checked, then
 * given its dated name: a backup that failed its check never counts, and is removed. Then the
 * oldest beyond `keep` are removed, only after a good one.
 */
export async function makeBackup(
  settings: BackupSettings,
  options: { keep?: number | null; at?: Date } = {},
): Promise<{ folder: string; lines: string[] }> {
  const at = options.at ?? new Date();
  const { dataDir, databaseUrl, backupDir } = settings;
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const name = backupName(at, (n) => existsSync(join(backupDir, n)));
  const staging = join(backupDir, `.en-cours-${name}`);
  mkdirSync(staging, { mode: 0o700 });
  const lines: string[] = [];
  try {
    const kind = databaseUrl ? "postgres" : "sqlite";
    const file = join(staging, DATABASE_FILE[kind]);
    let source: string;
    let taken: Awaited<ReturnType<typeof backupSqlite>>;
    if (databaseUrl) {
      source = describeUrl(databaseUrl);
      taken = await backupPostgres(databaseUrl, file, at, settings.pgBin);
      lines.push(`Base PostgreSQL sauvegardée : ${source} (pg_dump, format personnalisé).`);
      lines.push(await checkDump(databaseUrl, file, taken.state, at, settings.pgBin));
    } else {
      source = join(dataDir, "app.sqlite");
      taken = await backupSqlite(source, file, at);
      lines.push(`Base SQLite sauvegardée : ${source} (sauvegarde en ligne de SQLite).`);
      await checkSqliteCopy(file, taken.state, at);
      lines.push(
        "Copie vérifiée : intégrité SQLite, clés étrangères, mêmes lignes et mêmes soldes que la base.",
      );
    }
    const { state } = taken;
    lines.push(
      `${Object.keys(state.tables).length} tables, ${total(state.tables)} lignes ; ${state.credits.total} crédits chez ${state.credits.members} membre(s), aucun solde négatif.`,
    );
    const photos = copyTree(join(dataDir, MEDIA), join(staging, MEDIA));
    if (photos > 0) lines.push(`Photos du dossier de données : ${photos} fichier(s).`);
    let jwtSecret: Manifest["jwt_secret"];
    const secretFile = join(dataDir, JWT_SECRET_FILE);
    if (settings.jwtSecret) {
      jwtSecret = { from: "environment", fingerprint: secretFingerprint(settings.jwtSecret, "environment") };
      lines.push(
        "Secret JWT : donné par JWT_SECRET, il n'est pas dans la sauvegarde ; gardez-le avec la configuration du serveur.",
      );
    } else if (existsSync(secretFile)) {
      copyPrivate(secretFile, join(staging, JWT_SECRET_FILE));
      jwtSecret = { from: "file", fingerprint: secretFingerprint(readText(secretFile), "file") };
      lines.push(`Secret JWT : copié (${secretFile}) ; une restauration garde les sessions ouvertes.`);
    } else {
      jwtSecret = { from: "absent", fingerprint: null };
      lines.push("Secret JWT : ni JWT_SECRET, ni fichier jwt-secret dans le dossier de données.");
    }
    const manifest: Manifest = {
      format: 1,
      created_at: at.toISOString(),
      app_version: appVersion(),
      database: { kind, source, migration: taken.migration },
      jwt_secret: jwtSecret,
      state,
      files: Object.fromEntries(backupFiles(staging).map((f) => [f, describeFile(join(staging, f))])),
    };
    writeManifest(staging, manifest);
    verifyFiles(staging, manifest);
    renameSync(staging, join(backupDir, name));
  } catch (error) {
    removeTree(staging);
    throw error;
  }
  const folder = join(backupDir, name);
  lines.push(`Sauvegarde terminée : ${folder}`);
  if (options.keep) {
    const removed = pruneBackups(backupDir, options.keep);
    if (removed.length > 0)
      lines.push(
        `Sauvegardes les plus anciennes supprimées (${options.keep} gardées) : ${removed.join(", ")}.`,
      );
  }
  return { folder, lines };
}
