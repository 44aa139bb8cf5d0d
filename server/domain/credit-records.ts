import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type * as v from "valibot";
import type { CreditRecord, creditRecordQuerySchema } from "../../src/contract/payments";
import type { Db } from "../db/schema";
import { creditRecords } from "../db/schema";

type RecordRow = typeof creditRecords.$inferSelect;

/** A ledger record as the member reads it: what is left on it, nothing once it has expired. */
export function creditRecordView(r: RecordRow, now: Date): CreditRecord {
  const isExpired = !!r.expiresAt && r.expiresAt <= now;
  return {
    id: r.id,
    origin: r.origin,
    service_name: r.serviceName,
    date_add: r.createdAt.toISOString(),
    expiration_date: r.expiresAt?.toISOString() ?? null,
    is_expired: isExpired,
    original_credit_number: r.originalCreditNumber,
    used_credits: r.usedCredits,
    left_credits: isExpired ? 0 : r.originalCreditNumber - r.usedCredits,
    credit_real_price: r.creditRealPrice,
    credit_number: r.originalCreditNumber,
  };
}

/** A member's records, newest first, filtered by origin, dates (whole days, UTC = Dakar) and expiry. */
export function creditRecordsOf(
  db: Db,
  userId: number,
  query: v.InferOutput<typeof creditRecordQuerySchema>,
  now: Date,
): CreditRecord[] {
  const filters: SQL[] = [eq(creditRecords.userId, userId)];
  if (query.origin) filters.push(eq(creditRecords.origin, query.origin));
  if (query.date_from) filters.push(gte(creditRecords.createdAt, new Date(`${query.date_from}T00:00:00Z`)));
  if (query.date_to) filters.push(lte(creditRecords.createdAt, new Date(`${query.date_to}T23:59:59.999Z`)));
  const records = db
    .select()
    .from(creditRecords)
    .where(and(...filters))
    .orderBy(desc(creditRecords.createdAt), desc(creditRecords.id))
    .all()
    .map((r) => creditRecordView(r, now));
  const expired = query.is_expired;
  return expired ? records.filter((r) => r.is_expired === (expired === "true")) : records;
}
