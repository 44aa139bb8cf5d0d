// The floor app: React 19, TanStack Router and valibot, nothing else. Built by the bench with the
// project's Vite, it is what any app on this stack sends before its own first line of code.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import * as v from "valibot";

const Visitor = v.object({ name: v.pipe(v.string(), v.minLength(1)) });

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
  component: () => <h1>Bonjour {v.parse(Visitor, { name: "Awa" }).name}</h1>,
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
