import { describe, expect, it } from "vitest";
import { copyDatabase, copyMessages } from "../../server/db/copy";
import { openDatabase } from "../../server/db/open";
import { emptyDatabase, makeTestApp } from "./harness";

describe("copying a database a server still writes to (npm run db:copy)", () => {
  it("says in French to stop the server, and leaves the target empty", { timeout: 60_000 }, async () => {
    const t = await makeTestApp({ sqliteFile: true });
    const sqlite = t.deps.database.sqlite;
    if (!sqlite) throw new Error("a SQLite source");
    // What a running server leaves for a copy read table by table: a line whose member was written
    // after the members were copied (here, one the copy never sees at all).
    sqlite.pragma("foreign_keys = OFF");
    sqlite.prepare("insert into credit_movements (user_id, delta, created_at) values (999999, 5, 0)").run();
    sqlite.pragma("foreign_keys = ON");
    const target = await openDatabase(await emptyDatabase());
    try {
      await expect(copyDatabase(t.deps.database, target)).rejects.toThrow(copyMessages.sourceChanged);
      const users = await target.db.selectFrom("users").select("id").execute();
      expect(users).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
