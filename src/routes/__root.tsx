import { createRootRoute } from "@tanstack/react-router";
import { AppLayout } from "../features/layout/app-layout";
import { NotFound } from "../features/layout/not-found";

export const Route = createRootRoute({ component: AppLayout, notFoundComponent: NotFound });
