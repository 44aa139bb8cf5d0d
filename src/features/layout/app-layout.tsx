import { Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { fr } from "../../i18n/fr";
import { profileStore } from "../../stores/profile";
import { useIsAuthenticated } from "../../stores/session";
import { Toaster } from "../../ui/toaster";
import { ConnectionBanner } from "./connection-banner";
import { DemoBanner } from "./demo-banner";
import { Footer, MessagingLink } from "./footer";
import { Header } from "./header";
import { UpdatePrompt } from "./update-prompt";

/** The root view: header, the current page, footer. */
export function AppLayout() {
  const authenticated = useIsAuthenticated();
  // The header shows the member: load the profile once per session (shared with Mon Profil's loader).
  useEffect(() => {
    if (!authenticated) return;
    profileStore
      .getState()
      .ensure()
      .catch(() => undefined);
    // A member's offline copies (draft, history, payment under way) live in the local database:
    // its file is fetched once the page is idle, so the service worker keeps it for offline use.
    const warm = () => void import("../../db/accessors").catch(() => undefined);
    const idle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 2000);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, [authenticated]);

  return (
    <div className="relative flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        {fr.nav.skipToContent}
      </a>
      <DemoBanner />
      <ConnectionBanner />
      <Header />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing, then being pushed down when the content arrives (a layout shift). */}
      <main id="contenu" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <Footer />
      <MessagingLink />
      <UpdatePrompt />
      <Toaster />
    </div>
  );
}
