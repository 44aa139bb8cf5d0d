import type { ReactNode } from "react";

type Props = { search: ReactNode; filters: ReactNode; phone: boolean };

/** A list's search and filters: on phones the filters open a drawer from a button, on desktops they show. */
export function ListToolbar({ search, filters, phone }: Props) {
  return (
    <>
      {/* On phones the filters' button goes under the search, so its placeholder is read in full. */}
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        <div className="w-full sm:w-auto sm:min-w-0 sm:flex-1">{search}</div>
        {phone && filters}
      </div>
      {!phone && filters}
    </>
  );
}

/** How many match: the only part read out as filters change, not every card. */
export function ResultCount({ text }: { text: string }) {
  return (
    <h2 aria-live="polite" className="mb-4 text-sm font-normal text-ink/70">
      {text}
    </h2>
  );
}
