import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../../features/layout/page-placeholder";
import { fr } from "../../i18n/fr";
import { otpSearch, searchValidator } from "../../lib/search-params";
export const Route = createFileRoute("/auth/otp-verification")({
  validateSearch: searchValidator(otpSearch),
  component: () => <PagePlaceholder title={fr.pages.otp} />,
});
