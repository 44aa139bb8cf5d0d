import { createFileRoute, useRouter } from "@tanstack/react-router";
import type * as v from "valibot";
import { PaymentHost } from "../features/payment/payment-host";
import { ReservationScreen } from "../features/reservation/reservation-screen";
import { loadWizardServices } from "../features/reservation/wizard-data";
import { reservationSearch, searchValidator } from "../lib/search-params";

type Search = v.InferOutput<typeof reservationSearch>;

export const Route = createFileRoute("/reservation")({
  validateSearch: searchValidator(reservationSearch),
  // The draft follows the URL before anything is shown. Its code comes with the
  // wizard's, not with the first screen; a preload (a finger on a link) only fetches that code.
  beforeLoad: async ({ search, preload }: { search: Search; preload: boolean }) => {
    const { prepareWizard } = await import("../features/reservation/wizard-data");
    if (!preload) await prepareWizard(search);
  },
  // Typed from the schema: inferring it here would make the route's type refer to itself.
  loaderDeps: ({ search }: { search: Search }) => ({ type: search.type }),
  // Through the cache, which says how long the list serves; a failure is not kept.
  loader: ({ deps }) => loadWizardServices(deps.type),
  component: ReservationPage,
});

function ReservationPage() {
  const { step = 1 } = Route.useSearch();
  const { services } = Route.useLoaderData();
  const router = useRouter();
  return (
    <>
      <ReservationScreen
        askedStep={step as 1 | 2 | 3 | 4}
        services={services}
        onRetryServices={() => void router.invalidate()}
      />
      <PaymentHost />
    </>
  );
}
