import { Link, useNavigate, useRouter } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { type CodeAddress, checkOtp, login, loginWithCode, requestOtp } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal } from "../../api/refusal";
import type { OtpPurpose, PhoneChannel } from "../../contract/accounts";
import { otpFormSchema } from "../../contract/forms";
import { fr } from "../../i18n/fr";
import { frAuth } from "../../i18n/fr-auth";
import { frPhone } from "../../i18n/fr-phone";
import { isBackOffice } from "../../lib/back-office";
import { validateForm } from "../../lib/form-errors";
import { canonicalPhone, displayPhone } from "../../lib/phone";
import { reloadProfile } from "../../queries/changes";
import { authFlow } from "../../stores/auth-flow";
import { sessionStore } from "../../stores/session";
import { AuthLayout, FormAlert } from "./auth-layout";
import { authToast } from "./auth-toast";
import { enterApp } from "./enter-app";
import { OtpInputs } from "./otp-inputs";
import { useResendCountdown } from "./use-resend-countdown";

export const AUTO_LOGIN_REDIRECT_MS = 1000;
export const VERIFIED_REDIRECT_MS = 2000;

type Props = {
  email: string | undefined;
  /** A phone account's number (E.164): the code went there, by `channel`. */
  phone?: string | undefined;
  channel?: PhoneChannel | undefined;
  purpose: OtpPurpose | undefined;
  autoVerify: boolean;
  /** Where the new member goes once logged in (a booking started as a visitor). */
  redirect?: string | undefined;
};

/** The server's word on a code: its detail or non-field error, else the answer's summary. */
function otpError(data: unknown): string | null {
  const refusal = readRefusal(data);
  return refusal.message ?? refusal.summary;
}

/** Who the code went to: the page's address, else the one the flow kept (a phone has no `@`). */
function codeAddress(props: Props): CodeAddress | null {
  const phone = props.phone ? canonicalPhone(props.phone) : null;
  if (phone) return { phone };
  if (props.email) return { email: props.email };
  const kept = authFlow.email();
  if (!kept) return null;
  return kept.includes("@") ? { email: kept } : { phone: kept };
}

export function OtpScreen(props: Props) {
  const navigate = useNavigate();
  const router = useRouter();
  const to = codeAddress(props);
  const address = to ? ("phone" in to ? to.phone : to.email) : null;
  const channel: PhoneChannel = props.channel ?? authFlow.channel() ?? "sms";
  const purpose: OtpPurpose = props.purpose ?? authFlow.purpose() ?? "register";
  const countdown = useResendCountdown(address, purpose);
  const [digits, setDigits] = useState(["", "", "", ""]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<{ to: () => void; delay: number } | null>(null);

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(next.to, next.delay);
    return () => clearTimeout(timer);
  }, [next]);

  if (!to || !address) {
    return (
      <AuthLayout title={fr.pages.otp}>
        <FormAlert kind="error">{frAuth.noEmail}</FormAlert>
        <Link to="/auth/login" className="btn-primary mt-4">
          {frAuth.loginButton}
        </Link>
      </AuthLayout>
    );
  }
  const phone = "phone" in to ? to.phone : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!to || !address) return;
    const checked = validateForm(otpFormSchema, { otp: digits.join("") });
    setError(checked.ok ? null : (checked.errors.otp ?? null));
    if (!checked.ok) return;
    setBusy(true);
    try {
      if (purpose === "login" && phone) {
        // The code is the sign-in itself: no password, no second step.
        const answer = await loginWithCode(phone, checked.value.otp);
        authFlow.clear();
        await enterApp(answer.body, props.redirect, navigate);
        return;
      }
      await checkOtp(to, checked.value.otp, purpose);
      const password = props.autoVerify ? authFlow.takePassword() : null;
      if (password) {
        const answer = await login({ username: address, password });
        sessionStore.getState().setTokens(answer.body);
        reloadProfile().catch(() => undefined);
        authFlow.clear();
        authToast("success", frAuth.autoLogin);
        const back = props.redirect ?? "/";
        setNext({
          to: () => (isBackOffice(back) ? window.location.assign(back) : navigate({ to: back })),
          delay: AUTO_LOGIN_REDIRECT_MS,
        });
        return;
      }
      authFlow.markVerified(address);
      authToast("success", frAuth.otpVerified);
      setNext({
        to: () =>
          purpose === "reset_password"
            ? navigate({ to: "/auth/reset-password", search: phone ? { phone } : { email: address } })
            : navigate({ to: "/auth/login", search: { verification: "success", redirect: props.redirect } }),
        delay: VERIFIED_REDIRECT_MS,
      });
    } catch (e) {
      setError((isApiError(e) && e.kind === "http" && otpError(e.data)) || frAuth.verifyFailed);
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    if (!to) return;
    setError(null);
    try {
      await requestOtp(to, purpose, channel);
      await countdown.restart();
      setDigits(["", "", "", ""]);
      authToast("success", frAuth.resent);
    } catch (e) {
      setError((isApiError(e) && e.status === 429 && otpError(e.data)) || frAuth.resendFailed);
    }
  }

  const title = !phone
    ? frAuth.otpTitle
    : purpose === "login"
      ? frPhone.loginCodeTitle
      : frPhone.otpPhoneTitle;
  // The number's groups held together: « +221 » never ends a line away from the rest.
  const intro = phone
    ? frPhone.otpPhoneIntro(displayPhone(phone).replaceAll(" ", "\u00a0"), channel)
    : frAuth.otpIntro(address);
  return (
    <AuthLayout title={title} intro={intro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <OtpInputs
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setError(null);
          }}
          invalid={!!error}
          describedBy={error ? "otp-error" : undefined}
        />
        {error && (
          <p id="otp-error" role="alert" className="text-center text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy || !!next}>
          {busy ? frAuth.verifying : frAuth.verify}
        </button>
        <div className="flex items-center justify-between text-sm">
          <button
            type="button"
            className="font-medium text-brand hover:underline"
            onClick={() => router.history.back()}
          >
            ← {frAuth.back}
          </button>
          <button
            type="button"
            className="font-medium text-brand hover:underline disabled:text-ink/50 disabled:no-underline"
            disabled={!countdown.ready || countdown.remaining > 0 || !!next}
            onClick={onResend}
            aria-live="polite"
          >
            {countdown.ready && countdown.remaining > 0
              ? frAuth.resendIn(countdown.remaining)
              : frAuth.resend}
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
