import { join, resolve } from "node:path";
import * as v from "valibot";
import { isPostgres } from "../db/open";
import { BackupError } from "./errors";

/** What a backup or a restore reads from the environment, as the server does (see README). */
export type BackupSettings = {
  /** DATA_DIR: the SQLite file, the photos kept as files, the generated JWT secret. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL; unset, `app.sqlite` of the data folder. */
  databaseUrl: string | null;
  /** BACKUP_DIR: where backups go, by default `backups` beside the data folder (inside it is fine too: only `media/` and the secret are copied from there). */
  backupDir: string;
  /** JWT_SECRET, when the secret comes from the environment rather than the data folder. */
  jwtSecret: string | null;
  /** PG_BIN: the folder of pg_dump and pg_restore, when not Debian's. */
  pgBin: string | null;
};

export function backupSettings(env: NodeJS.ProcessEnv): BackupSettings {
  const dataDir = resolve(env.DATA_DIR ?? "data");
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !isPostgres(databaseUrl))
    throw new BackupError(
      "DATABASE_URL doit être une adresse PostgreSQL (postgres://utilisateur:mot-de-passe@hôte:5432/base) ; sans elle, la base est le fichier SQLite de DATA_DIR.",
    );
  return {
    dataDir,
    databaseUrl,
    backupDir: resolve(env.BACKUP_DIR?.trim() || join(dataDir, "..", "backups")),
    jwtSecret: env.JWT_SECRET || null,
    pgBin: env.PG_BIN?.trim() || null,
  };
}

const keepSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+$/),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(10_000),
);

/** `--keep N` or BACKUP_KEEP: how many backups to keep, the newest; unset, all are kept. */
export function parseKeep(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === "") return null;
  const parsed = v.safeParse(keepSchema, raw);
  if (!parsed.success)
    throw new BackupError(
      "--keep (ou BACKUP_KEEP) doit être le nombre entier de sauvegardes à garder, 1 au moins.",
    );
  return parsed.output;
}
