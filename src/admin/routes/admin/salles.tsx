import { createFileRoute } from "@tanstack/react-router";
import { loadRoomsPage } from "../../../features/staff/people/people-data";
import { RoomsScreen } from "../../../features/staff/people/rooms-screen";
import { peopleChanged } from "../../../queries/staff-changes";
import { useReload } from "../../reload";

/** The centre's rooms, with the services each hosts. */
export const Route = createFileRoute("/admin/salles")({
  loader: () => loadRoomsPage(),
  component: RoomsPage,
});

function RoomsPage() {
  const { rooms, services } = Route.useLoaderData();
  return <RoomsScreen rooms={rooms} services={services} onChanged={useReload(Route.id, peopleChanged)} />;
}
