import { createFileRoute } from "@tanstack/react-router";
import { ConfirmationScreen } from "../features/confirmation/confirmation-screen";
import { confirmationSearch, searchValidator } from "../lib/search-params";

export const Route = createFileRoute("/confirmation")({
  validateSearch: searchValidator(confirmationSearch),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  const { status, message } = Route.useSearch();
  return <ConfirmationScreen status={status} message={message} />;
}
