import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { login, requestOtp } from "../../api/accounts";
import type { AuthSlider as AuthSliderConfig } from "../../contract/configs";
import { loginFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { frPhone } from "../../i18n/fr-phone";
import { validateForm } from "../../lib/form-errors";
import { displayPhone } from "../../lib/phone";
import { usePhoneChannels } from "../../queries/channels";
import { authFlow } from "../../stores/auth-flow";
import { Field, PasswordField } from "../../ui/field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { AuthLayout } from "./auth-layout";
import { authToast } from "./auth-toast";
import { enterApp, loginFailure, unverified } from "./enter-app";
import { LoginPhoneForm } from "./login-phone-form";
import { type SignInWay, SignInWaySwitch } from "./sign-in-way";

type Props = { redirect: string | undefined; verified: boolean; slider: AuthSliderConfig | null };

export function LoginScreen({ redirect, verified, slider }: Props) {
  const navigate = useNavigate();
  // Read as the screen shows: known by the time the phone's side is chosen.
  const channels = usePhoneChannels();
  const [way, setWay] = useState<SignInWay>("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
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
    if (known?.includes("@")) setEmail((typed) => typed || known);
    else if (known) {
      setWay("phone");
      setPhone((typed) => typed || displayPhone(known));
    }
  }, [verified]);
  // Back from the sign-in code's screen: the phone it went to, on the phone's side.
  useEffect(() => {
    const sentTo = authFlow.purpose() === "login" ? authFlow.email() : null;
    if (!sentTo || sentTo.includes("@")) return;
    setWay("phone");
    setPhone((typed) => typed || displayPhone(sentTo));
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(loginFormSchema, { username: email, password });
    setErrors(checked.ok ? {} : { email: checked.errors.username, password: checked.errors.password });
    if (!checked.ok) return;
    start();
    try {
      const answer = await login({ username: checked.value.username, password });
      await enterApp(answer.body, redirect, navigate);
    } catch (error) {
      if (unverified(error)) {
        // Not verified yet: keep what is needed to log in right after the code is checked.
        const address = email.trim().toLowerCase();
        authFlow.keepPassword(password);
        authFlow.remember(address, "register");
        await requestOtp({ email: address }, "register").catch(() => undefined);
        await navigate({
          to: "/auth/otp-verification",
          search: { email: address, purpose: "register", autoVerify: true, redirect },
        });
        return;
      }
      authToast("error", loginFailure(error));
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
      <SignInWaySwitch label={frPhone.loginWith} way={way} onChange={setWay} />
      <div className="mt-5">
        {way === "phone" ? (
          <LoginPhoneForm
            channels={channels}
            phone={phone}
            password={password}
            onPhone={setPhone}
            onPassword={setPassword}
            redirect={redirect}
          />
        ) : (
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
          </form>
        )}
      </div>
      <p className="mt-4 text-center text-sm text-ink/70">
        {frAuth.noAccount}{" "}
        {/* A visitor sent here from a booking keeps the way back through the new account. */}
        <Link to="/auth/register" search={{ redirect }} className="font-semibold text-brand hover:underline">
          {frAuth.createAccount}
        </Link>
      </p>
    </AuthLayout>
  );
}
