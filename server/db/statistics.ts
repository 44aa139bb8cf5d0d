import type { Database } from "./open";

/**
 * Keeps SQLite's statistics (`sqlite_stat1`) true to the data: its planner chooses between
 * indexes by them, and a database never analysed can pick a scan of years of bookings over the
 * index of a day. `optimize` analyses again only the tables whose size changed much since, each
 * from a sample (`analysis_limit`), so it costs milliseconds even on years of data; 0x10002 looks
 * at every table, not only those this connection read. PostgreSQL needs nothing: its autovacuum
 * analyses each table as it grows.
 */
export function refreshStatistics(database: Database): void {
  if (!database.sqlite) return;
  database.sqlite.pragma("analysis_limit = 1000");
  database.sqlite.pragma("optimize = 0x10002");
}
