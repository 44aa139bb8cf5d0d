import { Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { read } from "../../queries/cache";
import { profileQuery } from "../../queries/profile";
import { useIsAuthenticated } from "../../stores/session";
import { AppFrame } from "./app-frame";
import { Footer, MessagingLink } from "./footer";
import { Header } from "./header";

/** The root view: header, the current page, footer. */
export function AppLayout() {
  const authenticated = useIsAuthenticated();
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

  return (
    <AppFrame
      header={<Header />}
      footer={
        <>
          <Footer />
          <MessagingLink />
        </>
      }
    >
      <Outlet />
    </AppFrame>
  );
}
