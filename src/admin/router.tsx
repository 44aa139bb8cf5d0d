import { createRouter } from "@tanstack/react-router";
import { withChunkRecovery } from "../features/layout/route-error";
import { StaffNotFound, StaffPageError, StaffPending } from "../features/staff/layout/page-states";
import { backOfficeShell } from "../lib/back-office";
import { routeTree } from "./routeTree.gen";

/**
 * The back-office's router. Its pages load their data in their route's loader; these show in the
 * frame, menu kept, while it is on its way, when it failed, or when the address is no page.
 */
export const router = createRouter({
  routeTree,
  // No reading on hover: opening a client's record writes a line in the audit log, and the newest
  // Journal page walks the log's chain; only a page really opened may do either.
  defaultPreload: false,
  defaultPendingComponent: StaffPending,
  defaultErrorComponent: withChunkRecovery(StaffPageError, backOfficeShell),
  defaultNotFoundComponent: StaffNotFound,
  scrollRestoration: true,
});

// This program's router (tsconfig.admin.json): its links and searches are checked against its tree.
declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
