import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from "kysely";
import { refuseEscape } from "./scope";

/** The yes/no columns (snake_case, as the database names them); see `tables.ts`. */
const booleanColumns = new Set([
  "is_verified",
  "phone_verified",
  "email_verified",
  "is_staff",
  "can_have_private_option",
  "is_active",
  "display_basic_service",
  "display_custom_service",
  "private_option",
  "allows_private",
  "withdrawn",
  "display_on_booking",
  "display_on_pack",
  "gift",
]);

/** An instant's column or alias: `created_at`, `hold_until`, `at`. */
const isInstant = (column: string) => column === "at" || column.endsWith("_at") || column.endsWith("_until");

/** What the database is sent: an instant as its milliseconds, yes/no as 1/0, on both databases. */
function toDatabase(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/** What each column name holds, worked out once: rows of hundreds repeat the same names. */
const kinds = new Map<string, "boolean" | "instant" | "other">();
const kindOf = (column: string) => {
  let kind = kinds.get(column);
  if (kind === undefined) {
    kind = booleanColumns.has(column) ? "boolean" : isInstant(column) ? "instant" : "other";
    // Names come from the code's queries, a bounded set; a runaway set is not cached.
    if (kinds.size < 5000) kinds.set(column, kind);
  }
  return kind;
};

function fromDatabase(row: Record<string, unknown>): Record<string, unknown> {
  for (const column in row) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    const kind = kindOf(column);
    if (kind === "boolean") row[column] = Boolean(Number(value));
    else if (kind === "instant") row[column] = new Date(Number(value));
  }
  return row;
}

function convertQuery(query: CompiledQuery): CompiledQuery {
  return { ...query, parameters: query.parameters.map(toDatabase) };
}

function convertResult<R>(result: QueryResult<R>): QueryResult<R> {
  for (const row of result.rows) fromDatabase(row as Record<string, unknown>);
  return result;
}

class ValuesConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return convertResult(await this.inner.executeQuery<R>(convertQuery(query)));
  }
  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    for await (const part of this.inner.streamQuery<R>(convertQuery(query), chunkSize))
      yield convertResult(part);
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof ValuesConnection ? connection.inner : connection;

class ValuesDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly owner: object,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    refuseEscape(this.owner);
    return new ValuesConnection(await this.inner.acquireConnection());
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(innerOf(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(innerOf(connection));
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(innerOf(connection));
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/**
 * The same values on both databases: `Date` and `boolean` go in as numbers and come back as what
 * they were, by column name, so one query code serves SQLite and PostgreSQL. `owner` is the opened
 * database, whose transactions its queries must not escape.
 */
export function withPortableValues(inner: Dialect, owner: object): Dialect {
  return {
    createDriver: () => new ValuesDriver(inner.createDriver(), owner),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
}
