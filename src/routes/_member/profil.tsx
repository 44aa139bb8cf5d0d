import { createFileRoute } from "@tanstack/react-router";
import { ProfileLoadError, ProfileScreen } from "../../features/profile/profile-screen";
import { profileStore } from "../../stores/profile";

export const Route = createFileRoute("/_member/profil")({
  // The profile store owns the profile (the header shows it too): one request, shared.
  loader: () => profileStore.getState().ensure(),
  component: ProfileScreen,
  errorComponent: ProfileLoadError,
});
