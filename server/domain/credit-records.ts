import type * as v from "valibot";
import type { CreditRecord, creditRecordQuerySchema } from "../../src/contract/payments";
import type { Db, Row } from "../db/tables";
import { hasExpired } from "./credits";

type RecordRow = Row<"creditRecords">;

/** A ledger record as the member reads it: what is left on it, nothing once it has expired. */
export function creditRecordView(
  r: RecordRow,
  now: Date,
  penalty: CreditRecord["penalty"] = null,
): CreditRecord {
  const isExpired = hasExpired(r, now);
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
    penalty,
  };
}

/** A member's records, newest first, filtered by origin, dates (whole days, UTC = Dakar) and expiry. */
export async function creditRecordsOf(
  db: Db,
  userId: number,
  query: v.InferOutput<typeof creditRecordQuerySchema>,
  now: Date,
): Promise<CreditRecord[]> {
  const { origin, date_from: dateFrom, date_to: dateTo } = query;
  const rows = await db
    .selectFrom("creditRecords")
    .selectAll()
    // A fee's line, or the line that gave one back: the member's history names them so.
    .select((eb) => [
      eb
        .exists(eb.selectFrom("bookingPenalties").select("id").whereRef("recordId", "=", "creditRecords.id"))
        .as("isPenalty"),
      eb
        .exists(
          eb
            .selectFrom("bookingPenalties")
            .select("id")
            .whereRef("reversalRecordId", "=", "creditRecords.id"),
        )
        .as("isReversal"),
    ])
    .where((eb) =>
      eb.and([
        eb("userId", "=", userId),
        ...(origin ? [eb("origin", "=", origin)] : []),
        ...(dateFrom ? [eb("createdAt", ">=", new Date(`${dateFrom}T00:00:00Z`))] : []),
        ...(dateTo ? [eb("createdAt", "<=", new Date(`${dateTo}T23:59:59.999Z`))] : []),
      ]),
    )
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  const records = rows.map(({ isPenalty, isReversal, ...r }) =>
    creditRecordView(r, now, truthy(isPenalty) ? "charge" : truthy(isReversal) ? "reversal" : null),
  );
  const expired = query.is_expired;
  return expired ? records.filter((r) => r.is_expired === (expired === "true")) : records;
}

/** SQLite answers `exists` with 1 or 0, PostgreSQL with true or false. */
const truthy = (value: unknown) => value === true || value === 1 || value === "1";
