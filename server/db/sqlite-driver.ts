import type Database from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

/** better-sqlite3 behind Kysely: one connection taken in turn, statements prepared once. */
class SqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Database.Statement>();
  constructor(readonly sqlite: Database.Database) {}

  private prepare(text: string) {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.sqlite.prepare(text);
      // Plain texts are a bounded set (the code's queries); `in (…)` lists of every length are not.
      if (this.statements.size < 2000) this.statements.set(text, statement);
    }
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely's interface asks for it.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Pas de lecture en flux sur SQLite.");
  }
}

class SqliteDriver implements Driver {
  private readonly connection: SqliteConnection;
  private queue: Promise<void> = Promise.resolve();
  constructor(sqlite: Database.Database) {
    this.connection = new SqliteConnection(sqlite);
  }
  async init() {}
  /** One connection: whoever holds it (a transaction, a query) is alone on it until released. */
  async acquireConnection() {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }
  private release: (() => void) | undefined;
  /**
   * `BEGIN IMMEDIATE`: the write lock is taken at once, so a transaction that reads then writes can
   * never be refused half-way because another process wrote in between (SQLITE_BUSY on upgrade).
   */
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
  async destroy() {
    this.connection.sqlite.close();
  }
}

export function sqliteDialect(sqlite: Database.Database): Dialect {
  return {
    createDriver: () => new SqliteDriver(sqlite),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}
