import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { login, requestOtp } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import type { PhoneChannel } from "../../contract/accounts";
import { loginCodeFormSchema, loginPhoneFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { frPhone } from "../../i18n/fr-phone";
import { validateForm } from "../../lib/form-errors";
import { authFlow } from "../../stores/auth-flow";
import { PasswordField } from "../../ui/field";
import { PhoneField } from "../../ui/phone-field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { authToast } from "./auth-toast";
import { enterApp, loginFailure, unverified } from "./enter-app";

type Props = {
  /** The phone channels the centre offers, SMS first. */
  channels: readonly PhoneChannel[];
  phone: string;
  password: string;
  onPhone: (phone: string) => void;
  onPassword: (password: string) => void;
  redirect: string | undefined;
};

/**
 * Sign-in with a phone: its password, or instead a code sent to it by SMS (or WhatsApp, when the
 * centre offers it). What is typed belongs to the login screen, kept when switching to e-mail.
 */
export function LoginPhoneForm({ channels, phone, password, onPhone, onPassword, redirect }: Props) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ phone?: string | undefined; password?: string | undefined }>({});
  const { busy, start, finish } = useSettlingBusy();
  const [sending, setSending] = useState<PhoneChannel | null>(null);

  const toCode = (to: string, purpose: "register" | "login", channel: PhoneChannel) => {
    authFlow.remember(to, purpose, channel);
    return navigate({
      to: "/auth/otp-verification",
      search: { phone: to, channel, purpose, autoVerify: purpose === "register" || undefined, redirect },
    });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(loginPhoneFormSchema, { phone, password });
    setErrors(checked.ok ? {} : { phone: checked.errors.phone, password: checked.errors.password });
    if (!checked.ok) return;
    start();
    try {
      const answer = await login({ username: checked.value.phone, password });
      await enterApp(answer.body, redirect, navigate);
    } catch (error) {
      if (unverified(error)) {
        // Never proven: a code to the phone, then signed in with the password kept for this tab.
        const channel = channels[0] ?? "sms";
        authFlow.keepPassword(password);
        await requestOtp({ phone: checked.value.phone }, "register", channel).catch(() => undefined);
        await toCode(checked.value.phone, "register", channel);
        return;
      }
      authToast("error", loginFailure(error));
    } finally {
      finish();
    }
  }

  async function onCode(channel: PhoneChannel) {
    const checked = validateForm(loginCodeFormSchema, { phone });
    setErrors(checked.ok ? {} : { phone: checked.errors.phone });
    if (!checked.ok) return;
    setSending(channel);
    try {
      await requestOtp({ phone: checked.value.phone }, "login", channel);
      await toCode(checked.value.phone, "login", channel);
    } catch (error) {
      // Refused (too soon, too often, not a number the centre takes): said under the phone.
      const refusal = isApiError(error) && error.kind === "http" ? readRefusal(error.data) : null;
      const reason = refusal && (refusal.fields.phone ?? refusalText(refusal));
      if (reason) setErrors({ phone: reason });
      else authToast("error", loginFailure(error));
    } finally {
      setSending(null);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PhoneField
        label={frPhone.phone}
        value={phone}
        error={errors.phone}
        onChange={(e) => {
          onPhone(e.target.value);
          setErrors((all) => ({ ...all, phone: undefined }));
        }}
      />
      <PasswordField
        label={frAuth.password}
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => {
          onPassword(e.target.value);
          setErrors((all) => ({ ...all, password: undefined }));
        }}
      />
      <div className="text-right">
        <Link
          to="/auth/forgot-password"
          search={{ by: "phone" }}
          className="text-sm font-medium text-brand hover:underline"
        >
          {frAuth.forgot}
        </Link>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={busy || !!sending}>
        {busy ? frAuth.loggingIn : frAuth.loginButton}
      </button>
      <div className="flex items-center gap-3 text-sm text-ink/60" aria-hidden="true">
        <span className="h-px flex-1 bg-black/10" />
        {frPhone.or}
        <span className="h-px flex-1 bg-black/10" />
      </div>
      <div className={`grid gap-3 ${channels.length > 1 ? "sm:grid-cols-2" : ""}`}>
        {channels.map((channel) => (
          <button
            key={channel}
            type="button"
            className="btn-ghost w-full"
            disabled={busy || !!sending}
            onClick={() => void onCode(channel)}
          >
            {sending === channel ? frPhone.codeSending : frPhone.codeBy[channel]}
          </button>
        ))}
      </div>
    </form>
  );
}
