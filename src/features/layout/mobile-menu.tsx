import { Link } from "@tanstack/react-router";
import type { RefObject } from "react";
import { fr } from "../../i18n/fr";
import { InstallEntry } from "./install-entry";
import { Logo } from "./logo";
import type { NavItem } from "./nav-items";

type Props = { ref: RefObject<HTMLDialogElement | null>; items: readonly NavItem[]; authenticated: boolean };

/** The side menu of phones, on the native <dialog> (focus trap and Escape for free). */
export function MobileMenu({ ref, items, authenticated }: Props) {
  const close = () => ref.current?.close();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard has Escape.
    <dialog
      ref={ref}
      aria-label="Menu"
      className="m-0 ml-auto h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-white p-0 shadow-xl backdrop:bg-black/40"
      onClick={(event) => event.target === ref.current && close()}
    >
      <div className="flex h-16 items-center justify-between border-b border-black/5 px-4">
        <Logo />
        <button
          type="button"
          className="grid size-11 place-items-center rounded-full hover:bg-brand/5"
          aria-label={fr.nav.closeMenu}
          onClick={close}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label="Menu mobile" className="p-3">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={close}
                className="flex items-center justify-between gap-2 rounded-xl px-4 py-3 font-medium hover:bg-sand"
                activeProps={{ className: "bg-brand/10 text-brand" }}
                activeOptions={{ exact: item.to === "/" }}
              >
                <span>{item.label}</span>
                {item.needsLogin && !authenticated && (
                  <span className="shrink-0 rounded-full bg-accent-dark px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                    {fr.nav.loginRequired}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {!authenticated && (
          <Link to="/auth/login" onClick={close} className="btn-primary mt-4 w-full">
            {fr.nav.login}
          </Link>
        )}
        {authenticated && (
          <Link to="/profil" onClick={close} className="btn-ghost mt-4 w-full">
            {fr.nav.profile}
          </Link>
        )}
        <InstallEntry />
      </nav>
    </dialog>
  );
}
