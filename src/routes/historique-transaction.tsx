import { createFileRoute } from "@tanstack/react-router";
import { requireMember } from "../features/auth/require-member";
import { PagePlaceholder } from "../features/layout/page-placeholder";
import { fr } from "../i18n/fr";
export const Route = createFileRoute("/historique-transaction")({
  staticData: { requiresAuth: true },
  beforeLoad: ({ location }) => requireMember(location.href),
  component: () => <PagePlaceholder title={fr.pages.transactions} />,
});
