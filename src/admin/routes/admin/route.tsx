import { createFileRoute, type ErrorComponentProps, Outlet, redirect } from "@tanstack/react-router";
import { useEffect } from "react";
import { withChunkRecovery } from "../../../features/layout/route-error";
import { AccessRefused } from "../../../features/staff/layout/access-refused";
import { StaffPageError } from "../../../features/staff/layout/page-states";
import { resolveStaffAccess, StaffAccessRefused } from "../../../features/staff/layout/staff-access";
import { StaffShell } from "../../../features/staff/layout/staff-shell";
import { backOfficeShell } from "../../../lib/back-office";
import { keepBackOfficeFiles } from "../../keep-files";

/**
 * The back-office's layout: who is there first, then the frame with the team's menu around every
 * page. Open to all without a redirect: anyone but staff sees only that it is the team's space, and
 * nothing else of the back-office loads for them.
 */
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ location }) => {
    const access = await resolveStaffAccess();
    if (access.kind !== "staff") throw new StaffAccessRefused(access);
    // A practitioner has their own day and nothing else: any other page leads there.
    if (access.me.role === "practitioner" && !/^\/admin\/(semaine\/?)?$/.test(location.pathname))
      throw redirect({ to: "/admin/semaine", replace: true });
    return { me: access.me };
  },
  component: StaffLayout,
  errorComponent: withChunkRecovery(StaffLayoutError, backOfficeShell),
});

function StaffLayout() {
  const { me } = Route.useRouteContext();
  // Staff: this device keeps the back-office for offline use.
  useEffect(keepBackOfficeFiles, []);
  return (
    <StaffShell me={me}>
      <Outlet />
    </StaffShell>
  );
}

function StaffLayoutError(props: ErrorComponentProps) {
  if (props.error instanceof StaffAccessRefused) return <AccessRefused access={props.error.access} />;
  return <StaffPageError {...props} />;
}
