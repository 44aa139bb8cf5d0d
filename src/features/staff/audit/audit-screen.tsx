import { Link } from "@tanstack/react-router";
import { Suspense, use } from "react";
import type { AuditPage, AuditVerification } from "../../../contract/staff/audit";
import { frStaff } from "../../../i18n/fr-staff";
import { dakarDateTime } from "../../../lib/history-dates";
import { EmptyPanel } from "../../../ui/panels";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import { type AuditCursor, cursorOfLink } from "./audit-data";

const t = frStaff.audit;

type Check = AuditVerification | "unchecked";

/** Each load's walk its own waiting line: a page loaded again shows « en cours » again. */
const walks = new WeakMap<Promise<Check>, number>();
let walkCount = 0;
const walkKey = (walk: Promise<Check>) => {
  let key = walks.get(walk);
  if (key === undefined) {
    walkCount += 1;
    key = walkCount;
    walks.set(walk, key);
  }
  return key;
};

/**
 * Whether the log's chain holds: « Journal intact », or the first line where it breaks (on the
 * first page; `unchecked` when the walk did not come back). The walk reads every line of the log
 * (seconds on years of it): the page shows at once, and the answer when it comes.
 */
function ChainCheck({ pending }: { pending: Promise<Check> }) {
  const check = use(pending);
  if (check === "unchecked")
    return (
      <p
        role="status"
        className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
        data-testid="audit-check"
      >
        {t.unchecked}
      </p>
    );
  if (check.broken)
    return (
      <div
        role="alert"
        className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800"
        data-testid="audit-check"
      >
        <p className="font-semibold">{t.altered}</p>
        <p className="mt-1">{check.broken.message}</p>
        <p className="mt-1">{t.alteredAdvice}</p>
      </div>
    );
  return (
    <p
      role="status"
      className="rounded-2xl bg-green-50 px-4 py-3 text-sm text-green-900"
      data-testid="audit-check"
    >
      <span className="font-semibold">{t.intact}</span> · {t.intactDetail(check.checked)}
    </p>
  );
}

/**
 * From page to page by the lines themselves, newer or older: the log is never counted (it grows
 * by hundreds of thousands of lines), so there are no page numbers.
 */
function AuditPager({ log, onCursor }: { log: AuditPage; onCursor: (cursor: AuditCursor) => void }) {
  if (log.next === null && log.previous === null) return null;
  const button =
    "h-11 rounded-full px-4 text-sm font-semibold text-brand hover:bg-brand/10 disabled:text-ink/40 disabled:hover:bg-transparent";
  return (
    <nav aria-label={t.pagination} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={button}
        disabled={log.previous === null}
        onClick={() => log.previous !== null && onCursor(cursorOfLink(log.previous))}
      >
        ‹ {t.newer}
      </button>
      <button
        type="button"
        className={button}
        disabled={log.next === null}
        onClick={() => log.next !== null && onCursor(cursorOfLink(log.next))}
      >
        {t.older} ›
      </button>
    </nav>
  );
}

/** The audit log, newest first, as written: who, when, what, on which booking or client. */
export function AuditScreen({
  log,
  check,
  onCursor,
}: {
  log: AuditPage;
  check: Promise<Check> | null;
  onCursor: (cursor: AuditCursor) => void;
}) {
  usePageTitle(t.title);
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro} />
      {check !== null && (
        <Suspense
          key={walkKey(check)}
          fallback={
            <p
              role="status"
              className="rounded-2xl bg-black/5 px-4 py-3 text-sm text-ink/70"
              data-testid="audit-checking"
            >
              {t.checking}
            </p>
          }
        >
          <ChainCheck pending={check} />
        </Suspense>
      )}
      {log.results.length === 0 ? (
        <EmptyPanel message={t.empty} />
      ) : (
        <StaffPanel className="overflow-hidden">
          <ul className="divide-y divide-black/5" data-testid="audit">
            {log.results.map((entry) => (
              <li
                key={entry.id}
                data-action={entry.action}
                className="grid gap-1 px-4 py-3 md:grid-cols-[11rem_12rem_minmax(0,1fr)] md:gap-4"
              >
                <span className="text-xs text-ink/60 tabular-nums md:text-sm">
                  {dakarDateTime(entry.at) ?? entry.at}
                </span>
                <span className="min-w-0 truncate text-sm font-semibold">
                  {entry.staff?.name ?? (entry.action === "audit.sealed" ? t.server : t.commandLine)}
                </span>
                <span className="min-w-0 text-sm break-words">
                  {entry.summary}
                  {entry.changes && (
                    <span className="mt-0.5 block text-ink/75" data-testid="audit-changes">
                      {entry.changes}
                    </span>
                  )}
                  <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs">
                    {entry.booking_id !== null && (
                      <span className="text-ink/60">{t.booking(entry.booking_id)}</span>
                    )}
                    {entry.client_id !== null && (
                      <Link
                        to="/admin/clients/$id"
                        params={{ id: String(entry.client_id) }}
                        className="text-brand hover:underline"
                      >
                        {t.client}
                      </Link>
                    )}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </StaffPanel>
      )}
      <AuditPager log={log} onCursor={onCursor} />
    </div>
  );
}
