import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { BackupError } from "./errors";

export const MANIFEST = "manifest.json";

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** What the database held at the instant of the backup, as `databaseState` reads it. */
export const stateSchema = v.object({
  /** Rows of every table of the database, by its name. */
  tables: v.record(v.string(), count),
  credits: v.object({
    /** Members' credits balances added up, each computed as the app does. */
    total: count,
    /** Members holding credits. */
    members: count,
    /** SHA-256 of every member's balance (`id:balance` lines): one changed balance changes it. */
    digest: v.string(),
  }),
});
export type DatabaseState = v.InferOutput<typeof stateSchema>;

const fileSchema = v.object({ bytes: count, sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });

export const manifestSchema = v.object({
  format: v.literal(1),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  app_version: v.string(),
  database: v.object({
    kind: v.picklist(["sqlite", "postgres"]),
    /** The SQLite file, or the PostgreSQL server and database (never its password). */
    source: v.string(),
    /** The last migration applied: which schema the backup holds. */
    migration: v.nullable(v.string()),
  }),
  /**
   * Where the sessions' signing secret was: in the backup (`file`), in the environment (JWT_SECRET,
   * kept with the configuration), or nowhere yet.
   */
  jwt_secret: v.object({
    from: v.picklist(["file", "environment", "absent"]),
    /** The first characters of its SHA-256: tells a restore whether JWT_SECRET is still the same. */
    fingerprint: v.nullable(v.string()),
  }),
  state: stateSchema,
  /** Every file of the backup but this one, by its path in the backup folder. */
  files: v.record(v.string(), fileSchema),
});
export type Manifest = v.InferOutput<typeof manifestSchema>;

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function describeFile(path: string) {
  const bytes = readFileSync(path);
  return { bytes: bytes.length, sha256: sha256(bytes) };
}

export function writeManifest(folder: string, manifest: Manifest) {
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** The folder's manifest, or why it is not a backup this app can read. */
export function readManifest(folder: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(folder, MANIFEST), "utf8"));
  } catch {
    throw new BackupError(
      `${folder} n'est pas une sauvegarde lisible : son fichier ${MANIFEST} manque ou est abîmé.`,
    );
  }
  const parsed = v.safeParse(manifestSchema, raw);
  if (!parsed.success)
    throw new BackupError(
      `${folder} n'est pas une sauvegarde lisible : son fichier ${MANIFEST} est incomplet ou d'un autre format.`,
    );
  return parsed.output;
}

/**
 * Every file the manifest lists is there, whole and unchanged (a truncated copy, a flipped byte, a
 * file lost on the way to another machine), before anything is read from it.
 */
export function verifyFiles(folder: string, manifest: Manifest) {
  for (const [name, expected] of Object.entries(manifest.files)) {
    let actual: { bytes: number; sha256: string };
    try {
      actual = describeFile(join(folder, name));
    } catch {
      throw new BackupError(`Sauvegarde incomplète : le fichier ${name} manque.`);
    }
    if (actual.bytes !== expected.bytes)
      throw new BackupError(
        `Sauvegarde abîmée : ${name} fait ${actual.bytes} octets au lieu de ${expected.bytes} (fichier tronqué ou modifié).`,
      );
    if (actual.sha256 !== expected.sha256)
      throw new BackupError(
        `Sauvegarde abîmée : le contenu de ${name} n'est plus celui qui a été sauvegardé (empreinte SHA-256 différente).`,
      );
  }
}
