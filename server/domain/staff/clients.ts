import {
  CLIENT_BOOKINGS_PAGE_SIZE,
  type ClientDetail,
  type ClientListItem,
  LEDGER_PAGE_SIZE,
  type LedgerEntry,
} from "../../../src/contract/staff/clients";
import type { Dialect } from "../../db/migrations/index";
import type { Db, Row } from "../../db/tables";
import { creditSummary, hasExpired, stillValid } from "../credits";
import { type ClientBookings, staffBookingsOfClient } from "./booking-view";
import { notesOf } from "./client-notes";
import { searchUsers } from "./client-search";
import { recordVersion } from "./client-version";

/** What each account holds now: credits left on records not expired. */
async function balances(db: Db, userIds: number[], now: Date): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("creditRecords")
    .select((eb) => [
      "userId",
      eb.fn.sum<number>(eb("originalCreditNumber", "-", eb.ref("usedCredits"))).as("left"),
    ])
    .where("userId", "in", userIds)
    .where((eb) => stillValid(eb, now))
    .groupBy("userId")
    .execute();
  return new Map(rows.map((r) => [r.userId, Number(r.left) || 0]));
}

const listItem = (u: Row<"users">, total: number): ClientListItem => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  telephone_number: u.telephoneNumber,
  is_verified: u.isVerified,
  role: u.staffRole,
  total_credits: total,
  created_at: u.createdAt.toISOString(),
});

export async function pageOfClients(
  db: Db,
  dialect: Dialect,
  search: string | undefined,
  limit: number,
  offset: number,
  now: Date,
  found?: number,
): Promise<ClientListItem[]> {
  const users = await searchUsers(db, dialect, search, found, offset + limit)
    .selectAll()
    .orderBy("lastName")
    .orderBy("firstName")
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
  const totals = await balances(
    db,
    users.map((u) => u.id),
    now,
  );
  return users.map((u) => listItem(u, totals.get(u.id) ?? 0));
}

type LedgerRow = Row<"creditRecords"> & { staffFirstName: string | null; staffLastName: string | null };

/** A ledger record as the desk reads it: what it is, signed, and who wrote it at the desk. */
export function ledgerEntry(r: LedgerRow, now: Date): LedgerEntry {
  const isExpired = hasExpired(r, now);
  const kind =
    r.staffEntry === "pack_sale" ? "desk_sale" : r.staffEntry === "adjustment" ? "adjustment" : r.origin;
  const taken = r.origin === "booking";
  return {
    id: r.id,
    kind,
    label: r.serviceName,
    date_add: r.createdAt.toISOString(),
    expiration_date: r.expiresAt?.toISOString() ?? null,
    is_expired: isExpired,
    credits: taken ? -r.originalCreditNumber : r.originalCreditNumber,
    used_credits: r.usedCredits,
    left_credits: isExpired ? 0 : r.originalCreditNumber - r.usedCredits,
    amount: r.origin === "purchase" ? r.creditRealPrice : null,
    method: r.saleMethod,
    reference: r.saleReference,
    reason: r.note,
    staff_name: r.staffFirstName === null ? null : `${r.staffFirstName} ${r.staffLastName ?? ""}`.trim(),
  };
}

function ledgerQuery(db: Db) {
  return db
    .selectFrom("creditRecords")
    .leftJoin("users as staff", "staff.id", "creditRecords.staffId")
    .selectAll("creditRecords")
    .select(["staff.firstName as staffFirstName", "staff.lastName as staffLastName"]);
}

export async function ledgerEntryById(db: Db, recordId: number, now: Date): Promise<LedgerEntry> {
  return ledgerEntry(
    await ledgerQuery(db).where("creditRecords.id", "=", recordId).executeTakeFirstOrThrow(),
    now,
  );
}

/** A page of a client's ledger; `next`: the record the older ones follow, null when none are left. */
export type LedgerPage = { results: LedgerEntry[]; next: number | null };

/**
 * Up to `limit` of a client's records, newest first (the latest written, then the highest id), older
 * than record `before` when given. A page sends its own records and reads one more to know if
 * others follow (the client's records are found by their index, then sorted); a `before` that is not
 * this client's record gives nothing, so a cursor never leads into another client's ledger.
 */
export async function pageOfLedger(
  db: Db,
  userId: number,
  before: number | undefined,
  limit: number,
  now: Date,
): Promise<LedgerPage> {
  const from =
    before === undefined
      ? undefined
      : await db
          .selectFrom("creditRecords")
          .select(["createdAt", "id"])
          .where("id", "=", before)
          .where("userId", "=", userId)
          .executeTakeFirst();
  if (before !== undefined && !from) return { results: [], next: null };
  const rows = await ledgerQuery(db)
    .where("creditRecords.userId", "=", userId)
    .$if(from !== undefined, (q) =>
      q.where((eb) => {
        const at = from?.createdAt ?? now;
        return eb.or([
          eb("creditRecords.createdAt", "<", at),
          eb.and([eb("creditRecords.createdAt", "=", at), eb("creditRecords.id", "<", from?.id ?? 0)]),
        ]);
      }),
    )
    .orderBy("creditRecords.createdAt", "desc")
    .orderBy("creditRecords.id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: page.map((r) => ledgerEntry(r, now)),
    next: rows.length > limit && last ? last.id : null,
  };
}

type ClientRef = { id: number; first_name: string; last_name: string; email: string | null };

/** Who the client is, as the audit log names them; null when there is none. */
async function clientRef(db: Db, userId: number): Promise<ClientRef | null> {
  const u = await db
    .selectFrom("users")
    .select(["id", "firstName", "lastName", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return u ? { id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email } : null;
}

/** A page of a client's bookings and who the client is (for the audit log), or null when there is none. */
export async function clientBookings(
  db: Db,
  userId: number,
  before: number | undefined,
  limit: number,
  now: Date,
): Promise<{ client: ClientRef; page: ClientBookings } | null> {
  const client = await clientRef(db, userId);
  if (!client) return null;
  return { client, page: await staffBookingsOfClient(db, userId, now, limit, before) };
}

/** A client's ledger page and who the client is (for the audit log), or null when there is none. */
export async function clientLedger(
  db: Db,
  userId: number,
  before: number | undefined,
  limit: number,
  now: Date,
): Promise<{ client: ClientRef; page: LedgerPage } | null> {
  const client = await clientRef(db, userId);
  if (!client) return null;
  return { client, page: await pageOfLedger(db, userId, before, limit, now) };
}

/**
 * A client's page: profile, balance, the latest ledger records (newest first) and latest bookings.
 * The balance is summed in SQL over every record; `links` make the links to the older records and
 * the older bookings.
 */
export async function clientDetail(
  db: Db,
  userId: number,
  now: Date,
  links: { ledger: (before: number) => string; bookings: (before: number) => string },
): Promise<ClientDetail | null> {
  const u = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!u) return null;
  const summary = await creditSummary(db, userId, now);
  const ledger = await pageOfLedger(db, userId, undefined, LEDGER_PAGE_SIZE, now);
  const bookings = await staffBookingsOfClient(db, userId, now, CLIENT_BOOKINGS_PAGE_SIZE);
  return {
    client: clientRecord(u, summary.total_credits),
    credit_expiration_date: summary.credit_expiration_date,
    ledger: ledger.results,
    ledger_next: ledger.next === null ? null : links.ledger(ledger.next),
    bookings: bookings.results,
    bookings_next: bookings.next === null ? null : links.bookings(bookings.next),
    version: recordVersion(u),
    notes: await notesOf(db, userId),
  };
}

/** Who the client is on their page: the list's item and the address. */
export const clientRecord = (u: Row<"users">, total: number): ClientDetail["client"] => ({
  ...listItem(u, total),
  address: { country: u.country, city: u.city, postal_code: u.postalCode, address: u.address },
});
