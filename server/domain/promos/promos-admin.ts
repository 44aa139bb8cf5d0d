import {
  promoAdminMessages as m,
  type PromoInputData,
  type StaffPromo,
} from "../../../src/contract/staff/promos";
import type { Db, Row } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { writeAudit } from "../staff/audit";
import type { StaffMember } from "../staff/roles";
import { type UseCounts, usesByCode } from "./promo-codes";

/** The promo codes kept by admins: listed with their uses, created, changed (switched off too). */

const NONE: UseCounts = { paid: 0, open: 0 };

const promoJson = (p: Row<"promoCodes">, uses: UseCounts): StaffPromo => ({
  id: p.id,
  code: p.code,
  kind: p.kind,
  value: p.value,
  applies_to: p.appliesTo,
  valid_from: p.validFrom,
  valid_to: p.validTo,
  per_client: p.perClient,
  total_uses: p.totalUses,
  is_active: p.isActive,
  uses: uses.paid,
  open_uses: uses.open,
});

export async function allPromos(db: Db, now: Date): Promise<StaffPromo[]> {
  const rows = await db
    .selectFrom("promoCodes")
    .selectAll()
    .orderBy("isActive", "desc")
    .orderBy("id", "desc")
    .execute();
  const uses = await usesByCode(db, now);
  return rows.map((p) => promoJson(p, uses.get(p.id) ?? NONE));
}

const columns = (input: PromoInputData) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  appliesTo: input.applies_to,
  validFrom: input.valid_from,
  validTo: input.valid_to,
  perClient: input.per_client,
  totalUses: input.total_uses,
  isActive: input.is_active,
});

const taken = (): Refusal => ({ ok: false, status: 400, errors: { code: [m.taken] } });

/** Whether another code already has this text (codes are kept in capitals: any case is the same). */
const codeTaken = async (db: Db, code: string, except?: number) =>
  (await db
    .selectFrom("promoCodes")
    .select("id")
    .where("code", "=", code)
    .$if(except !== undefined, (q) => q.where("id", "!=", except ?? 0))
    .executeTakeFirst()) !== undefined;

type Done = { ok: true; detail: string; promo: StaffPromo };

export function createPromo(deps: AppDeps, staff: StaffMember, input: PromoInputData) {
  return immediate(deps, async (tx): Promise<Refusal | Done> => {
    if (await codeTaken(tx.db, input.code)) return taken();
    const created = await tx.db
      .insertInto("promoCodes")
      .values({ ...columns(input), createdAt: tx.clock.now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "promo.created",
      summary: `Code promo « ${created.code} » créé.`,
      data: { promo_id: created.id, ...input },
    });
    return { ok: true, detail: m.created(created.code), promo: promoJson(created, NONE) };
  });
}

export function updatePromo(deps: AppDeps, staff: StaffMember, id: number, input: PromoInputData) {
  return immediate(deps, async (tx): Promise<Refusal | Done> => {
    const before = await tx.db.selectFrom("promoCodes").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return { ok: false, status: 404, errors: { detail: [m.notFound] } };
    if (await codeTaken(tx.db, input.code, id)) return taken();
    const after = await tx.db
      .updateTable("promoCodes")
      .set(columns(input))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "promo.updated",
      summary: `Code promo « ${after.code} » modifié${before.isActive && !after.isActive ? " (désactivé)" : ""}.`,
      data: { promo_id: id, ...input },
    });
    const uses = (await usesByCode(tx.db, tx.clock.now())).get(id) ?? NONE;
    return { ok: true, detail: m.saved(after.code), promo: promoJson(after, uses) };
  });
}
