import { createFileRoute } from "@tanstack/react-router";
import { fetchTeam } from "../../../api/staff";
import { TeamScreen } from "../../../features/staff/team/team-screen";
import { useReload } from "../../reload";

/** Who enters the back-office, and with which role; never one's own. */
export const Route = createFileRoute("/admin/equipe")({
  loader: ({ abortController }) => fetchTeam(abortController.signal),
  component: TeamPage,
});

function TeamPage() {
  const { me } = Route.useRouteContext();
  const reload = useReload(Route.id);
  return <TeamScreen team={Route.useLoaderData()} meId={me.id} onChanged={() => void reload()} />;
}
