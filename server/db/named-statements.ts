import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * Statements a connection keeps prepared at most: each holds its plan in the database's memory;
 * past it, new texts run unnamed as before.
 */
const MAX_PER_CONNECTION = 200;

/** Reads and writes of rows: never a schema change, which a prepared plan could outlive. */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** A list of ids of any length (`in ($1, …, $30)`) makes a new text per length: not worth keeping. */
const LONG_LIST = /\bin \(\$\d+(, \$\d+){4,}\)/i;

/** PostgreSQL's « cached plan must not change result type »: a table changed under the plan. */
const STALE_PLAN = "0A000";

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Each connection of `pool` prepares the app's statements once, by name, and runs them again by
 * that name: PostgreSQL then parses and plans a statement once per connection instead of at every
 * request (about a quarter of the CPU a desk's client page costs, on a centre of three years).
 * A plan a schema change made stale (another instance migrating during a rolling upgrade) is
 * prepared again under a new name: at once outside a transaction, on its next run inside one (the
 * transaction has failed by then, and its caller answers as for any failed write).
 */
export function prepareStatements(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as Query;
    const names = new Map<string, string>();
    let generation = 0;
    let inTransaction = false;
    const nameOf = (text: string) => {
      let name = names.get(text);
      if (name === undefined && names.size < MAX_PER_CONNECTION) {
        name = `s${generation}_${createHash("sha1").update(text).digest("hex")}`;
        names.set(text, name);
      }
      return name;
    };
    const named = async (text: string, values: unknown[], name: string): Promise<unknown> => {
      try {
        return await query({ name, text, values });
      } catch (error) {
        if ((error as { code?: string })?.code !== STALE_PLAN) throw error;
        names.delete(text);
        generation += 1;
        if (inTransaction) throw error;
        return query(text, values);
      }
    };
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === "string") {
        if (/^\s*(begin|start transaction)\b/i.test(config)) inTransaction = true;
        // Not `rollback to savepoint`, which stays inside the transaction.
        else if (/^\s*(commit|end|rollback(?!\s+to\b))\b/i.test(config)) inTransaction = false;
      }
      const plain =
        typeof config !== "string" ||
        !Array.isArray(values) ||
        callback !== undefined ||
        !DATA_STATEMENT.test(config) ||
        LONG_LIST.test(config);
      if (plain) return query(config, values, callback);
      const name = nameOf(config);
      return name === undefined ? query(config, values) : named(config, values, name);
    };
  });
}
