import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "../../../server/db/open";
import { sealAuditChain } from "../../../server/domain/staff/audit";
import { legacyLineHash } from "../../../server/domain/staff/audit-chain";
import { verifyAuditChain } from "../../../server/domain/staff/audit-verify";
import { databaseBefore } from "../support/database-before";

/** A database of the run's kind at the last migration before the chain, with three audit lines. */
async function logBeforeTheChain() {
  const database = await databaseBefore("0017");
  for (const [i, summary] of ["Rôle donné.", "Crédits ajustés.", "Pack vendu."].entries())
    await sql`insert into staff_audit (at, staff_id, action, booking_id, client_id, summary, data)
      values (${1_770_000_000_000 + i * 1000}, null, 'staff.role_set', null, ${i + 1}, ${summary}, '{"n":1}')`.execute(
      database.db,
    );
  return database;
}

describe("migration 0017: the audit lines already written", { timeout: 30_000 }, () => {
  it("are chained in order without a key, then sealed by the server's first signed line", async () => {
    const database = await logBeforeTheChain();
    await migrateDatabase(database);
    const { db } = database;
    const lines = await db.selectFrom("staffAudit").selectAll().orderBy("id").execute();
    expect(lines.map((l) => [l.seq, l.summary])).toEqual([
      [1, "Rôle donné."],
      [2, "Crédits ajustés."],
      [3, "Pack vendu."],
    ]);
    for (const line of lines) expect(line.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    const secret = randomBytes(32);
    expect(await verifyAuditChain(db, secret)).toMatchObject({ intact: true, checked: 3 });
    // The log refuses changes again.
    await expect(db.updateTable("staffAudit").set({ summary: "Autre." }).execute()).rejects.toThrow(
      /journal d'audit/,
    );

    const deps = {
      db,
      database,
      clock: { now: () => new Date(1_780_000_000_000) },
      config: { jwtSecret: secret },
    };
    expect(await sealAuditChain(deps)).toBe(3);
    expect(await sealAuditChain(deps)).toBe(0);
    const seal = await db.selectFrom("staffAudit").selectAll().where("seq", "=", 4).executeTakeFirstOrThrow();
    expect(seal).toMatchObject({ action: "audit.sealed", staffId: null, prevHash: lines[2]?.hash });
    expect(seal.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyAuditChain(db, secret)).toMatchObject({ intact: true, checked: 4 });

    // Whoever owns the database rewrites an old line and recomputes the keyless hashes after it:
    // the signed line no longer follows.
    if (database.dialect === "postgres") await sql`alter table staff_audit disable trigger user`.execute(db);
    else await sql`drop trigger staff_audit_no_update`.execute(db);
    let prevHash = lines[0]?.hash ?? "";
    for (const line of lines.slice(1)) {
      const changed = { ...line, summary: line.seq === 2 ? "Crédits ajustés (autrement)." : line.summary };
      const hash = legacyLineHash(line.seq ?? 0, prevHash, changed);
      await db
        .updateTable("staffAudit")
        .set({ summary: changed.summary, prevHash, hash })
        .where("id", "=", line.id)
        .execute();
      prevHash = hash;
    }
    expect((await verifyAuditChain(db, secret)).broken).toMatchObject({ seq: 4, reason: "out_of_place" });
  });
});
