// The floor app: the design's own stack (React 19, TanStack Router, valibot, zustand and ky), nothing
// else. Built by the bench with the project's Vite, it is what any app on this stack sends before
// its own first line of code.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import ky from "ky";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import * as v from "valibot";
import { create } from "zustand";

const Visitor = v.object({ name: v.pipe(v.string(), v.minLength(1)) });
const api = ky.create({ prefixUrl: "/api/", retry: 2, timeout: false });
const useStatus = create<{ up: boolean | null; set: (up: boolean) => void }>((set) => ({
  up: null,
  set: (up) => set({ up }),
}));

function Home() {
  const { up, set } = useStatus();
  useEffect(() => {
    api.get("health/").then(
      (response) => set(response.ok),
      () => set(false),
    );
  }, [set]);
  return (
    <h1>
      Bonjour {v.parse(Visitor, { name: "Awa" }).name}
      {up === false ? " (hors ligne)" : ""}
    </h1>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <nav>
        <Link to="/">Accueil</Link> <Link to="/a-propos">À propos</Link>
      </nav>
      <Outlet />
    </>
  ),
});
const home = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: Home,
});
const about = createRoute({
  getParentRoute: () => rootRoute,
  path: "/a-propos",
  component: () => <p>Un centre de bien-être.</p>,
});
const router = createRouter({ routeTree: rootRoute.addChildren([home, about]) });

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
