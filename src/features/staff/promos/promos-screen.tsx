import { useState } from "react";
import type { StaffPromo } from "../../../contract/staff/promos";
import { frStaffCatalogue } from "../../../i18n/fr-staff-catalogue";
import { frStaffPromos } from "../../../i18n/fr-staff-promos";
import { formatXof } from "../../../lib/format";
import { EmptyPanel } from "../../../ui/panels";
import { Badge } from "../../../ui/staff-badges";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { PromoDialog } from "./promo-dialog";

const t = frStaffPromos;
const c = frStaffCatalogue;

type Props = { promos: StaffPromo[]; onChanged: () => Promise<void> };

/** « Codes promo »: each code with what it takes off, on what, when, and its uses so far. */
export function PromosScreen({ promos, onChanged }: Props) {
  usePageTitle(t.title);
  // null: closed; "new": a new code; else the code being changed.
  const [editing, setEditing] = useState<StaffPromo | "new" | null>(null);
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro}>
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          {t.add}
        </button>
      </StaffHeader>
      {promos.length === 0 ? (
        <EmptyPanel message={t.empty} />
      ) : (
        <StaffPanel className="overflow-hidden">
          <ul className="divide-y divide-black/5">
            {promos.map((p) => (
              <li
                key={p.id}
                data-testid="promo-row"
                className={`grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1.5fr)_minmax(0,2fr)_auto] sm:items-center sm:gap-4 ${p.is_active ? "" : "bg-black/[0.03]"}`}
              >
                <p className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold text-ink">{p.code}</span>
                  <Badge tone={p.is_active ? "green" : "grey"}>{p.is_active ? t.on : t.off}</Badge>
                </p>
                <p className="text-sm text-ink/75">
                  <span className="block font-semibold text-brand-dark">
                    {p.kind === "percent" ? t.percentOff(p.value) : `−${formatXof(p.value)}`} ·{" "}
                    {t.scopes[p.applies_to]}
                  </span>
                  <span className="block">
                    {t.dates(p.valid_from, p.valid_to)} · {t.uses(p.uses, p.open_uses, p.total_uses)}
                    {t.perClientShort(p.per_client)}
                  </span>
                </p>
                <div className="flex sm:justify-end">
                  <button
                    type="button"
                    aria-label={t.open(p.code)}
                    className="btn-ghost min-h-10 px-4 text-sm"
                    onClick={() => setEditing(p)}
                  >
                    {c.edit}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </StaffPanel>
      )}
      <PromoDialog
        promo={editing === "new" ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await onChanged();
        }}
      />
    </div>
  );
}
