import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateDatabase, openSqlite } from "../../../server/db/open";
import { applySqliteHistory } from "../../../server/db/sqlite-history";
import { makeTestApp } from "../harness";

describe("the staff migration", () => {
  it("makes an account that could change the settings an admin", async () => {
    const database = openSqlite(":memory:");
    applySqliteHistory(database.sqlite, undefined, { create: true });
    const add = database.sqlite.prepare(
      "INSERT INTO users (email, password_hash, first_name, last_name, is_verified, is_staff, created_at) VALUES (?, 'x', 'A', 'B', 1, ?, 0)",
    );
    add.run("equipe@example.com", 1);
    add.run("client@example.com", 0);
    await migrateDatabase(database);
    const roles = await database.db
      .selectFrom("users")
      .select(["email", "staffRole"])
      .orderBy("id")
      .execute();
    expect(roles).toEqual([
      { email: "equipe@example.com", staffRole: "admin" },
      { email: "client@example.com", staffRole: null },
    ]);
    await database.close();
  });

  it("keeps the audit log append-only: the database refuses to change or delete a line", async () => {
    const t = await makeTestApp({ demoMember: false });
    const { db } = t.deps;
    const row = { at: new Date(1), staffId: null, action: "staff.role_set", bookingId: null, clientId: 1 };
    await db
      .insertInto("staffAudit")
      .values({ ...row, summary: "Rôle donné.", data: "{}" })
      .execute();
    await expect(db.updateTable("staffAudit").set({ summary: "Autre chose." }).execute()).rejects.toThrow(
      /journal d'audit/,
    );
    await expect(db.deleteFrom("staffAudit").execute()).rejects.toThrow(/journal d'audit/);
    if (t.deps.database.dialect === "postgres")
      await expect(sql`truncate staff_audit`.execute(db)).rejects.toThrow(/journal d'audit/);
    expect(await db.selectFrom("staffAudit").select("summary").execute()).toEqual([
      { summary: "Rôle donné." },
    ]);
  });
});
