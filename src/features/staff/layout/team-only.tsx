import { brand } from "../../../brand";
import { frStaff } from "../../../i18n/fr-staff";
import { logoutMember } from "../../../stores/logout";
import { LogoMark } from "../../../ui/logo-mark";
import { usePageTitle } from "../../../ui/use-page-title";
import { forgetStaffAccess } from "./staff-access";

const t = frStaff;
/** The clients' app, another page: reached by a plain link, back to the dashboard once logged in. */
export const staffLogin = `/auth/login?redirect=${encodeURIComponent("/admin/dashboard")}`;

/** What a visitor or a client sees of the back-office: that it is the team's, and a way in. Nothing of the centre. */
export function TeamOnly({ kind }: { kind: "visitor" | "client" }) {
  usePageTitle(t.teamOnlyTitle);
  const switchAccount = async () => {
    await logoutMember();
    forgetStaffAccess();
    window.location.assign(staffLogin);
  };
  return (
    <div className="grid min-h-dvh place-items-center bg-sand px-4 py-10">
      <section
        data-testid="team-only"
        className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5"
      >
        <LogoMark className="mx-auto size-14" />
        <p className="mt-4 text-sm font-semibold tracking-wide text-accent-dark uppercase">{brand.name}</p>
        <h1 className="mt-2 text-2xl font-bold text-brand-dark">{t.teamOnlyTitle}</h1>
        <p className="mt-3 text-ink/75">{kind === "visitor" ? t.teamOnlyVisitor : t.teamOnlyClient}</p>
        <div className="mt-6 flex flex-col gap-3">
          {kind === "visitor" ? (
            <a href={staffLogin} className="btn-primary">
              {t.logIn}
            </a>
          ) : (
            <button type="button" className="btn-primary" onClick={() => void switchAccount()}>
              {t.switchAccount}
            </button>
          )}
          <a href="/" className="btn-ghost">
            {t.backToSite}
          </a>
        </div>
      </section>
    </div>
  );
}
