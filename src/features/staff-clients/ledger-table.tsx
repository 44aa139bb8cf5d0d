import type { LedgerEntry } from "../../contract/staff/clients";
import { deskMethodLabels } from "../../contract/staff/common";
import { frStaff } from "../../i18n/fr-staff";
import { formatNumber, formatXof } from "../../lib/format";
import { dakarDate } from "../../lib/history-dates";
import { Badge } from "../../ui/staff-badges";

const t = frStaff.client;

/** The client's credit ledger, newest first: what came in or went out, what is left and until when. */
export function LedgerTable({ ledger }: { ledger: LedgerEntry[] }) {
  if (ledger.length === 0) return <p className="px-4 py-6 text-sm text-ink/60">{t.ledgerEmpty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm" data-testid="ledger">
        <thead className="bg-stone-50 text-left text-xs tracking-wide text-ink/60 uppercase">
          <tr>
            <th className="px-4 py-2 font-semibold">{t.ledgerCols.date}</th>
            <th className="px-4 py-2 font-semibold">{t.ledgerCols.what}</th>
            <th className="px-4 py-2 text-right font-semibold">{t.ledgerCols.credits}</th>
            <th className="px-4 py-2 text-right font-semibold">{t.ledgerCols.left}</th>
            <th className="px-4 py-2 font-semibold">{t.ledgerCols.expiry}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {ledger.map((entry) => (
            <tr key={entry.id} data-kind={entry.kind} className={entry.is_expired ? "text-ink/50" : ""}>
              <td className="px-4 py-2.5 whitespace-nowrap">{dakarDate(entry.date_add) ?? entry.date_add}</td>
              <td className="px-4 py-2.5">
                <span className="font-medium">{t.kinds[entry.kind]}</span>
                <span className="block text-xs text-ink/60">
                  {entry.label}
                  {entry.amount !== null && ` · ${formatXof(entry.amount)}`}
                  {entry.method && ` · ${deskMethodLabels[entry.method]}`}
                  {entry.reference && ` · ${entry.reference}`}
                  {entry.staff_name && ` · ${entry.staff_name}`}
                </span>
              </td>
              <td
                className={`px-4 py-2.5 text-right font-semibold tabular-nums ${entry.credits < 0 ? "text-red-800" : "text-emerald-800"}`}
              >
                {entry.credits > 0 ? "+" : entry.credits < 0 ? "−" : ""}
                {formatNumber(Math.abs(entry.credits))}
              </td>
              <td className="px-4 py-2.5 text-right tabular-nums">{formatNumber(entry.left_credits)}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">
                {entry.is_expired ? (
                  <Badge tone="grey">{t.expired}</Badge>
                ) : entry.expiration_date ? (
                  (dakarDate(entry.expiration_date) ?? entry.expiration_date)
                ) : (
                  t.noExpiry
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
