import type { PackInputData, StaffPack } from "../../../src/contract/staff/catalogue";
import type { Db, Row } from "../../db/tables";
import { type AppDeps, immediate } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { formatXofPlain } from "../../lib/money";
import { writeAudit } from "./audit";
import { catalogueRow, changedFigures, notFound, switchActive, updatedSummary } from "./catalogue-changes";
import type { StaffMember } from "./roles";

/** The packs of credits kept by admins: created, changed, withdrawn or put on sale again. */

export const packAnswers = {
  packNotFound: "Pack introuvable.",
  packCreated: (name: string) => `Pack « ${name} » créé.`,
  packSaved: "Pack enregistré. Les paiements déjà commencés gardent les conditions d'origine.",
  packDeactivated: "Pack désactivé : il n'est plus vendu.",
  packReactivated: "Pack réactivé : il est de nouveau en vente.",
} as const;
const a = packAnswers;

export const staffPackJson = (p: Row<"creditPacks">): StaffPack => ({
  id: p.id,
  name: p.name,
  credit_number: p.creditNumber,
  real_price: p.realPrice,
  validity_days: p.validityDays,
  is_active: p.isActive,
});

export const allPacks = (db: Db) =>
  db
    .selectFrom("creditPacks")
    .selectAll()
    .orderBy("isActive", "desc")
    .orderBy("creditNumber")
    .orderBy("id")
    .execute();

export type PackDone = { ok: true; detail: string; pack: StaffPack };

const packColumns = (input: PackInputData) => ({
  name: input.name,
  creditNumber: input.credit_number,
  realPrice: input.real_price,
  validityDays: input.validity_days,
});

const packFigures = (p: Row<"creditPacks">) => ({
  name: p.name,
  credit_number: p.creditNumber,
  real_price: p.realPrice,
  validity_days: p.validityDays,
});

export function createPack(deps: AppDeps, staff: StaffMember, input: PackInputData): Promise<PackDone> {
  return immediate(deps, async (tx): Promise<PackDone> => {
    const created = await tx.db
      .insertInto("creditPacks")
      .values(packColumns(input))
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(tx, {
      staffId: staff.id,
      action: "pack.created",
      summary: `Pack « ${created.name} » créé (${created.creditNumber} crédits, ${formatXofPlain(created.realPrice)}, ${created.validityDays} jours).`,
      data: { pack_id: created.id, ...packFigures(created) },
    });
    return { ok: true, detail: a.packCreated(created.name), pack: staffPackJson(created) };
  });
}

/**
 * The pack changed. A payment already started keeps what it was opened for: the pack's terms are
 * copied into the payment when it starts (`openProviderPayment`), never read again from here.
 */
export function updatePack(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  input: PackInputData,
): Promise<Refusal | PackDone> {
  return immediate(deps, async (tx): Promise<Refusal | PackDone> => {
    const before = await catalogueRow(tx.db, "creditPacks", id);
    if (!before) return notFound(a.packNotFound);
    const after = await tx.db
      .updateTable("creditPacks")
      .set(packColumns(input))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const figures = changedFigures(packFigures(before), packFigures(after));
    await writeAudit(tx, {
      staffId: staff.id,
      action: "pack.updated",
      summary: updatedSummary("creditPacks", after.name, figures),
      data: { pack_id: id, before: figures.before, after: figures.after },
    });
    return { ok: true, detail: a.packSaved, pack: staffPackJson(after) };
  });
}

/** Withdrawn (`active` false): no longer sold. Put on sale again, it is sold as before. */
export function setPackActive(
  deps: AppDeps,
  staff: StaffMember,
  id: number,
  active: boolean,
): Promise<Refusal | PackDone> {
  return immediate(deps, async (tx): Promise<Refusal | PackDone> => {
    const after = await switchActive(tx, staff, "creditPacks", id, active);
    if (!after) return notFound(a.packNotFound);
    return { ok: true, detail: active ? a.packReactivated : a.packDeactivated, pack: staffPackJson(after) };
  });
}
