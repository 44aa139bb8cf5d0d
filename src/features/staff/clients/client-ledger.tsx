import { fetchClientLedger } from "../../../api/staff";
import type { LedgerEntry } from "../../../contract/staff/clients";
import { frStaff } from "../../../i18n/fr-staff";
import { LedgerTable } from "./ledger-table";
import { OlderButton, useOlderPages } from "./older-pages";

const t = frStaff.client;

type Props = { clientId: number; latest: LedgerEntry[]; next: string | null };

/**
 * The client's latest records, then older ones appended a page at a time: a client of years has
 * thousands, the page opens with the latest only.
 */
export function ClientLedger({ clientId, latest, next }: Props) {
  const { older, more, loading, readOn } = useOlderPages(next, (before) =>
    fetchClientLedger(clientId, before),
  );
  return (
    <>
      <LedgerTable ledger={older.length === 0 ? latest : [...latest, ...older]} />
      {more && <OlderButton label={t.ledgerOlder} busy={loading} onClick={() => void readOn()} />}
    </>
  );
}
