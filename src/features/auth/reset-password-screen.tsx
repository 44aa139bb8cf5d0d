import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { confirmPasswordReset } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal } from "../../api/refusal";
import { resetPasswordFormSchema, resetPasswordPhoneFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { validateForm } from "../../lib/form-errors";
import { canonicalPhone } from "../../lib/phone";
import { authFlow } from "../../stores/auth-flow";
import { PasswordField } from "../../ui/field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { AuthLayout } from "./auth-layout";
import { authToast } from "./auth-toast";
import { ResetStrength } from "./strength";

export const RESET_REDIRECT_MS = 2000;
const SERVER_FIELDS = ["error", "email", "phone", "new_password", "new_password2"] as const;

/** The server's messages for the reset fields, each with the prefix the spec asks for. */
function serverErrors(data: unknown): string[] {
  const { fields } = readRefusal(data);
  return SERVER_FIELDS.flatMap((key) => (fields[key] ? [`${frAuth.errorPrefix}${fields[key]}`] : []));
}

type Props = { email: string | undefined; phone?: string | undefined };

/** The account whose code was checked: the one kept by the flow, else the page's. */
function resetAddress({ email, phone }: Props): { email: string } | { phone: string } | null {
  const kept = authFlow.verifiedEmail() ?? authFlow.email();
  if (kept) return kept.includes("@") ? { email: kept } : { phone: kept };
  const e164 = phone ? canonicalPhone(phone) : null;
  if (e164) return { phone: e164 };
  return email ? { email } : null;
}

export function ResetPasswordScreen(props: Props) {
  const navigate = useNavigate();
  const to = resetAddress(props);
  const [password, setPassword] = useState("");
  const [password2, setPassword2] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; password2?: string }>({});
  const [done, setDone] = useState(false);
  const { busy, start, finish } = useSettlingBusy();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate({ to: "/auth/login" }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = { new_password: password, new_password2: password2 };
    const checked =
      to && "phone" in to
        ? validateForm(resetPasswordPhoneFormSchema, { ...typed, phone: to.phone })
        : validateForm(resetPasswordFormSchema, { ...typed, email: to?.email ?? "" });
    const found = checked.ok ? {} : checked.errors;
    const missing = found.email ?? found.phone;
    setErrors({ email: missing, password: found.new_password, password2: found.new_password2 });
    if (!checked.ok) {
      if (missing) authToast("error", missing);
      return;
    }
    start();
    try {
      const value: { email?: string | undefined; phone?: string | undefined } = checked.value;
      const account = value.phone ? { phone: value.phone } : { email: value.email ?? "" };
      await confirmPasswordReset(account, password, password2);
      authFlow.clear();
      authToast("success", frAuth.resetDone);
      setDone(true);
    } catch (e) {
      const messages = isApiError(e) && e.kind === "http" ? serverErrors(e.data) : [];
      // One toast at a time: the server's reasons together.
      authToast("error", messages.length ? messages.join(" ") : frAuth.resetFailed);
    } finally {
      finish();
    }
  }

  return (
    <AuthLayout title={frAuth.resetTitle}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div>
          <PasswordField
            label={frAuth.newPassword}
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((all) => ({ ...all, password: undefined }));
            }}
          />
          <ResetStrength password={password} />
        </div>
        <PasswordField
          label={frAuth.confirmPassword}
          autoComplete="new-password"
          value={password2}
          error={errors.password2}
          onChange={(e) => {
            setPassword2(e.target.value);
            setErrors((all) => ({ ...all, password2: undefined }));
          }}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy || done}>
          {frAuth.resetButton}
        </button>
      </form>
    </AuthLayout>
  );
}
