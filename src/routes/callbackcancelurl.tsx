import { createFileRoute } from "@tanstack/react-router";
import { PaymentCallbackScreen } from "../features/confirmation/callback-screen";
import { paymentCallbackSearch, searchValidator } from "../lib/search-params";

/** Where the wallet's checkout returns after a cancel: the server says how it ended. */
export const Route = createFileRoute("/callbackcancelurl")({
  validateSearch: searchValidator(paymentCallbackSearch),
  // A session lost while asking sends the member to login and back here.
  staticData: { requiresAuth: true },
  component: CallbackPage,
});

function CallbackPage() {
  const { payment, purpose } = Route.useSearch();
  // One screen per payment: another id starts over.
  return <PaymentCallbackScreen key={payment} payment={payment} purpose={purpose} />;
}
