import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { settle } from "./support";

/**
 * A screen of the confirmation feature at `path`, with a home page next to it, so a test sees
 * whether the countdown went home.
 */
export async function renderBesideHome(path: string, page: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <h1>Accueil</h1> });
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: path.split("?")[0] ?? path,
    component: page,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, screenRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<RouterProvider router={router} />);
  await settle();
  return { view, router };
}

export const onHome = () => screen.queryByRole("heading", { name: "Accueil" }) !== null;
