import type { ReactNode } from "react";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { EmptyPanel } from "../../../ui/panels";
import { Badge } from "../../../ui/staff-badges";
import { StaffPanel } from "../../../ui/staff-page";
import type { Switchable } from "./use-activation";

const t = frStaffCatalogue;

/** The rows of services or packs in one panel, or a word saying there are none yet. */
export function CatalogueList<T extends Switchable>({
  rows,
  empty,
  children,
}: {
  rows: T[];
  empty: string;
  children: (row: T) => ReactNode;
}) {
  if (rows.length === 0) return <EmptyPanel message={empty} />;
  return (
    <StaffPanel className="overflow-hidden">
      <ul className="divide-y divide-black/5">{rows.map(children)}</ul>
    </StaffPanel>
  );
}

/** One row of the list, greyed while withdrawn. */
export function CatalogueRow({
  row,
  testId,
  className,
  children,
}: {
  row: Switchable;
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <li data-testid={testId} className={`${className} ${row.is_active ? "" : "bg-stone-50"}`}>
      {children}
    </li>
  );
}

/** On sale or withdrawn. */
export function StateBadge({ row, testId }: { row: Switchable; testId?: string }) {
  return (
    <Badge tone={row.is_active ? "green" : "amber"} testId={testId}>
      {row.is_active ? t.active : t.inactive}
    </Badge>
  );
}

/** The row's buttons: the way to change it (`children`), then withdraw or offer again. */
export function RowActions<T extends Switchable>({
  row,
  busy,
  onToggle,
  className,
  children,
}: {
  row: T;
  busy: number | null;
  onToggle: (row: T) => Promise<void>;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {children}
      <button
        type="button"
        className="btn-ghost min-h-10 px-4 text-sm"
        disabled={busy !== null}
        onClick={() => void onToggle(row)}
      >
        {busy === row.id ? t.saving : row.is_active ? t.deactivate : t.reactivate}
      </button>
    </div>
  );
}
