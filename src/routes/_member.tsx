import { createFileRoute } from "@tanstack/react-router";
import { requireMember } from "../features/auth/require-member";

/** The pages of a member: one guard sends anyone else to login, with a way back. */
export const Route = createFileRoute("/_member")({
  staticData: { requiresAuth: true },
  beforeLoad: ({ location }) => requireMember(location.href),
});
