import { useEffect, useMemo, useRef, useState } from "react";
import { actionFailure } from "../../../api/staff";
import type { ClientListItem } from "../../../contract/staff/clients";
import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import { debounce } from "../../../lib/debounce";
import { displayPhone } from "../../../lib/phone";
import { staffClientsQuery } from "../../../queries/staff-clients";
import { useQuery } from "../../../queries/use-query";
import { DeskReadFailure } from "../../../ui/desk-read-failure";
import { inputClass } from "../../../ui/field";
import { SEARCH_DEBOUNCE_MS } from "../../../ui/search-box";

const t = frStaffDesk.client;
/** Fewer characters find half the clients: nothing is asked before. */
export const MIN_SEARCH = 2;

/** A client as the desk recognises them on the phone: name, phone, e-mail. */
export function ClientCard({ client, children }: { client: ClientListItem; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">
          {`${client.first_name} ${client.last_name}`.trim()}
        </p>
        <p className="text-sm text-ink/70">
          {client.telephone_number ? displayPhone(client.telephone_number) : t.noPhone}
          <span aria-hidden="true"> · </span>
          <span className="break-all">{client.email ?? t.noEmail}</span>
          <span aria-hidden="true"> · </span>
          {t.credits(client.total_credits)}
        </p>
      </div>
      {children}
    </div>
  );
}

/**
 * Clients found as the receptionist types (a part of the name, accents or not, or phone digits),
 * asked once typing pauses, through the same cached search as the clients' list.
 */
export function ClientSearch({ onChoose }: { onChoose: (client: ClientListItem) => void }) {
  const [text, setText] = useState("");
  const [asked, setAsked] = useState("");
  const latest = useRef(setAsked);
  const push = useMemo(() => debounce((q: string) => latest.current(q), SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => push.cancel(), [push]);
  const read = useQuery(asked.length >= MIN_SEARCH ? staffClientsQuery(asked, 1) : null);
  const found = (read.data?.results ?? []).filter((c) => c.role === null);
  const waiting = asked.length >= MIN_SEARCH && (read.loading || text.trim() !== asked) && !read.data;
  return (
    <div>
      <label htmlFor="desk-client-search" className="text-sm font-medium">
        {t.search}
      </label>
      <input
        id="desk-client-search"
        type="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        placeholder={t.searchPlaceholder}
        className={inputClass}
        aria-describedby="desk-client-search-hint"
        onChange={(event) => {
          setText(event.target.value);
          push(event.target.value.trim());
        }}
      />
      <p id="desk-client-search-hint" className="mt-1 text-xs text-ink/60">
        {t.searchHint}
      </p>
      <div aria-live="polite" className="mt-3">
        {read.error !== undefined && !read.data ? (
          <DeskReadFailure message={actionFailure(read.error)} retrying={read.loading} onRetry={read.retry} />
        ) : waiting ? (
          <p className="text-sm text-ink/60">{t.searching}</p>
        ) : read.data && found.length === 0 ? (
          <p className="text-sm text-ink/70">{t.none}</p>
        ) : (
          found.length > 0 && (
            <ul
              className="divide-y divide-black/5 rounded-xl ring-1 ring-black/10"
              data-testid="desk-client-results"
            >
              {found.map((client) => (
                <li key={client.id} className="px-3 py-2">
                  <ClientCard client={client}>
                    <button type="button" className="btn-ghost min-h-11" onClick={() => onChoose(client)}>
                      {t.choose}
                    </button>
                  </ClientCard>
                </li>
              ))}
            </ul>
          )
        )}
        {read.data && read.data.count > read.data.results.length && (
          <p className="mt-2 text-xs text-ink/60">{t.more(read.data.count - read.data.results.length)}</p>
        )}
      </div>
    </div>
  );
}
