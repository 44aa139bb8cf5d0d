import { createFileRoute, redirect } from "@tanstack/react-router";
import type * as v from "valibot";
import { ConfirmationScreen } from "../features/confirmation/confirmation-screen";
import { confirmationSearch, searchValidator } from "../lib/search-params";

export const Route = createFileRoute("/confirmation")({
  validateSearch: searchValidator(confirmationSearch),
  // The app always says which outcome it shows: a link without one (hand-made, or a status the spec
  // does not know) confirms nothing, so it goes home rather than showing 'Réservation Confirmée'.
  beforeLoad: ({ search }: { search: v.InferOutput<typeof confirmationSearch> }) => {
    if (!search.status) throw redirect({ to: "/", replace: true });
  },
  component: ConfirmationPage,
});

function ConfirmationPage() {
  const { status, message } = Route.useSearch();
  return <ConfirmationScreen status={status} message={message} />;
}
