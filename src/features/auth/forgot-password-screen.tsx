import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { requestOtp } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import { forgotPasswordFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { validateForm } from "../../lib/form-errors";
import { authFlow } from "../../stores/auth-flow";
import { Field } from "../../ui/field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { AuthLayout } from "./auth-layout";
import { authToast } from "./auth-toast";

export const FORGOT_REDIRECT_MS = 2000;

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { busy, start, finish } = useSettlingBusy();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(
      () =>
        navigate({ to: "/auth/otp-verification", search: { email: sent.email, purpose: "reset_password" } }),
      FORGOT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(forgotPasswordFormSchema, { email });
    setError(checked.ok ? null : (checked.errors.email ?? null));
    if (!checked.ok) return;
    start();
    const address = checked.value.email;
    try {
      const answer = await requestOtp(address, "reset_password");
      authFlow.remember(address, "reset_password");
      const message = answer.message || frAuth.resent;
      authToast("success", message);
      setSent({ email: address, message });
    } catch (e) {
      const refusal = isApiError(e) && e.kind === "http" ? readRefusal(e.data) : null;
      authToast("error", (refusal && (refusal.fields.email ?? refusalText(refusal))) || frAuth.forgotFailed);
    } finally {
      finish();
    }
  }

  return (
    <AuthLayout title={frAuth.forgotTitle} intro={frAuth.forgotIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          label={frAuth.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={error ?? undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy || !!sent}>
          {busy ? frAuth.sending : frAuth.sendCode}
        </button>
      </form>
    </AuthLayout>
  );
}
