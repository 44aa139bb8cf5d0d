import type { ClientDetail, ClientListItem, LedgerEntry } from "../../../src/contract/staff/clients";
import type { Db, Row } from "../../db/tables";
import { creditSummary } from "../credits";
import { staffBookingsOfClient } from "./booking-view";
import { searchUsers } from "./client-search";

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
    .where((eb) => eb.or([eb("expiresAt", "is", null), eb("expiresAt", ">", now)]))
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
  search: string | undefined,
  limit: number,
  offset: number,
  now: Date,
): Promise<ClientListItem[]> {
  const users = await searchUsers(db, search)
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
  const isExpired = !!r.expiresAt && r.expiresAt <= now;
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

/** A client's page: profile, balance, whole ledger (newest first) and latest bookings. */
export async function clientDetail(db: Db, userId: number, now: Date): Promise<ClientDetail | null> {
  const u = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!u) return null;
  const summary = await creditSummary(db, userId, now);
  const ledger = await ledgerQuery(db)
    .where("creditRecords.userId", "=", userId)
    .orderBy("creditRecords.createdAt", "desc")
    .orderBy("creditRecords.id", "desc")
    .execute();
  return {
    client: {
      ...listItem(u, summary.total_credits),
      address: { country: u.country, city: u.city, postal_code: u.postalCode, address: u.address },
    },
    credit_expiration_date: summary.credit_expiration_date,
    ledger: ledger.map((r) => ledgerEntry(r, now)),
    bookings: await staffBookingsOfClient(db, userId, now),
  };
}
