import type { NewRow } from "../../tables";

type RecordRow = NewRow<"creditRecords"> & { id: number; usedCredits: number; originalCreditNumber: number };
type Line = Pick<
  NewRow<"creditRecords">,
  "origin" | "serviceName" | "staffEntry" | "saleMethod" | "saleReference" | "staffId" | "note"
> & { creditRealPrice?: number };

/**
 * The credits ledger kept in memory while the story is told, with the app's own rules (see
 * `domain/ledger.ts`): credits spent from the records that expire first, a booking's credits given
 * back as a record expiring when the latest spent ones did. Its rows are written at the end.
 */
export class MemoryLedger {
  readonly records: RecordRow[] = [];
  readonly movements: NewRow<"creditMovements">[] = [];
  private readonly byMember = new Map<number, RecordRow[]>();
  private readonly spentFor = new Map<number, { take: number; expiresAt: number | null }[]>();

  constructor(
    private nextRecord: number,
    private nextMovement: number,
  ) {}

  private live(userId: number, at: number): RecordRow[] {
    return (this.byMember.get(userId) ?? [])
      .filter(
        (r) =>
          r.originalCreditNumber > r.usedCredits &&
          (r.expiresAt == null || (r.expiresAt as Date).getTime() > at),
      )
      .sort((a, b) => {
        const ea = a.expiresAt == null ? Number.POSITIVE_INFINITY : (a.expiresAt as Date).getTime();
        const eb = b.expiresAt == null ? Number.POSITIVE_INFINITY : (b.expiresAt as Date).getTime();
        return ea - eb || a.id - b.id;
      });
  }

  balance(userId: number, at: number): number {
    return this.live(userId, at).reduce((sum, r) => sum + r.originalCreditNumber - r.usedCredits, 0);
  }

  private write(
    userId: number,
    credits: number,
    used: number,
    at: number,
    expiresAt: number | null,
    line: Line,
  ) {
    const row: RecordRow = {
      id: this.nextRecord++,
      userId,
      origin: line.origin,
      serviceName: line.serviceName ?? "",
      originalCreditNumber: credits,
      usedCredits: used,
      creditRealPrice: line.creditRealPrice ?? 0,
      createdAt: new Date(at),
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
      staffEntry: line.staffEntry ?? null,
      saleMethod: line.saleMethod ?? null,
      saleReference: line.saleReference ?? null,
      staffId: line.staffId ?? null,
      note: line.note ?? null,
    };
    this.records.push(row);
    const own = this.byMember.get(userId);
    if (own) own.push(row);
    else this.byMember.set(userId, [row]);
    return row;
  }

  private move(userId: number, delta: number, at: number, bookingId: number | null, recordId: number) {
    this.movements.push({
      id: this.nextMovement++,
      userId,
      delta,
      bookingId,
      recordId,
      createdAt: new Date(at),
    });
  }

  /** Credits added (a pack, an adjustment): answers the record's id. */
  grant(userId: number, credits: number, at: number, expiresAt: number | null, line: Line): number {
    const row = this.write(userId, credits, 0, at, expiresAt, line);
    this.move(userId, credits, at, null, row.id);
    return row.id;
  }

  /** Credits taken for a booking or an adjustment; false (nothing written) when the balance is short. */
  spend(userId: number, amount: number, at: number, bookingId: number | null, line: Line): boolean {
    const records = this.live(userId, at);
    if (records.reduce((sum, r) => sum + r.originalCreditNumber - r.usedCredits, 0) < amount) return false;
    let left = amount;
    const spent: { take: number; expiresAt: number | null }[] = [];
    for (const record of records) {
      if (left === 0) break;
      const take = Math.min(left, record.originalCreditNumber - record.usedCredits);
      record.usedCredits += take;
      this.move(userId, -take, at, bookingId, record.id);
      spent.push({ take, expiresAt: record.expiresAt == null ? null : (record.expiresAt as Date).getTime() });
      left -= take;
    }
    if (bookingId !== null) this.spentFor.set(bookingId, spent);
    this.write(userId, amount, amount, at, null, { ...line, origin: "booking" });
    return true;
  }

  /** A booking paid in credits, cancelled: what it spent comes back. Answers how many credits. */
  refund(userId: number, bookingId: number, serviceName: string, at: number): number {
    const spent = this.spentFor.get(bookingId) ?? [];
    const amount = spent.reduce((sum, s) => sum + s.take, 0);
    if (amount <= 0) return 0;
    const expiries = spent.map((s) => s.expiresAt);
    const expiresAt = expiries.includes(null) ? null : Math.max(...expiries.map((e) => e ?? 0));
    const row = this.write(userId, amount, 0, at, expiresAt, { origin: "refund", serviceName });
    this.move(userId, amount, at, bookingId, row.id);
    return amount;
  }

  /** A booking paid in money, cancelled: its worth in credits, valid `validityMs`. */
  refundMoney(
    userId: number,
    bookingId: number,
    credits: number,
    serviceName: string,
    at: number,
    validityMs: number,
  ) {
    if (credits <= 0) return 0;
    const row = this.write(userId, credits, 0, at, at + validityMs, { origin: "refund", serviceName });
    this.move(userId, credits, at, bookingId, row.id);
    return credits;
  }
}
