import { type Kysely, sql } from "kysely";
import { StartupError } from "../config-error";
import type { Migration } from "./migrations/index";

/** The `server_meta` key naming the oldest migration a server must know to run on this schema. */
const READABLE_FROM = "readable_from";

type AnyDb = Kysely<unknown>;

/** What the database has applied (nothing on a new one). */
async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === "kysely_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Whether this server may run on the schema as it is, and whether it must migrate it. A newer
 * release may have applied migrations this one does not know: it runs on them as long as none of
 * them broke older code (their `readable_from` is a migration this release knows), without touching
 * the schema; otherwise it refuses in French, naming what to do, instead of Kysely's raw refusal.
 */
export async function checkSchemaCompat(
  db: AnyDb,
  own: Record<string, Migration>,
): Promise<"migrate" | "newer"> {
  const known = Object.keys(own);
  const applied = await appliedMigrations(db);
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length === 0) return "migrate";
  const missing = known.filter((name) => !applied.includes(name));
  const { rows } = await sql<{ value: string }>`select value from server_meta where key = ${READABLE_FROM}`
    .execute(db)
    .catch(() => ({ rows: [] as { value: string }[] }));
  const readableFrom = rows[0]?.value;
  if (missing.length === 0 && readableFrom && known.includes(readableFrom)) return "newer";
  throw new StartupError(
    `La base de données a été mise à jour par une version plus récente de l'application (migration « ${unknown.sort().at(-1)} ») que cette version ne sait pas utiliser. Démarrez la version la plus récente ; pour revenir en arrière, restaurez la sauvegarde faite avant la mise à jour (npm run db:restore).`,
  );
}

/**
 * After migrating: records the oldest migration a server must know to run here (the last one that
 * broke older code, else the first), read by older releases during a rolling upgrade or a rollback.
 */
export async function recordSchemaCompat(db: AnyDb, own: Record<string, Migration>): Promise<void> {
  const names = Object.keys(own);
  const readableFrom = names.filter((name) => own[name]?.breaksOlder).at(-1) ?? names[0] ?? "";
  await sql`insert into server_meta (key, value) values (${READABLE_FROM}, ${readableFrom})
    on conflict (key) do update set value = excluded.value`.execute(db);
}
