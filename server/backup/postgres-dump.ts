import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { openPostgres } from "../db/open";
import { BackupError } from "./errors";
import type { DatabaseState } from "./manifest";
import { pgProgram, runPg } from "./postgres-tools";
import { compareState, databaseState, lastMigration, tableNames } from "./state";

/** How a dump is restored: objects owned by whoever restores, no grants of the source's roles, all or nothing. */
const RESTORE = ["--no-owner", "--no-privileges", "--single-transaction"];

/**
 * Dumps the database with pg_dump (custom format) from the very snapshot in which its rows and
 * balances are counted: a transaction exports its snapshot and stays open until pg_dump is done,
 * so writes going on meanwhile are in neither.
 */
export async function backupPostgres(url: string, destination: string, at: Date, pgBin: string | null) {
  const pgDump = pgProgram("pg_dump", pgBin);
  const database = openPostgres(url, { poolSize: 1 });
  try {
    return await database.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (tx) => {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(tx);
        const state = await databaseState(tx, "postgres", at);
        const migration = await lastMigration(tx, state);
        await runPg(pgDump, ["--format=custom", `--snapshot=${rows[0]?.id}`, `--file=${destination}`], url);
        return { state, migration };
      });
  } finally {
    await database.close();
  }
}

/** The archive is readable and holds the data of every table the manifest counts (pg_restore --list). */
export async function checkDumpList(file: string, expected: DatabaseState, pgBin: string | null) {
  const list = await runPg(pgProgram("pg_restore", pgBin), ["--list", file]).catch((error: Error) => {
    throw new BackupError(`L'archive PostgreSQL est illisible : ${error.message}`);
  });
  for (const table of Object.keys(expected.tables))
    if (!new RegExp(`TABLE DATA \\S+ ${table} `).test(list))
      throw new BackupError(
        `Sauvegarde incomplète : l'archive PostgreSQL ne contient pas la table ${table}.`,
      );
}

/** Restores the dump into `url`'s database, then checks it against the manifest. */
export async function restoreDump(
  url: string,
  file: string,
  expected: DatabaseState,
  at: Date,
  options: { pgBin: string | null; replace?: boolean },
) {
  await runPg(
    pgProgram("pg_restore", options.pgBin),
    [...RESTORE, ...(options.replace ? ["--clean", "--if-exists"] : []), file],
    url,
  );
  const database = openPostgres(url, { poolSize: 1 });
  try {
    compareState(await databaseState(database.db, "postgres", at), expected);
  } finally {
    await database.close();
  }
}

/**
 * Checks a dump as well as can be: its list of contents always, then a trial restore into a
 * database of its own, made on the same server and dropped after, when the user may create one
 * (CREATEDB). That is the only proof the archive restores; without the right, say so.
 */
export async function checkDump(
  url: string,
  file: string,
  expected: DatabaseState,
  at: Date,
  pgBin: string | null,
): Promise<string> {
  await checkDumpList(file, expected, pgBin);
  const name =
    `${new URL(url).pathname.slice(1) || "base"}_verification_${randomBytes(4).toString("hex")}`.slice(-63);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    try {
      await admin.query(`create database "${name}"`);
    } catch (error) {
      if ((error as { code?: string }).code !== "42501") throw error;
      return "Vérification partielle : l'archive est lisible et contient chaque table (pg_restore --list) ; pour la restaurer à l'essai à chaque sauvegarde, donnez à l'utilisateur de la base le droit d'en créer (ALTER ROLE … CREATEDB).";
    }
    try {
      const scratch = new URL(url);
      scratch.pathname = `/${name}`;
      await restoreDump(scratch.toString(), file, expected, at, { pgBin });
    } finally {
      await admin.query(`drop database if exists "${name}"`);
    }
    return "Copie vérifiée : restaurée à l'essai dans une base temporaire (supprimée ensuite), mêmes lignes et mêmes soldes que la base.";
  } finally {
    await admin.end();
  }
}

/**
 * Refuses a restore that would mix or lose data: the database must be empty, or with `replace`
 * hold no table the backup does not have (pg_restore --clean replaces the backup's own objects,
 * and would leave a later table behind). Other connections mean instances still running on it.
 */
export async function checkRestoreTarget(
  url: string,
  expected: DatabaseState,
  options: { replace?: boolean; force?: boolean },
) {
  const database = openPostgres(url, { poolSize: 1 });
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db);
    const others = Number(rows[0]?.n ?? 0);
    if (others > 0 && !options.force)
      throw new BackupError(
        `${others} autre(s) connexion(s) ouverte(s) sur la base : arrêtez les instances du serveur avant de restaurer (ou ajoutez --force si ce sont d'autres outils).`,
      );
    const tables = await tableNames(database.db, "postgres");
    if (tables.length > 0 && !options.replace)
      throw new BackupError(
        `La base de DATABASE_URL n'est pas vide (${tables.length} table(s)) : restauration refusée. Restaurez dans une base neuve, ou ajoutez --replace pour remplacer son contenu par la sauvegarde.`,
      );
    const later = tables.filter((t) => !(t in expected.tables));
    if (later.length > 0)
      throw new BackupError(
        `La base contient des tables que la sauvegarde n'a pas (${later.join(", ")}) : videz-la d'abord (DROP SCHEMA public CASCADE; CREATE SCHEMA public;), puis restaurez.`,
      );
  } finally {
    await database.close();
  }
}
