import { createFileRoute } from "@tanstack/react-router";
import { OtpScreen } from "../../features/auth/otp-screen";
import { fr } from "../../i18n/fr";
import { otpSearch, searchValidator } from "../../lib/search-params";
import { usePageTitle } from "../../ui/use-page-title";

export const Route = createFileRoute("/auth/otp-verification")({
  validateSearch: searchValidator(otpSearch),
  component: OtpPage,
});

function OtpPage() {
  usePageTitle(fr.titles.otp);
  const { email, phone, channel, purpose, autoVerify, redirect } = Route.useSearch();
  return (
    <OtpScreen
      email={email}
      phone={phone}
      channel={channel}
      purpose={purpose}
      autoVerify={autoVerify ?? false}
      redirect={redirect}
    />
  );
}
