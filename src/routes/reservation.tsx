import { createFileRoute } from "@tanstack/react-router";
import type * as v from "valibot";
import { PagePlaceholder } from "../features/layout/page-placeholder";
import { fr } from "../i18n/fr";
import { reservationSearch, searchValidator } from "../lib/search-params";
import { reservationDraftStore } from "../stores/reservation-draft";

export const Route = createFileRoute("/reservation")({
  validateSearch: searchValidator(reservationSearch),
  // Typed from the schema: inferring it here would make the route's type refer to itself.
  loaderDeps: ({ search }: { search: v.InferOutput<typeof reservationSearch> }) => search,
  loader: ({ deps }) => reservationDraftStore.getState().followUrl(deps),
  component: () => <PagePlaceholder title={fr.pages.reservation} />,
});
