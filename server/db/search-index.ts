import { type Kysely, sql } from "kysely";
import { createTrigramIndexes, TRIGRAM_INDEXES } from "./migrations/0023_client_search_index";
import type { Database } from "./open";

/** What the owner of a PostgreSQL database without `pg_trgm` is told to run, at each start. */
export const missingTrigramsMessage = (database: string) =>
  `Recherche de clients sans index : l'extension PostgreSQL pg_trgm n'est pas installée dans la base « ${database} » et l'utilisateur du serveur n'a pas pu l'installer. La recherche lit donc chaque compte (plus lente à partir de quelques milliers de clients). Au propriétaire de la base d'exécuter : psql -d ${database} -c "CREATE EXTENSION IF NOT EXISTS pg_trgm;", puis de redémarrer le serveur, qui crée alors ses index.`;

/**
 * The client search's indexes on PostgreSQL, checked once per start: the extension installed now
 * if the server's role may (the right granted since the migration), the indexes made if missing,
 * else the line to log. Null when all is well (always on SQLite, whose index comes with it). Never
 * stops a start: the search works without them, only slower.
 */
export async function trigramIndexNotice(database: Database): Promise<string | null> {
  if (database.dialect !== "postgres") return null;
  const db = database.db.withoutPlugins() as unknown as Kysely<unknown>;
  const present = await sql<{ name: string }>`select indexname as name from pg_indexes
    where schemaname = current_schema() and tablename = 'users'`.execute(db);
  const names = new Set(present.rows.map((r) => r.name));
  if (TRIGRAM_INDEXES.every((name) => names.has(name))) return null;
  await sql`create extension if not exists pg_trgm`.execute(db).catch(() => undefined);
  try {
    if (await createTrigramIndexes(db)) return null;
  } catch (error) {
    // Another instance making them at the same moment, a role that does not own the table…
    return `Recherche de clients sans index : leur création a échoué (${error instanceof Error ? error.message : String(error)}). La recherche lit donc chaque compte ; le prochain démarrage réessaiera.`;
  }
  const current = await sql<{ name: string }>`select current_database() as name`.execute(db);
  return missingTrigramsMessage(current.rows[0]?.name ?? "");
}
