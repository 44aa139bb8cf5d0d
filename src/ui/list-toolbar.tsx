import type { ReactNode } from "react";

type Props = { search: ReactNode; filters: ReactNode; phone: boolean };

/** A list's search and filters: side by side on phones (the filters open a drawer), stacked on desktops. */
export function ListToolbar({ search, filters, phone }: Props) {
  return (
    <>
      <div className="mt-6 flex items-center gap-3">
        {search}
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
