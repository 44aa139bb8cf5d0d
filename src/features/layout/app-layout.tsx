import { Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { fr } from "../../i18n/fr";
import { profileStore } from "../../stores/profile";
import { useIsAuthenticated } from "../../stores/session";
import { siteConfigStore } from "../../stores/site-config";
import { ConnectionBanner } from "./connection-banner";
import { Footer, MessagingLink } from "./footer";
import { Header } from "./header";
import { Toaster } from "./toaster";
import { UpdatePrompt } from "./update-prompt";

/** The root view: header, the current page, footer. */
export function AppLayout() {
  const authenticated = useIsAuthenticated();
  useEffect(() => {
    void siteConfigStore.getState().load();
  }, []);
  useEffect(() => {
    const { profile, status } = profileStore.getState();
    if (authenticated && !profile && status !== "loading") void profileStore.getState().load();
  }, [authenticated]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        {fr.nav.skipToContent}
      </a>
      <ConnectionBanner />
      <Header />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <MessagingLink />
      <UpdatePrompt />
      <Toaster />
    </div>
  );
}
