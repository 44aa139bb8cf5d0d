/** The back-office's entry (admin.html): an app of its own beside the clients', which it never loads. */
import "./styles.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { setSessionExpiredHandler } from "../api/instance";
import { keepSessionFresh } from "../api/keep-session";
import { listenForMissingChunks } from "../features/layout/chunk-recovery";
import { registerServiceWorker } from "../features/layout/service-worker";
import { staffLogin } from "../features/staff/layout/team-only";
import { forgetMemberOnPhone, watchMemberSwitch } from "../stores/logout";
import { onMemberForgotten } from "../stores/member-forgotten";
import { onSessionEndedElsewhere } from "../stores/session";
import { router } from "./router";

// Another account's pages kept by the router never show to the next one.
onMemberForgotten(() => router.clearCache());
watchMemberSwitch();
listenForMissingChunks();
// Logged out in another tab: this one forgets the member too; the next call the server refuses
// ends here as below.
onSessionEndedElsewhere(() => void forgetMemberOnPhone({ keepSession: true }));
// The session is gone: to the clients' login page, which brings staff back to the dashboard.
setSessionExpiredHandler(() => window.location.assign(staffLogin));

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
keepSessionFresh();
registerServiceWorker();
