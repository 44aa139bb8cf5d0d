import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { loadStaffPage, type StaffNav, StaffPage } from "./-staff-pages";

/**
 * The back-office: every page under `/admin/` (the spec's `/admin/dashboard` first) hangs on this one
 * route. Each route declared in the tree sits in the first file every client's phone loads; one
 * route keeps that file as it was, and each screen comes in a file of its own (./-staff-pages.tsx).
 * Open to all without a redirect: anyone but staff sees only that it is the team's space.
 */
export const Route = createFileRoute("/admin/$")({
  // No validator: without one the router hands the search on as it is, and each screen's own file
  // reads it (lib/staff-search.ts); a validator would be more bytes on every client's first file.
  loaderDeps: ({ search }) => search as Record<string, unknown>,
  loader: ({ params, deps, abortController }) =>
    loadStaffPage(params._splat ?? "", deps, abortController.signal),
  component: AdminPage,
});

function AdminPage() {
  const data = Route.useLoaderData();
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = Route.useNavigate();
  const router = useRouter();
  const reload = useCallback(
    () => router.invalidate({ filter: (match) => match.routeId === "/admin/$" }),
    [router],
  );
  const nav: StaffNav = useMemo(
    () => ({
      search,
      reload,
      go: (page, next = {}, replace = false) =>
        void navigate({ to: "/admin/$", params: { _splat: page }, search: next as never, replace }),
    }),
    [search, reload, navigate],
  );
  return <StaffPage data={data} nav={nav} />;
}
