import { useState } from "react";
import { actionFailure, fetchClientLedger } from "../../api/staff";
import type { LedgerEntry } from "../../contract/staff/clients";
import { frStaff } from "../../i18n/fr-staff";
import { toastStore } from "../../stores/toasts";
import { LedgerTable } from "./ledger-table";
import { beforeOf, OlderButton } from "./older-pages";

const t = frStaff.client;

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
      {before !== null && <OlderButton label={t.ledgerOlder} busy={loading} onClick={() => void readOn()} />}
    </>
  );
}
