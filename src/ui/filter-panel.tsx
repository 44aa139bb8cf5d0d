import { type ReactNode, useEffect, useState } from "react";
import { FilterDrawer } from "./filter-drawer";

export type FilterLabels = {
  filters: string;
  filtersCount: (n: number) => string;
  reset: string;
  apply: string;
};

type Props<F> = {
  filters: F;
  onApply: (next: F) => void;
  phone: boolean;
  /** The filters 'Réinitialiser' goes back to. */
  reset: F;
  /** Why these filters cannot be applied (a wrong date range), or null. */
  validate: (filters: F) => string | null;
  activeCount: number;
  labels: FilterLabels;
  fields: (props: {
    value: F;
    onChange: (next: F) => void;
    error: string | null;
    idPrefix: string;
  }) => ReactNode;
  idPrefix: string;
};

/**
 * Desktops apply each change at once (a wrong value waits, with its message); phones gather
 * changes in a drawer applied with 'Appliquer'.
 */
export function FilterPanel<F>({
  filters,
  onApply,
  phone,
  reset,
  validate,
  activeCount,
  labels,
  fields,
  idPrefix,
}: Props<F>) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setDraft(filters);
    setError(null);
  }, [filters]);

  const change = (next: F) => {
    setDraft(next);
    const problem = validate(next);
    setError(problem);
    if (!phone && !problem) onApply(next);
  };

  if (!phone)
    return (
      <div className="mt-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5">
        {fields({ value: draft, onChange: change, error, idPrefix })}
        {activeCount > 0 && (
          <button type="button" className="btn-ghost mt-4 !min-h-9" onClick={() => onApply(reset)}>
            {labels.reset}
          </button>
        )}
      </div>
    );

  return (
    <>
      <button
        type="button"
        className="btn-ghost h-12 shrink-0 !px-4"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(filters);
          setError(null);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {activeCount > 0 ? labels.filtersCount(activeCount) : labels.filters}
      </button>
      <FilterDrawer
        open={open}
        title={labels.filters}
        onClose={() => setOpen(false)}
        resetLabel={labels.reset}
        applyLabel={labels.apply}
        onReset={() => {
          onApply(reset);
          setOpen(false);
        }}
        onApply={() => {
          const problem = validate(draft);
          setError(problem);
          if (problem) return;
          onApply(draft);
          setOpen(false);
        }}
      >
        {fields({ value: draft, onChange: change, error, idPrefix: `${idPrefix}-drawer` })}
      </FilterDrawer>
    </>
  );
}
