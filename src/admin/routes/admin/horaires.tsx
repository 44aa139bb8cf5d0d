import { createFileRoute } from "@tanstack/react-router";
import { loadSchedule } from "../../../features/staff/schedule/schedule-data";
import { ScheduleScreen } from "../../../features/staff/schedule/schedule-screen";
import { bookingsChanged } from "../../../queries/staff-changes";
import { useReload } from "../../reload";

/** The week, closures, particular days, discounts, and the bookings they leave to deal with. */
export const Route = createFileRoute("/admin/horaires")({
  loader: () => loadSchedule(),
  component: SchedulePage,
});

function SchedulePage() {
  const reload = useReload(Route.id, bookingsChanged);
  return <ScheduleScreen schedule={Route.useLoaderData()} onChanged={() => void reload()} />;
}
