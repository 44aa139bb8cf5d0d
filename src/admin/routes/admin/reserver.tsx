import { createFileRoute, useLocation } from "@tanstack/react-router";
import * as v from "valibot";
import { loadDeskBooking } from "../../../features/staff/desk-booking/desk-booking-data";
import { DeskBookingScreen } from "../../../features/staff/desk-booking/desk-booking-screen";
import { searchValidator } from "../../../lib/search-params";
import { clockTime, day, recordId } from "../../../lib/staff-search";
import { bookingsChanged } from "../../../queries/staff-changes";
import { useReload } from "../../reload";

/**
 * The desk books for a client who calls or walks in; opened blank from the menu, for a client from
 * their page (`?client=`), on a free slot of the agenda (`?service=&day=&slot=`), or on a free cell
 * of the week (`?day=&time=HH:MM&practitioner=&service=`).
 */
const deskSearch = v.object({
  client: recordId,
  service: recordId,
  day,
  slot: recordId,
  time: clockTime,
  practitioner: recordId,
});
export type DeskSearch = v.InferOutput<typeof deskSearch>;

export const Route = createFileRoute("/admin/reserver")({
  validateSearch: searchValidator(deskSearch),
  loaderDeps: ({ search }: { search: DeskSearch }) => ({ client: search.client }),
  loader: ({ deps }) => loadDeskBooking(deps.client),
  component: DeskBookingPage,
});

function DeskBookingPage() {
  const search = Route.useSearch();
  const reload = useReload(Route.id, bookingsChanged);
  // Each visit is a new form: the menu's « Réserver » or an agenda's slot opened from here (after
  // a booking) starts afresh with its preset, where the same page would have kept the last one.
  const visit = useLocation({ select: (location) => location.state.__TSR_key });
  return (
    <DeskBookingScreen
      key={visit}
      data={Route.useLoaderData()}
      preset={search}
      onBooked={() => void reload()}
    />
  );
}
