import { Outlet, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { fr } from "../../i18n/fr";
import { read } from "../../queries/cache";
import { profileQuery } from "../../queries/profile";
import { useIsAuthenticated } from "../../stores/session";
import { Toaster } from "../../ui/toaster";
import { ConnectionBanner } from "./connection-banner";
import { DemoBanner } from "./demo-banner";
import { Footer, MessagingLink } from "./footer";
import { Header } from "./header";
import { onUpdateReady, waitingUpdate } from "./service-worker";

// Shown only once a new version waits: the first screen does without its code. Should its file not
// come, the page stays as it is; the new version starts when the app is next opened.
const UpdatePrompt = lazy(() =>
  import("./update-prompt").then(
    (m) => ({ default: m.UpdatePrompt }),
    () => ({ default: () => null }),
  ),
);

/** The root view: header, the current page, footer. */
export function AppLayout() {
  const authenticated = useIsAuthenticated();
  const updateWaiting = useSyncExternalStore(onUpdateReady, waitingUpdate, () => null) !== null;
  // The header shows the member: the profile, read once per session (shared with Mon Profil's loader).
  useEffect(() => {
    if (!authenticated) return;
    read(profileQuery()).catch(() => undefined);
    // A member's offline copies (draft, history, payment under way) live in the local database:
    // its file is fetched once the page is idle, so the service worker keeps it for offline use.
    const warm = () => void import("../../db/accessors").catch(() => undefined);
    const idle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 2000);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, [authenticated]);

  // The back-office draws its own frame: the clients' header, footer and chat button stay out of it.
  const client = !useRouterState({ select: (state) => state.location.pathname.startsWith("/admin/") });
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
      {client && <Header />}
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing, then being pushed down when the content arrives (a layout shift). */}
      <main id="contenu" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      {client && <Footer />}
      {client && <MessagingLink />}
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
