import { useState } from "react";
import { actionFailure, fetchClientLedger } from "../../api/staff";
import type { LedgerEntry } from "../../contract/staff/clients";
import { frStaff } from "../../i18n/fr-staff";
import { toastStore } from "../../stores/toasts";
import { LedgerTable } from "./ledger-table";

const t = frStaff.client;

/** The record the older ones follow, from the server's link (`…/ledger/?before=<id>`). */
function beforeOf(link: string | null): number | null {
  if (link === null) return null;
  const n = Number(new URL(link, "http://localhost").searchParams.get("before"));
  return Number.isInteger(n) && n >= 1 ? n : null;
}

type Props = { clientId: number; latest: LedgerEntry[]; next: string | null };

/**
 * The client's latest records, then older ones appended a page at a time: a client of years has
 * thousands, the page opens with the latest only. The parent remounts it (key) when the page reloads.
 */
export function ClientLedger({ clientId, latest, next }: Props) {
  const [older, setOlder] = useState<LedgerEntry[]>([]);
  const [before, setBefore] = useState(() => beforeOf(next));
  const [loading, setLoading] = useState(false);
  const readOn = async () => {
    if (before === null) return;
    setLoading(true);
    try {
      const page = await fetchClientLedger(clientId, before);
      setOlder((shown) => [...shown, ...page.results]);
      setBefore(beforeOf(page.next));
    } catch (error) {
      toastStore.getState().show("error", actionFailure(error), 6000);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <LedgerTable ledger={older.length === 0 ? latest : [...latest, ...older]} />
      {before !== null && (
        <div className="flex justify-center border-t border-black/5 px-4 py-2">
          <button
            type="button"
            className="h-11 rounded-full px-4 text-sm font-semibold text-brand hover:bg-brand/10 disabled:text-ink/40"
            disabled={loading}
            onClick={() => void readOn()}
          >
            {t.ledgerOlder} ›
          </button>
        </div>
      )}
    </>
  );
}
