import { createFileRoute } from "@tanstack/react-router";
import { TeamScreen } from "../../../features/staff/team/team-screen";
import { read } from "../../../queries/cache";
import { teamChanged } from "../../../queries/staff-changes";
import { staffTeamQuery } from "../../../queries/staff-team";
import { useReload } from "../../reload";

/** Who enters the back-office, and with which role; never one's own. */
export const Route = createFileRoute("/admin/equipe")({
  loader: () => read(staffTeamQuery),
  component: TeamPage,
});

function TeamPage() {
  const { me } = Route.useRouteContext();
  const reload = useReload(Route.id, teamChanged);
  return <TeamScreen team={Route.useLoaderData()} meId={me.id} onChanged={() => void reload()} />;
}
