import { createRootRoute, Outlet } from "@tanstack/react-router";
import { AppFrame } from "../../features/layout/app-frame";

/** The page around the back-office, as around the clients' pages: demonstration and connection lines, notifications. */
export const Route = createRootRoute({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
});
