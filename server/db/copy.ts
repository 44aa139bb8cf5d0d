import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import type { Database } from "./open";

/** Every table, parents before children (foreign keys), as the database names them. */
const tables = [
  "users",
  "token_families",
  "refresh_tokens",
  "otp_codes",
  "otp_check_failures",
  "otp_requests",
  "services",
  "credit_records",
  "auth_sliders",
  "banners",
  "home_configs",
  "modal_configs",
  "terms_policies",
  "integer_settings",
  "mail_outbox",
  "mail_queue",
  "slots",
  "bookings",
  "venue_payments",
  "credit_packs",
  "booking_methods",
  "credit_movements",
  "payments",
  "provider_receipts",
  "idempotency_keys",
  "contact_messages",
  "login_attempts",
  "leases",
  "upload_turns",
  "upload_events",
  "stored_files",
  "staff_audit",
  "client_notes",
  "booking_penalties",
  "schedule_weekdays",
  "schedule_overrides",
  "schedule_closures",
  "discount_rules",
  "faq_entries",
  "site_texts",
  "server_meta",
  "published_assets",
] as const;

/** Tables a migration fills with defaults (the opening hours): the source's rows replace them. */
const seededByMigration = new Set<string>([
  "schedule_weekdays",
  "discount_rules",
  "faq_entries",
  "site_texts",
  "server_meta",
]);

/** Tables whose `id` a PostgreSQL sequence hands out: it must go on after the copied ones. */
const counted = new Set<string>(tables);
for (const name of [
  "token_families",
  "refresh_tokens",
  "home_configs",
  "integer_settings",
  "payments",
  "leases",
  "upload_turns",
  "stored_files",
  "schedule_weekdays",
  "server_meta",
  "published_assets",
  "schedule_overrides",
  "site_texts",
])
  counted.delete(name);

const BATCH = 500;

const name = (database: Database) => (database.dialect === "postgres" ? "PostgreSQL" : "la copie");

type Raw = Kysely<Record<string, Record<string, unknown>>>;
const raw = (database: Database) => database.db.withoutPlugins() as unknown as Raw;

/**
 * Copies every row of `source` into `target`, which must hold no data yet (migrated, never
 * started), then checks the copy: the same number of rows in every table, and for every member the
 * same credits balance, by the movements and by the records. Answers one line per table.
 */
export async function copyDatabase(source: Database, target: Database): Promise<string[]> {
  const from = raw(source);
  const to = raw(target);
  for (const table of ["users", "services", "bookings"]) {
    const row = await to.selectFrom(table).select(sql`1`.as("one")).limit(1).executeTakeFirst();
    if (row)
      throw new Error(`La base de destination contient déjà des données (table ${table}) : copie refusée.`);
  }
  const report: string[] = [];
  await to
    .transaction()
    .execute(async (tx) => {
      for (const table of tables) {
        if (seededByMigration.has(table)) await tx.deleteFrom(table).execute();
        let copied = 0;
        // Each batch from where the last one ended (an OFFSET would read again every row before it:
        // hours on years of bookings).
        let after = Number.MIN_SAFE_INTEGER;
        for (;;) {
          const rows = await from
            .selectFrom(table)
            .select(sql<number>`rowid`.as("copy_rowid"))
            .selectAll()
            .where(sql.raw("rowid"), ">", after)
            .orderBy(sql.raw("rowid"))
            .limit(BATCH)
            .execute();
          if (rows.length === 0) break;
          after = Number(rows[rows.length - 1]?.copy_rowid);
          await tx
            .insertInto(table)
            .values(rows.map(({ copy_rowid, ...row }) => row))
            .execute();
          copied += rows.length;
        }
        if (target.dialect === "postgres" && counted.has(table))
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
            tx,
          );
        report.push(`${table} : ${copied} ligne(s)`);
      }
      // The target's own counter of slot answers goes on from the source's.
      const version = await from.selectFrom("availability_version").select("value").executeTakeFirst();
      if (version) await tx.updateTable("availability_version").set({ value: version.value }).execute();
      // Counted before the commit: a copy that does not match leaves the target empty.
      await checkRows(from, tx, name(target), ` ${copyMessages.stopServer}`);
    })
    .catch((error: unknown) => {
      throw copyFailure(error);
    });
  await checkCopy(source, target);
  return report;
}

export const copyMessages = {
  stopServer:
    "Un serveur utilise sans doute encore la base SQLite : arrêtez-le (toutes ses instances), puis relancez la copie ; la base de destination est restée vide.",
  sourceChanged:
    "La base SQLite a changé pendant la copie : un serveur l'utilise sans doute encore. Arrêtez-le (toutes ses instances), puis relancez la copie ; la base de destination est restée vide.",
} as const;

/**
 * A copy read table by table sees rows a running server writes meanwhile: a booking whose slot was
 * already copied without it, a row read twice. The database's own refusal (in English) is then the
 * sign the server still runs: say so, in French.
 */
function copyFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const sqliteConstraint = typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT");
  // PostgreSQL: foreign key (23503), unique (23505) violations.
  if (sqliteConstraint || code === "23503" || code === "23505") return new Error(copyMessages.sourceChanged);
  return error;
}

/** The same number of rows in every table, or why not. */
async function checkRows(from: Raw, to: Raw, targetName: string, hint = "") {
  for (const table of tables) {
    const count = async (db: Raw) =>
      Number((await db.selectFrom(table).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
    const [a, b] = [await count(from), await count(to)];
    if (a !== b)
      throw new Error(
        `Copie incomplète : ${table} a ${a} ligne(s) dans SQLite et ${b} dans ${targetName}.${hint}`,
      );
  }
}

/** The same number of rows in every table, the same credits balance for every member, or why not. */
export async function checkCopy(source: Database, target: Database) {
  const [from, to] = [raw(source), raw(target)];
  await checkRows(from, to, name(target));
  const balances = async (db: Raw) => {
    const moves = await db
      .selectFrom("credit_movements")
      .select(["user_id", sql<number>`sum(delta)`.as("total")])
      .groupBy("user_id")
      .execute();
    const records = await db
      .selectFrom("credit_records")
      .select(["user_id", sql<number>`sum(original_credit_number - used_credits)`.as("total")])
      .groupBy("user_id")
      .execute();
    const by = new Map<string, string>();
    for (const r of moves) by.set(String(r.user_id), `mouvements ${Number(r.total)}`);
    for (const r of records)
      by.set(String(r.user_id), `${by.get(String(r.user_id)) ?? ""} / registre ${Number(r.total)}`);
    return by;
  };
  const [a, b] = [await balances(from), await balances(to)];
  for (const [user, balance] of a) {
    if (b.get(user) !== balance)
      throw new Error(
        `Soldes différents pour le membre ${user} : ${balance} dans SQLite, ${b.get(user) ?? "aucun"} dans ${name(target)}.`,
      );
  }
}

/**
 * Members' photos kept in the data folder (before they went into the database) are put into the
 * target's, under the same path: every instance serves them from there. Answers how many.
 */
export async function copyFolderPhotos(target: Database, mediaDir: string, now: Date): Promise<number> {
  const members = await target.db
    .selectFrom("users")
    .select("profilePicture")
    .where("profilePicture", "like", "/media/avatars/%")
    .execute();
  let copied = 0;
  for (const { profilePicture: path } of members) {
    if (!path) continue;
    const file = join(mediaDir, "avatars", path.slice("/media/avatars/".length));
    const kept = await target.db
      .selectFrom("storedFiles")
      .select("path")
      .where("path", "=", path)
      .executeTakeFirst();
    if (kept || !existsSync(file)) continue;
    const type = path.endsWith(".webp") ? "image/webp" : path.endsWith(".png") ? "image/png" : "image/jpeg";
    await target.db
      .insertInto("storedFiles")
      .values({ path, contentType: type, bytes: readFileSync(file), createdAt: now })
      .execute();
    copied += 1;
  }
  return copied;
}
