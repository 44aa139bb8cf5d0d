/** The app: its router, what happens when a session ends, and how it draws into the page. */
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { setSessionExpiredHandler } from "./api/instance";
import { keepSessionFresh } from "./api/keep-session";
import { loadSessionCalls } from "./api/lazy-session";
import { listenForMissingChunks } from "./features/layout/chunk-recovery";
import { preloadUserMenu } from "./features/layout/header";
import { NotFound } from "./features/layout/not-found";
import { PagePending } from "./features/layout/page-pending";
import { RouteError } from "./features/layout/route-error";
import { registerServiceWorker } from "./features/layout/service-worker";
import { drawnFrom } from "./lib/drawn-from";
import { routeTree } from "./routeTree.gen";
import { resumeContactOutbox } from "./stores/contact-outbox-hint";
import { listenForInstall } from "./stores/install";
import { forgetMemberOnPhone, watchMemberSwitch } from "./stores/logout";
import { onMemberForgotten } from "./stores/member-forgotten";
import { isAuthenticated, onSessionEndedElsewhere, sessionStore } from "./stores/session";

const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  // Pages load their data in their route's loader; these show while it is on its way, or failed.
  defaultPendingComponent: PagePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The screen belongs to a member: a lost session sends the user to login and back. */
    requiresAuth?: boolean;
  }
}

// A member's pages (bookings, credits) kept by the router never show to the next account.
onMemberForgotten(() => router.clearCache());
watchMemberSwitch();
listenForInstall();
listenForMissingChunks();

// Logged out in another tab: this one forgets the member too, and leaves a member's page. The
// tokens are left to the other tab, which may already hold the next account's.
onSessionEndedElsewhere(() => {
  void forgetMemberOnPhone({ keepSession: true });
  const { location } = router.state;
  if (router.matchRoutes(location).some((match) => match.staticData.requiresAuth))
    void router.navigate({ to: "/auth/login", search: { redirect: location.href } });
});

setSessionExpiredHandler(() => {
  const { location } = router.state;
  // Already on an account page (a guard sent the member there): keep its way back, do not nest it.
  if (location.pathname.startsWith("/auth/")) return;
  // The routes of the location itself, not the matches shown: on a reload of /profil the page is
  // still loading (its loader is what found the session gone) and nothing is shown yet.
  const needsLogin = router.matchRoutes(location).some((match) => match.staticData.requiresAuth);
  void router.navigate({ to: "/auth/login", search: needsLogin ? { redirect: location.href } : {} });
});

/** Makes the page usable once the app has taken over the one drawn at build time. */
function Drawn({ over, children }: { over: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    // The frame is adopted; each route's content (a Suspense boundary) is adopted a moment later,
    // at once if touched first. Laid out by CSS for every screen, nothing moves under a tap then.
    over.removeAttribute("inert");
    // The service worker's precache would share a slow connection with the app's own files: on a
    // drawn page the load event comes before the app has even started, so it waits for the app.
    registerServiceWorker();
  }, [over]);
  return children;
}

/**
 * Where the visitor scrolled the drawn page is where the app's page stays: the router would
 * otherwise take a first page load to the top, under the visitor's finger.
 */
function keepScrollOnceDrawn() {
  let kept = { x: window.scrollX, y: window.scrollY };
  const follow = () => {
    kept = { x: window.scrollX, y: window.scrollY };
  };
  window.addEventListener("scroll", follow, { passive: true });
  const stop = router.subscribe("onRendered", () => {
    stop();
    window.removeEventListener("scroll", follow);
    window.scrollTo(kept.x, kept.y);
  });
}

/** Draws the app into the page, adopting the one drawn at build time if there is one. */
export function startApp() {
  const root = document.getElementById("root");
  if (root) {
    const page = (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    );
    if (root.hasChildNodes()) {
      // A page drawn at build time stays on screen until the app has what it needs to draw the same
      // page (its screen file and data): never a blank or a loading line in between. The app then
      // adopts the drawn elements rather than replacing them (hydration): no element is built twice
      // and the phone does not lay the page out again. As a transition, the work is cut in short
      // slices the phone can answer between. Should the app's page still differ (a member's header,
      // a saved draft), React draws its own in place.
      void router
        .load()
        .catch(() => undefined)
        .then(() => {
          keepScrollOnceDrawn();
          const drawn = <Drawn over={root}>{page}</Drawn>;
          // Pages are drawn for a visitor: a member's differs (header, greeting), and adopting it
          // would only fail, be reported as an error, and be drawn again.
          const memberPage = isAuthenticated(sessionStore.getState().tokens);
          if (memberPage || root.dataset.drawnFrom !== drawnFrom(router)) {
            // Drawn from other data (the catalogue edited since the build, a new year): adopting
            // the page would keep its stale text and images, which React does not check.
            startTransition(() => createRoot(root).render(drawn));
            return;
          }
          // The router then renders the boundaries it rendered while drawing the page at build time.
          router.ssr = { manifest: undefined };
          startTransition(() => {
            hydrateRoot(root, drawn);
          });
        });
    } else {
      createRoot(root).render(page);
      registerServiceWorker();
    }
  }
  keepSessionFresh();
  // A member's header needs the account menu's and the profile's files: asked for with the start's.
  if (isAuthenticated(sessionStore.getState().tokens)) {
    preloadUserMenu();
    void loadSessionCalls();
  }
  // Contact messages written without a network go out on the next start (loaded only if some wait).
  resumeContactOutbox();
}
