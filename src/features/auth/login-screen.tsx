import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { login, requestOtp } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import type { AuthSlider as AuthSliderConfig } from "../../contract/configs";
import { loginFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { isBackOffice } from "../../lib/back-office";
import { validateForm } from "../../lib/form-errors";
import { reloadProfile } from "../../queries/changes";
import { authFlow } from "../../stores/auth-flow";
import { sessionStore } from "../../stores/session";
import { Field, PasswordField } from "../../ui/field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { AuthLayout } from "./auth-layout";
import { authToast } from "./auth-toast";

type Props = { redirect: string | undefined; verified: boolean; slider: AuthSliderConfig | null };

export function LoginScreen({ redirect, verified, slider }: Props) {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const { busy, start, finish } = useSettlingBusy();
  // A member just verified is new here: welcomed, not welcomed back (after the first draw too).
  const [justVerified, setJustVerified] = useState(false);
  // The spec's verification message, once, as a toast.
  useEffect(() => {
    if (!verified) return;
    setJustVerified(true);
    authToast("success", frAuth.verified);
    // The address whose code was just checked: only the password is left to type. After the
    // first draw, which matches the page drawn at build time.
    const known = authFlow.verifiedEmail();
    if (known) setEmail((typed) => typed || known);
  }, [verified]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(loginFormSchema, { username: email, password });
    setErrors(checked.ok ? {} : { email: checked.errors.username, password: checked.errors.password });
    if (!checked.ok) return;
    start();
    try {
      const answer = await login({ username: checked.value.username, password });
      sessionStore.getState().setTokens(answer.body);
      reloadProfile().catch(() => undefined);
      // Staff without a page to return to land on the back-office's day.
      const next = redirect ?? (answer.body.role ? "/admin/dashboard" : "/");
      if (isBackOffice(next)) window.location.assign(next);
      else await navigate({ to: next });
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        // Not verified yet: keep what is needed to log in right after the code is checked.
        const address = email.trim().toLowerCase();
        authFlow.keepPassword(password);
        authFlow.remember(address, "register");
        await requestOtp(address, "register").catch(() => undefined);
        await navigate({
          to: "/auth/otp-verification",
          search: { email: address, purpose: "register", autoVerify: true, redirect },
        });
        return;
      }
      if (isApiError(error) && error.kind === "network") authToast("error", frAuth.serverUnreachable);
      else if (isApiError(error) && error.kind === "http")
        authToast("error", refusalText(readRefusal(error.data)) ?? frAuth.badCredentials);
      else authToast("error", frAuth.loginFailed);
    } finally {
      finish();
    }
  }

  return (
    <AuthLayout
      title={justVerified ? frAuth.newMemberTitle : frAuth.loginTitle}
      intro={frAuth.loginIntro}
      slider={slider}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          label={frAuth.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((all) => ({ ...all, email: undefined }));
          }}
        />
        <PasswordField
          label={frAuth.password}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((all) => ({ ...all, password: undefined }));
          }}
        />
        <div className="text-right">
          <Link to="/auth/forgot-password" className="text-sm font-medium text-brand hover:underline">
            {frAuth.forgot}
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? frAuth.loggingIn : frAuth.loginButton}
        </button>
        <p className="text-center text-sm text-ink/70">
          {frAuth.noAccount}{" "}
          {/* A visitor sent here from a booking keeps the way back through the new account. */}
          <Link
            to="/auth/register"
            search={{ redirect }}
            className="font-semibold text-brand hover:underline"
          >
            {frAuth.createAccount}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
