import { createFileRoute, redirect } from "@tanstack/react-router";

/** `/admin/` is the dashboard's. */
export const Route = createFileRoute("/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/dashboard", replace: true });
  },
});
