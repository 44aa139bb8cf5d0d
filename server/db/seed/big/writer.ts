import { sql } from "kysely";
import { immediate } from "../../../deps";
import type { Database } from "../../open";
import type { NewRow, Tables } from "../../tables";

/** Rows per transaction: big enough to be fast, small enough to leave the writers' lock often. */
const PER_TRANSACTION = 5_000;
/** Bound values per statement, under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const VALUES_PER_STATEMENT = 30_000;

export type Target = Pick<Database, "db" | "dialect"> & { database: Database };

/**
 * Inserts rows in multi-row statements, a transaction per few thousand rows. Every row of a table
 * carries the same columns (nulls written out): SQLite takes no `DEFAULT` inside a multi-row VALUES.
 */
export async function insertRows<T extends keyof Tables>(
  target: Target,
  table: T,
  rows: NewRow<T>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(VALUES_PER_STATEMENT / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += PER_TRANSACTION) {
    const chunk = rows.slice(i, i + PER_TRANSACTION);
    await immediate({ db: target.db, database: target.database }, async ({ db }) => {
      for (let j = 0; j < chunk.length; j += perStatement) {
        // The table's name narrows the row type Kysely expects; these rows are that table's.
        await db
          .insertInto(table)
          .values(chunk.slice(j, j + perStatement) as never)
          .execute();
      }
    });
  }
}

/** The next id of a table: the generator writes its ids itself, so rows can refer to each other. */
export async function nextId(target: Target, table: keyof Tables): Promise<number> {
  const row = await target.db
    .selectFrom(table)
    .select((eb) => eb.fn.max(sql.ref<number>("id")).as("top"))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** PostgreSQL's sequences, moved past the ids written here, so the app's next row gets a free id. */
export async function resetSequences(target: Target, tables: (keyof Tables)[]): Promise<void> {
  if (target.dialect !== "postgres") return;
  const raw = target.db.withoutPlugins();
  for (const table of tables) {
    const name = table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.table(name)}), 0) + 1, false)`.execute(
      raw,
    );
  }
}
