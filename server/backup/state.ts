import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db/migrations/index";
import type { Db } from "../db/tables";
import { balance } from "../domain/ledger";
import { BackupError } from "./errors";
import type { DatabaseState } from "./manifest";

type Raw = Kysely<Record<string, Record<string, unknown>>>;
const raw = (db: Db) => db.withoutPlugins() as unknown as Raw;

/** Every table of the database, migrations' own included: a table added later is counted too. */
export async function tableNames(db: Db, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === "postgres"
      ? await sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db)
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

/** The last migration the database went through (its schema), if it has any. */
export async function lastMigration(db: Db, state: DatabaseState): Promise<string | null> {
  if (!("kysely_migration" in state.tables)) return null;
  const row = await raw(db)
    .selectFrom("kysely_migration")
    .select("name")
    .orderBy("name", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? String(row.name) : null;
}

/**
 * Rows of every table and every member's credits balance at `at`, computed by the ledger's own
 * `balance` (what the member and the desk see). Refuses a ledger that breaks its rule: no balance
 * below zero, and no line spending more credits than it holds (the app's balance skips such a
 * line, so a negative balance would hide there).
 */
export async function databaseState(db: Db, dialect: Dialect, at: Date): Promise<DatabaseState> {
  const tables: Record<string, number> = {};
  for (const table of await tableNames(db, dialect)) {
    const row = await raw(db)
      .selectFrom(table)
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    tables[table] = Number(row.n);
  }
  const overspent = await db
    .selectFrom("creditRecords")
    .select(sql<number>`count(*)`.as("n"))
    .where((eb) => eb.or([eb("usedCredits", ">", eb.ref("originalCreditNumber")), eb("usedCredits", "<", 0)]))
    .executeTakeFirstOrThrow();
  if (Number(overspent.n) > 0)
    throw new BackupError(
      `Registre de crédits incohérent : ${Number(overspent.n)} ligne(s) de crédits dépensent plus qu'elles ne contiennent.`,
    );
  const members = await db.selectFrom("users").select("id").orderBy("id").execute();
  const digest = createHash("sha256");
  let total = 0;
  let holders = 0;
  for (const { id } of members) {
    const credits = await balance(db, id, at);
    if (credits < 0)
      throw new BackupError(
        `Registre de crédits incohérent : le membre ${id} aurait un solde négatif (${credits} crédits).`,
      );
    if (credits > 0) {
      digest.update(`${id}:${credits}\n`);
      total += credits;
      holders += 1;
    }
  }
  return { tables, credits: { total, members: holders, digest: digest.digest("hex") } };
}

/** The copy holds what the manifest says the database held, table by table and credit by credit. */
export function compareState(copy: DatabaseState, expected: DatabaseState) {
  for (const [table, rows] of Object.entries(expected.tables)) {
    const found = copy.tables[table];
    if (found === undefined)
      throw new BackupError(`Sauvegarde incomplète : la table ${table} manque dans la copie.`);
    if (found !== rows)
      throw new BackupError(
        `Sauvegarde incomplète : la table ${table} a ${found} ligne(s) dans la copie, ${rows} selon le manifeste.`,
      );
  }
  for (const table of Object.keys(copy.tables))
    if (!(table in expected.tables))
      throw new BackupError(`La copie contient une table que le manifeste ne connaît pas : ${table}.`);
  const [a, b] = [copy.credits, expected.credits];
  if (a.total !== b.total || a.members !== b.members)
    throw new BackupError(
      `Soldes de crédits différents du manifeste : ${a.total} crédits chez ${a.members} membre(s) dans la copie, ${b.total} chez ${b.members} selon le manifeste.`,
    );
  if (a.digest !== b.digest)
    throw new BackupError(
      "Soldes de crédits différents du manifeste : le total est le même, mais pas le solde de chaque membre.",
    );
}
