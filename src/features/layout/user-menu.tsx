import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { fr } from "../../i18n/fr";
import { formatCredits } from "../../lib/format";
import { truncateName } from "../../lib/names";
import { useMemberName, useProfile } from "../../queries/profile";
import { logoutMember } from "../../stores/logout";
import { Avatar } from "../../ui/avatar";

/** Logged-in header: avatar, first name (14 characters at most) where it fits, and the account dropdown. */
export function UserMenu() {
  const { profile } = useProfile();
  // Offline the profile cannot load: the name kept from the last visit stands in for it.
  const shown = useMemberName();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  async function onLogout() {
    setOpen(false);
    try {
      // Imported with the app (which needs the module anyway): a file fetched on demand here could
      // not come offline without a service worker, and the member would stay logged in.
      await logoutMember();
    } finally {
      // Whatever failed on the way, the member leaves the member's pages.
      await navigate({ to: "/" });
    }
  }

  const name = truncateName(shown?.first_name || fr.nav.userFallback);
  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        className="flex items-center gap-2 rounded-full p-1 hover:bg-brand/5 sm:pr-3 lg:pr-1 xl:pr-3"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar
          picture={profile?.profile_picture}
          firstName={shown?.first_name}
          lastName={shown?.last_name}
        />
        {/* Where the header has no room (phones, and beside the full menu before 1280 px) only the
            avatar shows; the name still names the button. */}
        <span className="sr-only text-sm font-semibold whitespace-nowrap sm:not-sr-only lg:sr-only xl:not-sr-only">
          {name}
        </span>
        <svg viewBox="0 0 20 20" className="hidden size-4 sm:block lg:hidden xl:block" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-40 mt-2 w-48 overflow-hidden rounded-xl border border-black/5 bg-white shadow-lg"
        >
          {profile && (
            // The balance where the member looks for it after buying a pack; a tap buys more.
            <Link
              to="/packs"
              role="menuitem"
              className="block border-b border-black/5 px-4 py-3 text-sm hover:bg-sand"
              onClick={() => setOpen(false)}
            >
              <span className="block text-xs text-ink/70">{fr.common.balance}</span>
              <span className="block font-bold text-brand">{formatCredits(profile.total_credits)}</span>
            </Link>
          )}
          <Link
            to="/profil"
            role="menuitem"
            className="block px-4 py-3 text-sm hover:bg-sand"
            onClick={() => setOpen(false)}
          >
            {fr.nav.profile}
          </Link>
          <button
            type="button"
            role="menuitem"
            className="block w-full px-4 py-3 text-left text-sm text-red-700 hover:bg-sand"
            onClick={onLogout}
          >
            {fr.nav.logout}
          </button>
        </div>
      )}
    </div>
  );
}
