import type { ReactNode } from "react";
import { userMessage } from "../../api/refusal";
import type { StaffMe } from "../../contract/staff/common";
import { resolveStaffAccess, type StaffAccess } from "../../features/staff/layout/staff-access";
import { StaffFrame } from "../../features/staff/layout/staff-frame";
import { frStaff } from "../../i18n/fr-staff";
import { dayParam } from "../../lib/staff-search";
import { EmptyPanel, ErrorPanel } from "../../ui/panels";

/** What a back-office page gets from its route: its params, a way to another page, and a reload. */
export type StaffNav = {
  search: Record<string, unknown>;
  go: (page: string, search?: Record<string, unknown>, replace?: boolean) => void;
  reload: () => Promise<void>;
};
type Loaded = { render: (nav: StaffNav) => ReactNode };
export type StaffPageData = { access: StaffAccess; page: Loaded | null };
type Load = (
  match: RegExpExecArray,
  search: Record<string, unknown>,
  signal: AbortSignal,
  me: StaffMe,
) => Promise<Loaded>;

const mod = {
  agenda: () =>
    Promise.all([
      import("../../features/staff/agenda/agenda-data"),
      import("../../features/staff/agenda/agenda-screen"),
    ]),
  clients: () =>
    Promise.all([
      import("../../features/staff/clients/clients-data"),
      import("../../features/staff/clients/clients-screen"),
    ]),
  client: () =>
    Promise.all([
      import("../../features/staff/clients/clients-data"),
      import("../../features/staff/clients/client-screen"),
    ]),
  refunds: () =>
    Promise.all([
      import("../../features/staff/refunds/refunds-data"),
      import("../../features/staff/refunds/refunds-screen"),
    ]),
  messages: () =>
    Promise.all([
      import("../../features/staff/messages/messages-data"),
      import("../../features/staff/messages/messages-screen"),
    ]),
  takings: () =>
    Promise.all([
      import("../../features/staff/takings/takings-data"),
      import("../../features/staff/takings/takings-screen"),
    ]),
  audit: () =>
    Promise.all([
      import("../../features/staff/audit/audit-data"),
      import("../../features/staff/audit/audit-screen"),
    ]),
  team: () => Promise.all([import("../../api/staff"), import("../../features/staff/team/team-screen")]),
  schedule: () =>
    Promise.all([
      import("../../features/staff/schedule/schedule-data"),
      import("../../features/staff/schedule/schedule-screen"),
    ]),
  services: () =>
    Promise.all([
      import("../../features/staff/catalogue/catalogue-data"),
      import("../../features/staff/catalogue/services-screen"),
    ]),
  serviceForm: () =>
    Promise.all([
      import("../../features/staff/catalogue/catalogue-data"),
      import("../../features/staff/catalogue/service-form"),
    ]),
  packs: () =>
    Promise.all([
      import("../../features/staff/catalogue/catalogue-data"),
      import("../../features/staff/catalogue/packs-screen"),
    ]),
  settings: () =>
    Promise.all([
      import("../../features/staff/settings/settings-data"),
      import("../../features/staff/settings/settings-screen"),
    ]),
};

/** Each page: its address under `/admin/`, its data and its screen, both loaded only when opened. */
const pages: [RegExp, Load][] = [
  [
    /^dashboard$/,
    async (_, search, signal) => {
      const [{ loadAgenda }, { AgendaScreen }] = await mod.agenda();
      const data = await loadAgenda(dayParam(search.date), signal);
      return {
        render: (nav) => (
          <AgendaScreen
            data={data}
            onDate={(date) => nav.go("dashboard", date ? { date } : {})}
            onReload={nav.reload}
          />
        ),
      };
    },
  ],
  [
    /^clients$/,
    async (_, search, signal) => {
      const [{ loadClients, readClientsQuery }, { ClientsScreen }] = await mod.clients();
      const query = readClientsQuery(search);
      const page = await loadClients(query, signal);
      return {
        render: (nav) => (
          <ClientsScreen
            page={page}
            query={query}
            onQuery={(next) =>
              nav.go(
                "clients",
                {
                  ...(next.search ? { search: next.search } : {}),
                  ...(next.page > 1 ? { page: next.page } : {}),
                },
                // Typing a search does not fill the back button's history.
                next.search !== query.search,
              )
            }
          />
        ),
      };
    },
  ],
  [
    /^clients\/(\d{1,9})$/,
    async (match, _, signal) => {
      const [{ loadClient }, { ClientScreen }] = await mod.client();
      const detail = await loadClient(match[1] ?? "", signal);
      return { render: (nav) => <ClientScreen detail={detail} onChanged={() => void nav.reload()} /> };
    },
  ],
  [
    /^remboursements$/,
    async (_, search, signal) => {
      const [{ loadRefunds, readRefundState }, { RefundsScreen }] = await mod.refunds();
      const refunds = await loadRefunds(search, signal);
      const state = readRefundState(search.state);
      return {
        render: (nav) => (
          <RefundsScreen
            refunds={refunds}
            state={state}
            onState={(next) => nav.go("remboursements", next === "todo" ? {} : { state: next })}
            onChanged={() => void nav.reload()}
          />
        ),
      };
    },
  ],
  [
    /^messages$/,
    async (_, search, signal) => {
      const [{ loadMessages, readMessagesQuery }, { MessagesScreen }] = await mod.messages();
      const query = readMessagesQuery(search);
      const inbox = await loadMessages(query, signal);
      return {
        render: (nav) => (
          <MessagesScreen
            inbox={inbox}
            query={query}
            onQuery={(next) =>
              nav.go("messages", {
                ...(next.state !== "all" ? { state: next.state } : {}),
                ...(next.page > 1 ? { page: next.page } : {}),
              })
            }
            onChanged={() => void nav.reload()}
          />
        ),
      };
    },
  ],
  [
    /^recettes$/,
    async (_, search, signal) => {
      const [{ loadTakings, readTakingsParams }, { TakingsScreen }] = await mod.takings();
      const params = readTakingsParams(search);
      const takings = await loadTakings(params, signal);
      return {
        render: (nav) => (
          <TakingsScreen
            takings={takings}
            params={params}
            onParams={(next) =>
              nav.go("recettes", {
                ...(next.period !== "day" ? { period: next.period } : {}),
                ...(next.date ? { date: next.date } : {}),
              })
            }
          />
        ),
      };
    },
  ],
  [
    /^journal$/,
    async (_, search, signal) => {
      const [{ fetchAudit, fetchAuditCheck, readAuditCursor }, { AuditScreen }] = await mod.audit();
      const cursor = readAuditCursor(search);
      const newest = cursor.before === undefined && cursor.after === undefined;
      // The whole chain is walked on the newest page only; the log does not wait for it, and
      // shows even if the walk fails.
      // Given up (the page left or loaded again, with a walk of its own): never an « n'a pas abouti ».
      const check = newest
        ? fetchAuditCheck(signal).catch(() =>
            signal.aborted ? new Promise<never>(() => {}) : ("unchecked" as const),
          )
        : null;
      const log = await fetchAudit(cursor, signal);
      return {
        render: (nav) => <AuditScreen log={log} check={check} onCursor={(to) => nav.go("journal", to)} />,
      };
    },
  ],
  [
    /^horaires$/,
    async (_, __, signal) => {
      const [{ loadSchedule }, { ScheduleScreen }] = await mod.schedule();
      const schedule = await loadSchedule(signal);
      return { render: (nav) => <ScheduleScreen schedule={schedule} onChanged={() => void nav.reload()} /> };
    },
  ],
  [
    /^equipe$/,
    async (_, __, signal, me) => {
      const [{ fetchTeam }, { TeamScreen }] = await mod.team();
      const team = await fetchTeam(signal);
      return { render: (nav) => <TeamScreen team={team} meId={me.id} onChanged={() => void nav.reload()} /> };
    },
  ],
  [
    /^services$/,
    async (_, __, signal) => {
      const [{ loadServices }, { ServicesScreen }] = await mod.services();
      const services = await loadServices(signal);
      return { render: (nav) => <ServicesScreen services={services} onChanged={nav.reload} /> };
    },
  ],
  [
    /^services\/(nouveau|\d{1,9})$/,
    async (match, _, signal) => {
      const [{ loadService }, { ServiceFormScreen }] = await mod.serviceForm();
      const id = match[1] === "nouveau" ? null : (match[1] ?? "");
      const service = id === null ? null : await loadService(id, signal);
      if (id !== null && !service) return notFound;
      return {
        render: (nav) => (
          <ServiceFormScreen
            // A new form for each service: nothing typed for one shows on another.
            key={service?.id ?? "nouveau"}
            service={service}
            onSaved={(saved, created) =>
              created ? nav.go(`services/${saved.id}`, {}, true) : void nav.reload()
            }
          />
        ),
      };
    },
  ],
  [
    /^packs$/,
    async (_, __, signal) => {
      const [{ loadPacks }, { PacksScreen }] = await mod.packs();
      const packs = await loadPacks(signal);
      return { render: (nav) => <PacksScreen packs={packs} onChanged={nav.reload} /> };
    },
  ],
  [
    /^reglages$/,
    async (_, __, signal) => {
      const [{ loadSiteSettings }, { SettingsScreen }] = await mod.settings();
      const settings = await loadSiteSettings(signal);
      return { render: () => <SettingsScreen initial={settings} /> };
    },
  ],
];

const notFound: Loaded = { render: () => <EmptyPanel message={frStaff.notFound} /> };

/** Who is there first (nothing else loads for anyone but staff), then the page's data and screen. */
export async function loadStaffPage(
  path: string,
  search: Record<string, unknown>,
  signal: AbortSignal,
): Promise<StaffPageData> {
  const access = await resolveStaffAccess();
  if (access.kind !== "staff") return { access, page: null };
  const clean = path.replace(/\/+$/, "") || "dashboard";
  for (const [pattern, load] of pages) {
    const match = pattern.exec(clean);
    if (!match) continue;
    try {
      return { access, page: await load(match, search, signal, access.me) };
    } catch (error) {
      if (signal.aborted) throw error;
      // The menu stays: the failure is said in the page, with a retry.
      return {
        access,
        page: {
          render: (nav) => (
            <ErrorPanel
              message={`${frStaff.loadFailed} ${userMessage(error)}`}
              onRetry={() => void nav.reload()}
            />
          ),
        },
      };
    }
  }
  return { access, page: notFound };
}

export function StaffPage({ data, nav }: { data: StaffPageData; nav: StaffNav }) {
  return <StaffFrame access={data.access}>{data.page?.render(nav)}</StaffFrame>;
}
