import { type Kysely, sql } from "kysely";
import { userSearchColumns } from "../../domain/user-search";
import type { Migration } from "./index";

const BATCH = 500;

type Raw = Kysely<{
  users: {
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    telephone_number: string | null;
  };
}>;

/**
 * The desk's client search reads a stored copy of what it searches (`users.search_text`: names
 * both ways and e-mail, folded; `users.search_phone`: the phone without its separators), written
 * with every change of those fields, instead of folding every row twice per search. Nullable: the
 * release before keeps inserting without them (the search still finds such rows). Filled here by
 * today's rule (`userSearchColumns`, imported: the copy must be what the writers write).
 *
 * The clients by name, with the copy: a page is a walk of this index that reads the table only for
 * the rows it finds, and a count reads the index alone; the rows without a copy have their own
 * index (the server refreshes the copies at each start and each hour: `refreshUserSearch`). And the
 * audit log by staff member, client or booking, newest first: its pages go from line to line.
 */
export const clientSearch: Migration = {
  async up(db) {
    // On SQLite each statement here commits alone: a start stopped half-way finds what was done.
    const users = (await db.introspection.getTables()).find((t) => t.name === "users");
    const has = (column: string) => users?.columns.some((c) => c.name === column) ?? false;
    if (!has("search_text")) await db.schema.alterTable("users").addColumn("search_text", "text").execute();
    if (!has("search_phone")) await db.schema.alterTable("users").addColumn("search_phone", "text").execute();
    const raw = db as unknown as Raw;
    for (let after = 0; ; ) {
      const rows = await raw
        .selectFrom("users")
        .select(["id", "first_name", "last_name", "email", "telephone_number"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      const last = rows.at(-1);
      if (!last) break;
      after = last.id;
      // One statement per batch: PostgreSQL pays a round trip per statement.
      const columns = rows.map((r) => ({
        id: r.id,
        ...userSearchColumns({
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          telephoneNumber: r.telephone_number,
        }),
      }));
      const caseOf = (pick: (c: (typeof columns)[number]) => string) =>
        sql.join(
          columns.map((c) => sql`when ${c.id} then ${pick(c)}`),
          sql` `,
        );
      await sql`update users
        set search_text = case id ${caseOf((c) => c.searchText)} end,
            search_phone = case id ${caseOf((c) => c.searchPhone)} end
        where id >= ${rows[0]?.id ?? 0} and id <= ${last.id}`.execute(db);
    }
    await db.schema
      .createIndex("users_by_name")
      .ifNotExists()
      .on("users")
      .columns(["last_name", "first_name", "id", "search_text", "search_phone"])
      .execute();
    await sql`create index if not exists users_search_missing on users (id) where search_text is null`.execute(
      db,
    );
    // Each filter's column followed by the id: a page of one staff member's, client's or booking's
    // lines is a walk of its index (PostgreSQL has no rowid behind a one-column index).
    const auditIndexes: [string, string][] = [
      ["staff_audit_staff", "staff_id"],
      ["staff_audit_client_line", "client_id"],
      ["staff_audit_booking_line", "booking_id"],
    ];
    for (const [name, column] of auditIndexes)
      await db.schema.createIndex(name).ifNotExists().on("staff_audit").columns([column, "id"]).execute();
    await db.schema.dropIndex("staff_audit_client").ifExists().execute();
    await db.schema.dropIndex("staff_audit_booking").ifExists().execute();
  },
};
