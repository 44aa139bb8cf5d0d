import { createFileRoute } from "@tanstack/react-router";
import { requireMember } from "../features/auth/require-member";
import { ProfileScreen } from "../features/profile/profile-screen";

export const Route = createFileRoute("/profil")({
  staticData: { requiresAuth: true },
  beforeLoad: ({ location }) => requireMember(location.href),
  component: ProfileScreen,
});
