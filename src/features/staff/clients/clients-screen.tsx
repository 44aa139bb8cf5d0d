import { Link } from "@tanstack/react-router";
import { CLIENTS_PAGE_SIZE } from "../../../api/staff";
import type { ClientPage } from "../../../contract/staff/clients";
import { staffRoleLabels } from "../../../contract/staff/common";
import { frStaff } from "../../../i18n/fr-staff";
import { formatCredits } from "../../../lib/format";
import { dakarDate } from "../../../lib/history-dates";
import { displayPhone } from "../../../lib/phone";
import { Pagination } from "../../../ui/pagination";
import { EmptyPanel } from "../../../ui/panels";
import { SearchBox } from "../../../ui/search-box";
import { Badge } from "../../../ui/staff-badges";
import { StaffHeader, StaffPanel } from "../../../ui/staff-page";
import { usePageTitle } from "../../../ui/use-page-title";
import type { ClientsQuery } from "./clients-data";

const t = frStaff.clients;

type Props = { page: ClientPage; query: ClientsQuery; onQuery: (query: ClientsQuery) => void };

/** The clients, found by name, phone or e-mail, twenty at a time. */
export function ClientsScreen({ page, query, onQuery }: Props) {
  usePageTitle(t.title);
  const pages = Math.max(1, Math.ceil(page.count / CLIENTS_PAGE_SIZE));
  return (
    <div className="space-y-5">
      <StaffHeader title={t.title} intro={t.intro} />
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          id="client-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={query.search ?? ""}
          onSearch={(search) => onQuery({ search: search || undefined, page: 1 })}
        />
        <p className="text-sm text-ink/60" aria-live="polite">
          {t.count(page.count)}
        </p>
      </div>
      {page.results.length === 0 ? (
        <EmptyPanel message={query.search ? t.empty : t.none} />
      ) : (
        <StaffPanel className="overflow-hidden">
          <ul className="divide-y divide-black/5">
            {page.results.map((client) => {
              const name = `${client.first_name} ${client.last_name}`.trim() || client.email || "—";
              return (
                <li key={client.id} data-testid="client-row">
                  <Link
                    to="/admin/clients/$id"
                    params={{ id: String(client.id) }}
                    aria-label={t.open(name)}
                    className="grid gap-1 px-4 py-3 hover:bg-brand/5 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.6fr)] sm:items-center sm:gap-4"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-ink">{name}</span>
                      <span className="block truncate text-xs text-ink/55">
                        {dakarDate(client.created_at) && t.since(dakarDate(client.created_at) ?? "")}
                      </span>
                    </span>
                    <span className="min-w-0 text-sm text-ink/75">
                      <span className="block truncate">{client.email ?? "—"}</span>
                      <span className="block truncate">
                        {client.telephone_number ? displayPhone(client.telephone_number) : frStaff.noPhone}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-1.5 sm:justify-end">
                      {client.role && <Badge tone="blue">{t.staffRole(staffRoleLabels[client.role])}</Badge>}
                      <Badge tone={client.is_verified ? "green" : "amber"}>
                        {client.is_verified ? t.verified : t.notVerified}
                      </Badge>
                      <span className="min-w-24 text-right text-sm font-bold text-brand-dark">
                        {formatCredits(client.total_credits)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </StaffPanel>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t.pagination}
        onPage={(p) => onQuery({ search: query.search, page: p })}
      />
    </div>
  );
}
