import type { Db, Row } from "../../db/tables";
import type { AppDeps } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { writeAudit } from "./audit";
import { changeText, type Value } from "./catalogue-words";
import type { StaffMember } from "./roles";

/**
 * What services and packs share as admins change them: the row read, the figures an update changed,
 * the switch on or off with its audit line.
 */

/** The two kinds of the catalogue, by their table: how an audit line names one. */
const kinds = {
  services: { label: "Service", action: "service", idKey: "service_id" },
  creditPacks: { label: "Pack", action: "pack", idKey: "pack_id" },
} as const;
export type CatalogueTable = keyof typeof kinds;

export const notFound = (message: string): Refusal => ({
  ok: false,
  status: 404,
  errors: { detail: [message] },
});

/** One service or pack by its id. */
export const catalogueRow = <T extends CatalogueTable>(db: Db, table: T, id: number) =>
  db
    .selectFrom(table as CatalogueTable)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst() as Promise<Row<T> | undefined>;

/** The figures an update changed, with what each was and now is (only those). */
export function changedFigures<F extends Record<string, unknown>>(was: F, now: F) {
  const changed = (Object.keys(now) as (keyof F & string)[]).filter((k) => was[k] !== now[k]);
  return {
    changed,
    before: Object.fromEntries(changed.map((k) => [k, was[k]])),
    after: Object.fromEntries(changed.map((k) => [k, now[k]])),
  };
}

/**
 * The audit summary of an update: each figure changed with what it was and now is, the texts
 * changed by name, or that nothing changed.
 */
export function updatedSummary(
  table: CatalogueTable,
  name: string,
  figures: { changed: readonly string[]; before: Record<string, unknown>; after: Record<string, unknown> },
  texts: readonly string[] = [],
): string {
  const changes = [
    ...figures.changed.map((k) => changeText(k, figures.before[k] as Value, figures.after[k] as Value)),
    ...texts.map((k) => changeText(k, undefined, undefined)),
  ];
  const what = changes.length ? ` : ${changes.join(" ; ")}` : " (rien de changé)";
  return `${kinds[table].label} « ${name} » modifié${what}.`;
}

/**
 * A service or pack put on sale again or withdrawn, with its audit line when that changes its
 * state (none when it already was so). Undefined: no such row.
 */
export async function switchActive<T extends CatalogueTable>(
  tx: AppDeps,
  staff: StaffMember,
  table: T,
  id: number,
  active: boolean,
): Promise<Row<T> | undefined> {
  const kind = kinds[table];
  const before = await tx.db
    .selectFrom(table as CatalogueTable)
    .select("isActive")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return undefined;
  const after = await tx.db
    .updateTable(table as CatalogueTable)
    .set({ isActive: active })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (before.isActive !== active)
    await writeAudit(tx, {
      staffId: staff.id,
      action: `${kind.action}.${active ? "reactivated" : "deactivated"}`,
      summary: `${kind.label} « ${after.name} » ${active ? "réactivé" : "désactivé"}.`,
      data: { [kind.idKey]: id },
    });
  return after as Row<T>;
}
