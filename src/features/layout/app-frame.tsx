import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { fr } from "../../i18n/fr";
import { Toaster } from "../../ui/toaster";
import { ConnectionBanner } from "./connection-banner";
import { DemoBanner } from "./demo-banner";
import { onUpdateReady, waitingUpdate } from "./service-worker";

// Shown only once a new version waits: the first screen does without its code. Should its file not
// come, the page stays as it is; the new version starts when the app is next opened.
const UpdatePrompt = lazy(() =>
  import("./update-prompt").then(
    (m) => ({ default: m.UpdatePrompt }),
    () => ({ default: () => null }),
  ),
);

/**
 * Every page's frame, the clients' app and the back-office alike: the skip link, the demonstration
 * and connection lines, the page, the new version's offer and the notifications.
 */
export function AppFrame({
  header,
  footer,
  children,
}: {
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const updateWaiting = useSyncExternalStore(onUpdateReady, waitingUpdate, () => null) !== null;
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
      {header}
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing, then being pushed down when the content arrives (a layout shift). */}
      <main id="contenu" className="min-h-dvh flex-1">
        {children}
      </main>
      {footer}
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
