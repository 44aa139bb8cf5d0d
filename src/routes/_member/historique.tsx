import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { userMessage } from "../../api/refusal";
import { loadBookings } from "../../features/bookings/bookings-data";
import { BookingsScreen } from "../../features/bookings/bookings-screen";
import { withChunkRecovery } from "../../features/layout/route-error";
import { PaymentHost } from "../../features/payment/payment-host";
import { fr } from "../../i18n/fr";
import { frBookings } from "../../i18n/fr-bookings";
import type { BookingFilters } from "../../lib/booking-filters";
import { bookingsSearch, searchValidator } from "../../lib/search-params";
import { queries } from "../../queries/cache";
import { ErrorPanel } from "../../ui/panels";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/_member/historique")({
  validateSearch: searchValidator(bookingsSearch),
  // Filters and pages are applied on the phone: changing them does not load the list again.
  // Through the cache, which says how long the list serves (the home's next session shares it) and
  // keys it by member: another account never gets this one's.
  loader: () => loadBookings(),
  component: BookingsPage,
  errorComponent: withChunkRecovery(BookingsError),
});

function BookingsPage() {
  usePageTitle(fr.pages.bookings);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const onChange = useCallback(
    (f: BookingFilters, page: number) =>
      navigate({
        search: {
          q: f.q || undefined,
          state: f.state,
          payment: f.payment,
          period: f.period,
          from: f.period === "custom" ? f.from : undefined,
          to: f.period === "custom" ? f.to : undefined,
          page: page > 1 ? page : undefined,
        },
        // Typing a search does not fill the back button's history.
        replace: f.q !== (search.q ?? ""),
      }),
    [navigate, search.q],
  );
  // One object per URL: the filter panel's draft follows it, not every render.
  const filters: BookingFilters = useMemo(
    () => ({
      q: search.q ?? "",
      state: search.state,
      payment: search.payment,
      period: search.period,
      from: search.from,
      to: search.to,
    }),
    [search.q, search.state, search.payment, search.period, search.from, search.to],
  );
  // Both histories, read again: a cancel or a payment changes the bookings and the credit records.
  const reload = () => {
    queries.invalidate("bookings:", "transactions:");
    void router.invalidate({ filter: (match) => match.routeId.startsWith("/_member/historique") });
  };
  return (
    <>
      <BookingsScreen
        data={Route.useLoaderData()}
        filters={filters}
        page={search.page ?? 1}
        onChange={onChange}
        onReload={reload}
      />
      <PaymentHost onClosed={reload} />
    </>
  );
}

function BookingsError({ error }: { error: unknown }) {
  usePageTitle(fr.pages.bookings);
  const router = useRouter();
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-dark sm:text-4xl">{fr.pages.bookings}</h1>
      <div className="mt-6">
        <ErrorPanel
          message={`${frBookings.loadFailed} ${userMessage(error)}`}
          onRetry={() => void router.invalidate()}
        />
      </div>
    </section>
  );
}
