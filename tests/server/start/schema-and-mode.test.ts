import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { StartupError } from "../../../server/config-error";
import { type Database, migrateDatabase, openDatabase } from "../../../server/db/open";
import { rememberMode } from "../../../server/db/server-mode";
import { emptyDatabase } from "../harness";

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const now = new Date("2026-03-02T08:00:00Z");

describe("what the database remembers of the servers that ran on it", () => {
  it("once served in production, it refuses demo mode, in French", async () => {
    database = await openDatabase(await emptyDatabase());
    await expect(rememberMode(database.db, true, now)).resolves.toBeUndefined();
    await rememberMode(database.db, false, now);
    // Started again in production later: still allowed, and the first day is kept.
    await rememberMode(database.db, false, new Date("2026-06-01T08:00:00Z"));
    const refusal = rememberMode(database.db, true, now);
    await expect(refusal).rejects.toThrow(StartupError);
    await expect(refusal).rejects.toThrow(
      /sert un vrai centre depuis le 2026-03-02 : elle ne démarre plus en mode démonstration/,
    );
  });

  it("an older release starts on a newer schema that kept it working, and refuses one that did not", async () => {
    database = await openDatabase(await emptyDatabase());
    const db = database.db.withoutPlugins();
    // A newer release applied a migration this one does not know (an expanding one).
    await sql`insert into kysely_migration (name, timestamp) values ('9999_future', ${now.toISOString()})`.execute(
      db,
    );
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
    // The newer release then shipped a migration that breaks older code.
    await sql`update server_meta set value = '9999_future' where key = 'readable_from'`.execute(db);
    const refusal = migrateDatabase(database);
    await expect(refusal).rejects.toThrow(StartupError);
    await expect(refusal).rejects.toThrow(
      /mise à jour par une version plus récente de l'application \(migration « 9999_future »\)/,
    );
  });
});
