import { type Kysely, Migrator } from "kysely";
import { onTestFinished } from "vitest";
import { migrations } from "../../../server/db/migrations/index";
import { openDatabase } from "../../../server/db/open";
import { emptyDatabase } from "../harness";

/** A database of the run's kind migrated up to, and without, the migration numbered `number`. */
export async function databaseBefore(number: string) {
  const database = await openDatabase(await emptyDatabase(), { migrate: false, poolSize: 2 });
  onTestFinished(() => database.close());
  const earlier = Object.entries(migrations).filter(([name]) => name < number);
  const migrator = new Migrator({
    db: database.db.withoutPlugins() as unknown as Kysely<unknown>,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(earlier.map(([name, m]) => [name, { up: (db) => m.up(db, database.dialect) }])),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  return database;
}

/** Runs the migrations not yet applied up to, and with, the one numbered `number`: no later one. */
export async function migrateThrough(database: Awaited<ReturnType<typeof databaseBefore>>, number: string) {
  const through = Object.entries(migrations).filter(([name]) => name.slice(0, number.length) <= number);
  const migrator = new Migrator({
    db: database.db.withoutPlugins() as unknown as Kysely<unknown>,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(through.map(([name, m]) => [name, { up: (db) => m.up(db, database.dialect) }])),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
