import { type Kysely, sql } from "kysely";
import { type ChainedContent, GENESIS_HASH, legacyLineHash } from "../../domain/staff/audit-chain";
import type { Migration } from "./index";

/**
 * The audit log becomes a hash chain: each line gets its place (`seq`, from 1, no gap), the hash
 * of the line before it (`prev_hash`) and its own (`hash`), so a line changed, removed, added or
 * moved shows. The server signs each new line with a key the database does not hold; this
 * migration cannot know that key, so it chains the lines it finds with a plain SHA-256, in the
 * order they were written (by id). The first line the server writes afterwards (at its start, see
 * `sealAuditChain`) is signed and covers their last hash, so from then on none of them can change
 * without breaking the signed line after them.
 */
export const auditHashChain: Migration = {
  async up(db, dialect) {
    const work = async (tx: Kysely<unknown>) => {
      for (const [column, type] of [
        ["seq", "integer"],
        ["prev_hash", "text"],
        ["hash", "text"],
      ] as const)
        await tx.schema.alterTable("staff_audit").addColumn(column, type).execute();
      // A second line at the same place (a forked chain) is refused by the database itself.
      await tx.schema.createIndex("staff_audit_seq").unique().on("staff_audit").column("seq").execute();
      await chainExistingLines(tx, dialect);
    };
    // PostgreSQL runs each migration in a transaction; SQLite does not: one here, so the trigger
    // taken off below can never stay off.
    if (dialect === "sqlite") await db.transaction().execute(work);
    else await work(db);
  },
};

type Raw = Kysely<{ staff_audit: Record<string, unknown> }>;
const BATCH = 500;

async function chainExistingLines(db: Kysely<unknown>, dialect: "sqlite" | "postgres") {
  const raw = db as unknown as Raw;
  const any = await raw.selectFrom("staff_audit").select("id").limit(1).executeTakeFirst();
  if (!any) return;
  // The log refuses updates (0011): lifted for this one numbering, inside the transaction.
  if (dialect === "postgres")
    await sql`alter table staff_audit disable trigger staff_audit_append_only`.execute(db);
  else await sql`drop trigger staff_audit_no_update`.execute(db);

  let seq = 0;
  let prevHash = GENESIS_HASH;
  for (let after = 0; ; ) {
    const rows = await raw
      .selectFrom("staff_audit")
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      seq += 1;
      const hash = legacyLineHash(seq, prevHash, content(row));
      await raw
        .updateTable("staff_audit")
        .set({ seq, prev_hash: prevHash, hash })
        .where("id", "=", row.id)
        .execute();
      prevHash = hash;
      after = Number(row.id);
    }
  }

  if (dialect === "postgres")
    await sql`alter table staff_audit enable trigger staff_audit_append_only`.execute(db);
  else
    await sql`create trigger staff_audit_no_update before update on staff_audit
      begin select raise(abort, ${sql.lit("Le journal d'audit ne se modifie pas et ne s'efface pas.")}); end`.execute(
      db,
    );
}

/** A row as this migration reads it (snake_case, instants already `Date`). */
function content(row: Record<string, unknown>): ChainedContent {
  const n = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    at: row.at as Date,
    staffId: n(row.staff_id),
    action: String(row.action),
    bookingId: n(row.booking_id),
    clientId: n(row.client_id),
    summary: String(row.summary),
    data: String(row.data),
  };
}
