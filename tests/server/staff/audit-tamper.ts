import { sql } from "kysely";
import { immediate } from "../../../server/deps";
import { writeAudit } from "../../../server/domain/staff/audit";
import type { TestApp } from "../harness";

/** `count` lines written by the server, one second apart, as staff actions would. */
export async function writeLines(t: TestApp, count: number) {
  for (let i = 1; i <= count; i++) {
    await immediate(t.deps, (tx) =>
      writeAudit(tx, {
        staffId: null,
        action: "takings.exported",
        summary: `Export n° ${i}.`,
        data: { i },
      }),
    );
    t.advance(1000);
  }
}

/**
 * What whoever owns the database can do: the append-only triggers set aside (disabled on
 * PostgreSQL, dropped on SQLite), then any statement on the log.
 */
export async function tamper(t: TestApp, statements: string[]) {
  const { db } = t.deps;
  if (t.deps.database.dialect === "postgres")
    await sql`alter table staff_audit disable trigger user`.execute(db);
  else
    for (const event of ["update", "delete"])
      await sql.raw(`drop trigger staff_audit_no_${event}`).execute(db);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Line `seq` as stored. */
export const lineAt = (t: TestApp, seq: number) =>
  t.deps.db.selectFrom("staffAudit").selectAll().where("seq", "=", seq).executeTakeFirstOrThrow();
