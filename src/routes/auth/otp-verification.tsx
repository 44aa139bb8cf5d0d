import { createFileRoute } from "@tanstack/react-router";
import { OtpScreen } from "../../features/auth/otp-screen";
import { otpSearch, searchValidator } from "../../lib/search-params";

export const Route = createFileRoute("/auth/otp-verification")({
  validateSearch: searchValidator(otpSearch),
  component: OtpPage,
});

function OtpPage() {
  const { email, purpose, autoVerify } = Route.useSearch();
  return <OtpScreen email={email} purpose={purpose} autoVerify={autoVerify ?? false} />;
}
