import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { requestOtp } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import type { PhoneChannel } from "../../contract/accounts";
import { forgotPasswordFormSchema, forgotPasswordPhoneFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { frPhone } from "../../i18n/fr-phone";
import { validateForm } from "../../lib/form-errors";
import { usePhoneChannels } from "../../queries/channels";
import { authFlow } from "../../stores/auth-flow";
import { ChannelChoice } from "../../ui/channel-choice";
import { Field } from "../../ui/field";
import { PhoneField } from "../../ui/phone-field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { AuthLayout } from "./auth-layout";
import { authToast } from "./auth-toast";
import { type SignInWay, SignInWaySwitch } from "./sign-in-way";

export const FORGOT_REDIRECT_MS = 2000;

type Sent = { email: string } | { phone: string; channel: PhoneChannel };

/** A code to choose a new password, sent to the account's e-mail or to its phone. */
export function ForgotPasswordScreen({ by = "email" }: { by?: SignInWay }) {
  const navigate = useNavigate();
  const channels = usePhoneChannels();
  const [way, setWay] = useState<SignInWay>(by);
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [picked, setPicked] = useState<PhoneChannel | null>(null);
  const channel = picked && channels.includes(picked) ? picked : (channels[0] ?? "sms");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const { busy, start, finish } = useSettlingBusy();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(
      () => navigate({ to: "/auth/otp-verification", search: { ...sent, purpose: "reset_password" } }),
      FORGOT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked =
      way === "phone"
        ? validateForm(forgotPasswordPhoneFormSchema, { phone })
        : validateForm(forgotPasswordFormSchema, { email });
    setError(checked.ok ? null : ((way === "phone" ? checked.errors.phone : checked.errors.email) ?? null));
    if (!checked.ok) return;
    start();
    const to: Sent =
      "phone" in checked.value ? { phone: checked.value.phone, channel } : { email: checked.value.email };
    try {
      const answer = await requestOtp(
        "phone" in to ? { phone: to.phone } : to,
        "reset_password",
        "phone" in to ? to.channel : undefined,
      );
      authFlow.remember(
        "phone" in to ? to.phone : to.email,
        "reset_password",
        "phone" in to ? channel : undefined,
      );
      authToast("success", answer.message || frAuth.resent);
      setSent(to);
    } catch (e) {
      const refusal = isApiError(e) && e.kind === "http" ? readRefusal(e.data) : null;
      const field = refusal && (way === "phone" ? refusal.fields.phone : refusal.fields.email);
      authToast("error", (refusal && (field ?? refusalText(refusal))) || frAuth.forgotFailed);
    } finally {
      finish();
    }
  }

  return (
    <AuthLayout
      title={frAuth.forgotTitle}
      intro={way === "phone" ? frPhone.forgotPhoneIntro : frAuth.forgotIntro}
    >
      <SignInWaySwitch
        label={frPhone.forgotWith}
        way={way}
        onChange={(next) => {
          setWay(next);
          setError(null);
        }}
      />
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        {way === "phone" ? (
          <>
            <PhoneField
              label={frPhone.phone}
              value={phone}
              error={error ?? undefined}
              onChange={(e) => {
                setPhone(e.target.value);
                setError(null);
              }}
            />
            <ChannelChoice channels={channels} value={channel} onChange={setPicked} />
          </>
        ) : (
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
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy || !!sent}>
          {busy ? frAuth.sending : frAuth.sendCode}
        </button>
      </form>
    </AuthLayout>
  );
}
