import type { LedgerEntry } from "../../../contract/staff/clients";
import { deskMethodLabels } from "../../../contract/staff/common";
import { frStaff } from "../../../i18n/fr-staff";
import { formatNumber, formatXof } from "../../../lib/format";
import { dakarDate } from "../../../lib/history-dates";
import { Badge } from "../../../ui/staff-badges";

const t = frStaff.client;

/** An adjustment's reason, for the team only, says more than its label (« Ajustement du centre »). */
const detailOf = (entry: LedgerEntry) =>
  [
    entry.kind === "adjustment" && entry.reason ? t.reason(entry.reason) : entry.label,
    entry.amount !== null ? formatXof(entry.amount) : null,
    entry.method ? deskMethodLabels[entry.method] : null,
    entry.reference,
    entry.staff_name,
  ]
    .filter(Boolean)
    .join(" · ");

const signed = (credits: number) =>
  `${credits > 0 ? "+" : credits < 0 ? "−" : ""}${formatNumber(Math.abs(credits))}`;
const creditTone = (credits: number) => (credits < 0 ? "text-red-800" : "text-emerald-800");

function Expiry({ entry }: { entry: LedgerEntry }) {
  if (entry.is_expired) return <Badge tone="grey">{t.expired}</Badge>;
  if (!entry.expiration_date) return <>{t.noExpiry}</>;
  return <>{dakarDate(entry.expiration_date) ?? entry.expiration_date}</>;
}

/** The client's credit ledger, newest first: what came in or went out, what is left and until when. */
export function LedgerTable({ ledger }: { ledger: LedgerEntry[] }) {
  if (ledger.length === 0) return <p className="px-4 py-6 text-sm text-ink/60">{t.ledgerEmpty}</p>;
  return (
    <>
      {/* On a phone at the desk, one card per movement: the five columns would not fit. */}
      <ul className="divide-y divide-black/5 md:hidden" data-testid="ledger-cards">
        {ledger.map((entry) => (
          <li key={entry.id} className={`px-4 py-3 text-sm ${entry.is_expired ? "text-ink/50" : ""}`}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{t.kinds[entry.kind]}</span>
              <span className={`text-base font-bold tabular-nums ${creditTone(entry.credits)}`}>
                {signed(entry.credits)}
              </span>
            </div>
            <p className="text-xs break-words text-ink/60">{detailOf(entry)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink/70">
              <span>{dakarDate(entry.date_add) ?? entry.date_add}</span>
              <span>
                {t.ledgerCols.left} : <span className="tabular-nums">{formatNumber(entry.left_credits)}</span>
              </span>
              <span>
                {t.ledgerCols.expiry} : <Expiry entry={entry} />
              </span>
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm md:table" data-testid="ledger">
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
                <span className="block text-xs text-ink/60">{detailOf(entry)}</span>
              </td>
              <td
                className={`px-4 py-2.5 text-right font-semibold tabular-nums ${creditTone(entry.credits)}`}
              >
                {signed(entry.credits)}
              </td>
              <td className="px-4 py-2.5 text-right tabular-nums">{formatNumber(entry.left_credits)}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">
                <Expiry entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
