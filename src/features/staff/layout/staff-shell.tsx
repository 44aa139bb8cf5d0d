import { Link, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useState } from "react";
import { brand } from "../../../brand";
import { type StaffMe, staffRoleLabels } from "../../../contract/staff/common";
import { frStaff } from "../../../i18n/fr-staff";
import { everyWhileVisible } from "../../../lib/visible-interval";
import { queries } from "../../../queries/cache";
import { staffUnreadQuery } from "../../../queries/staff-messages";
import { useQuery } from "../../../queries/use-query";
import { logoutMember } from "../../../stores/logout";
import { LogoMark } from "../../../ui/logo-mark";
import { navFor } from "./nav-items";
import { forgetStaffAccess } from "./staff-access";
import { staffLogin } from "./team-only";

const t = frStaff;
const UNREAD_EVERY_MS = 60_000;

/**
 * The menu's count of unread messages, through the cache: read when the frame shows, then marked
 * stale every minute while the page is in view, which has it read again (`useQuery`); each page of
 * the inbox read sets it too. Kept while a read fails: the menu says nothing of it.
 */
function useUnreadCount(reads: boolean) {
  useEffect(
    () =>
      reads ? everyWhileVisible(() => queries.invalidate(staffUnreadQuery.key), UNREAD_EVERY_MS) : undefined,
    [reads],
  );
  return useQuery(reads ? staffUnreadQuery : null).data ?? null;
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The back-office's frame: the team's menu, who is working, and the screen. Desktop first, a drawer on a phone. */
export function StaffShell({ me, children }: { me: StaffMe; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A tap on the menu leads somewhere: the drawer closes once there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new page.
  useEffect(() => setOpen(false), [pathname]);
  // A practitioner has no inbox: their own day only.
  const unread = useUnreadCount(me.role !== "practitioner");
  const logout = async () => {
    await logoutMember();
    forgetStaffAccess();
    window.location.assign(staffLogin);
  };
  const name = `${me.first_name} ${me.last_name}`.trim() || me.email;
  return (
    <div className="min-h-dvh bg-stone-100 lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
      <aside className="z-30 bg-brand-dark text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
        <div className="flex items-center gap-3 px-4 py-3 lg:px-5 lg:py-6">
          <LogoMark className="size-10 shrink-0" />
          <div className="min-w-0 flex-1 leading-tight">
            <p className="line-clamp-2 text-[15px] font-bold break-words">{brand.name}</p>
            <p className="text-xs font-medium tracking-wide text-white/70 uppercase">{t.space}</p>
          </div>
          <button
            type="button"
            className="grid size-11 place-items-center rounded-xl text-white hover:bg-white/10 lg:hidden"
            aria-expanded={open}
            aria-controls="staff-menu"
            onClick={() => setOpen((o) => !o)}
          >
            <span className="sr-only">{open ? t.nav.closeMenu : t.nav.menu}</span>
            <Icon path={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"} />
          </button>
        </div>
        <div
          id="staff-menu"
          className={`${open ? "flex" : "hidden"} flex-col border-t border-white/10 lg:flex lg:min-h-0 lg:flex-1 lg:border-0`}
        >
          <nav
            aria-label={t.nav.label}
            className="flex flex-col gap-1 px-3 py-3 lg:flex-1 lg:overflow-y-auto"
          >
            {navFor(me.role).map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium text-white/80 hover:bg-white/10 hover:text-white"
                activeProps={{ className: "bg-white/15 text-white", "aria-current": "page" }}
              >
                <Icon path={item.icon} />
                <span className="flex-1">{item.label}</span>
                {item.to === "/admin/messages" && unread ? (
                  <span
                    className="min-w-6 rounded-full bg-accent px-2 py-0.5 text-center text-xs font-bold text-ink"
                    title={t.nav.unread(unread)}
                  >
                    {unread}
                    <span className="sr-only"> {t.nav.unread(unread)}</span>
                  </span>
                ) : null}
              </Link>
            ))}
          </nav>
          <div className="border-t border-white/10 px-4 py-4">
            <p className="truncate text-sm font-semibold" data-testid="staff-name">
              {name}
            </p>
            <p className="mt-0.5 text-xs text-white/70">
              <span className="rounded-full bg-white/15 px-2 py-0.5 font-semibold text-white">
                {staffRoleLabels[me.role]}
              </span>
            </p>
            <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <button
                type="button"
                className="min-h-9 font-medium text-white/85 hover:text-white hover:underline"
                onClick={() => void logout()}
              >
                {t.logout}
              </button>
              <a
                href="/"
                className="inline-flex min-h-9 items-center text-white/70 hover:text-white hover:underline"
              >
                {t.viewSite}
              </a>
            </div>
          </div>
        </div>
      </aside>
      <div className="min-w-0 px-4 py-5 sm:px-6 lg:px-10 lg:py-8">{children}</div>
    </div>
  );
}
