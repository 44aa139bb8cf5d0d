import { createFileRoute, redirect } from "@tanstack/react-router";

/** `/admin/` is the dashboard's; a practitioner's, their own day. */
export const Route = createFileRoute("/admin/")({
  beforeLoad: ({ context }) => {
    throw redirect({
      to: context.me.role === "practitioner" ? "/admin/semaine" : "/admin/dashboard",
      replace: true,
    });
  },
});
