import { useState } from "react";
import { actionFailure } from "../../../api/staff";
import { toastStore } from "../../../stores/toasts";

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

/**
 * A list's older rows, appended a page at a time from the server's `next` link; a failure is said
 * in a toast and the rows shown stay. The parent remounts the list (key) when the page reloads.
 */
export function useOlderPages<T>(
  next: string | null,
  read: (before: number) => Promise<{ results: T[]; next: string | null }>,
) {
  const [older, setOlder] = useState<T[]>([]);
  const [before, setBefore] = useState(() => beforeOf(next));
  const [loading, setLoading] = useState(false);
  const readOn = async () => {
    if (before === null) return;
    setLoading(true);
    try {
      const page = await read(before);
      setOlder((shown) => [...shown, ...page.results]);
      setBefore(beforeOf(page.next));
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setLoading(false);
    }
  };
  return { older, more: before !== null, loading, readOn };
}
