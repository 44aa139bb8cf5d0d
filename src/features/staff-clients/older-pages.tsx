/** The row the older ones follow, from the server's link (`…/?before=<id>`); null without one. */
export function beforeOf(link: string | null): number | null {
  if (link === null) return null;
  const n = Number(new URL(link, "http://localhost").searchParams.get("before"));
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** « Plus anciens › » (or « Plus anciennes › ») under a list that reads its older rows a page at a time. */
export function OlderButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <div className="flex justify-center border-t border-black/5 px-4 py-2">
      <button
        type="button"
        className="h-11 rounded-full px-4 text-sm font-semibold text-brand hover:bg-brand/10 disabled:text-ink/40"
        disabled={busy}
        onClick={onClick}
      >
        {label} ›
      </button>
    </div>
  );
}
