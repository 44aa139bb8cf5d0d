import { createFileRoute } from "@tanstack/react-router";
import { withChunkRecovery } from "../../features/layout/route-error";
import { loadProfile } from "../../features/profile/profile-data";
import { ProfileLoadError, ProfileScreen } from "../../features/profile/profile-screen";
import { fr } from "../../i18n/fr";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/_member/profil")({
  // The profile the header shows too: one read, shared; offline, the member's copy last loaded on
  // this phone.
  loader: () => loadProfile(),
  component: ProfilePage,
  errorComponent: withChunkRecovery(ProfileLoadError),
});

function ProfilePage() {
  usePageTitle(fr.pages.profile);
  return <ProfileScreen data={Route.useLoaderData()} />;
}
