import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useRef } from "react";
import { fr } from "../../i18n/fr";
import { useHomeConfig } from "../../queries/site-config";
import { useIsAuthenticated } from "../../stores/session";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { type NavItem, navItems } from "./nav-items";

// A visitor's first screen does without the member's menu; a member's start asks for it at once.
const loadUserMenu = () => import("./user-menu");
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
export const preloadUserMenu = () => void loadUserMenu();

export function useVisibleNavItems(): readonly NavItem[] {
  const showBasic = useHomeConfig().display_basic_service;
  return navItems.filter((item: NavItem) => !item.basicOnly || showBasic);
}

export function Header() {
  const authenticated = useIsAuthenticated();
  const items = useVisibleNavItems();
  const menu = useRef<HTMLDialogElement>(null);

  return (
    <header className="sticky top-0 z-30 border-b border-black/5 bg-white/95 backdrop-blur">
      {/* Fits 320 px: the logo gives way (its name wraps), the member's and menu buttons never do. */}
      <div className="container-page flex h-16 items-center justify-between gap-3 sm:gap-4">
        {/* Named by what it shows (WCAG 2.5.3, label in name), then where it goes. */}
        <Link to="/" className="min-w-0">
          <Logo />
          <span className="sr-only">{fr.nav.home}</span>
        </Link>
        <nav aria-label="Menu principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap text-ink/80 hover:bg-brand/5 hover:text-brand"
                  activeProps={{ className: "bg-brand/10 !text-brand" }}
                  activeOptions={{ exact: item.to === "/" }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {authenticated ? (
            // Holds the avatar's place while the menu's file arrives: nothing moves when it does.
            <Suspense fallback={<span className="block size-11 rounded-full bg-brand/5" />}>
              <UserMenu />
            </Suspense>
          ) : (
            <Link to="/auth/login" className="btn-primary hidden sm:inline-flex">
              {fr.nav.login}
            </Link>
          )}
          <button
            type="button"
            className="grid size-11 place-items-center rounded-full hover:bg-brand/5 lg:hidden"
            aria-label={fr.nav.openMenu}
            onClick={() => menu.current?.showModal()}
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu ref={menu} items={items} authenticated={authenticated} />
    </header>
  );
}
