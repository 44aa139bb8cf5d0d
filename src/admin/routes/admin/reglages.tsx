import { createFileRoute } from "@tanstack/react-router";
import { loadSiteSettings } from "../../../features/staff/settings/settings-data";
import { SettingsScreen } from "../../../features/staff/settings/settings-screen";

/** The site's settings, each part saved on its own. */
export const Route = createFileRoute("/admin/reglages")({
  loader: () => loadSiteSettings(),
  component: SettingsPage,
});

function SettingsPage() {
  return <SettingsScreen initial={Route.useLoaderData()} />;
}
