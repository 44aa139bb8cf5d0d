import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { register } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import type { PhoneChannel } from "../../contract/accounts";
import type { AuthSlider as AuthSliderConfig } from "../../contract/configs";
import { registerFormSchema, registerPhoneFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { frPhone } from "../../i18n/fr-phone";
import { afterTap } from "../../lib/after-tap";
import { type FieldErrors, leftFieldError, validateForm } from "../../lib/form-errors";
import { usePhoneChannels } from "../../queries/channels";
import { authFlow } from "../../stores/auth-flow";
import { ChannelChoice } from "../../ui/channel-choice";
import { Field, PasswordField } from "../../ui/field";
import { PhoneField } from "../../ui/phone-field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { AuthLayout } from "./auth-layout";
import { authToast } from "./auth-toast";
import { type SignInWay, SignInWaySwitch } from "./sign-in-way";
import { PasswordChecklist, RegisterStrengthMeter } from "./strength";
import { TermsCheckbox } from "./terms-checkbox";

export const REGISTER_REDIRECT_MS = 1000;
type RegisterFields = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password2: string;
  terms: boolean;
};
type TextField = Exclude<keyof RegisterFields, "terms">;
const empty: RegisterFields = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  password: "",
  password2: "",
  terms: false,
};
/** Where the code went: the e-mail, or the phone and how. */
type Sent = { email: string } | { phone: string; channel: PhoneChannel };

type Props = { slider: AuthSliderConfig | null; redirect?: string | undefined };

export function RegisterScreen({ slider, redirect }: Props) {
  const navigate = useNavigate();
  const channels = usePhoneChannels();
  const [way, setWay] = useState<SignInWay>("email");
  const [picked, setPicked] = useState<PhoneChannel | null>(null);
  const channel = picked && channels.includes(picked) ? picked : (channels[0] ?? "sms");
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<Sent | null>(null);
  const { busy, start, finish } = useSettlingBusy();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () =>
        navigate({
          to: "/auth/otp-verification",
          search: { ...done, purpose: "register", autoVerify: true, redirect },
        }),
      REGISTER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate, redirect]);

  // The e-mail's side checks the e-mail, the phone's side the phone; the other is not sent.
  const typed = () => {
    const { email, phone, ...rest } = fields;
    return way === "phone" ? { ...rest, phone, channel } : { ...rest, email };
  };
  const schema = way === "phone" ? registerPhoneFormSchema : registerFormSchema;

  // Typing in a field clears the error shown under it, the server's included.
  const set = (name: TextField) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((all) => ({ ...all, [name]: undefined }));
  };
  // A field left with something typed in it says at once what is wrong with it.
  const leave = (name: TextField) => () => {
    if (fields[name] === "") return;
    const error = leftFieldError(schema, typed(), name);
    afterTap(() => setErrors((all) => ({ ...all, [name]: error })));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(schema, typed());
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      if (checked.errors.terms) document.getElementById("register-terms")?.focus();
      return;
    }
    start();
    try {
      const { first_name, last_name, password, password2 } = checked.value;
      const sent: Sent =
        "phone" in checked.value && checked.value.phone
          ? { phone: checked.value.phone, channel }
          : { email: "email" in checked.value ? (checked.value.email ?? "") : "" };
      await register({ first_name, last_name, ...sent, password, password2 });
      if ("phone" in sent) authFlow.remember(sent.phone, "register", sent.channel);
      else authFlow.remember(sent.email, "register");
      // Kept for this tab only, to sign the new member in once the code is typed.
      authFlow.keepPassword(password);
      authToast("success", "phone" in sent ? frPhone.registeredPhone : frAuth.registered);
      setDone(sent);
    } catch (error) {
      if (isApiError(error) && error.kind === "http") {
        const refusal = readRefusal(error.data);
        setErrors(refusal.fields);
        if (Object.keys(refusal.fields).length === 0)
          authToast("error", refusalText(refusal) ?? frAuth.registerFailed);
      } else authToast("error", frAuth.unexpected);
    } finally {
      finish();
    }
  }

  return (
    <AuthLayout title={frAuth.registerTitle} intro={frAuth.registerIntro} slider={slider}>
      <SignInWaySwitch label={frPhone.registerWith} way={way} onChange={setWay} />
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={frAuth.firstName}
            autoComplete="given-name"
            value={fields.first_name}
            error={errors.first_name}
            onChange={set("first_name")}
            onBlur={leave("first_name")}
          />
          <Field
            label={frAuth.lastName}
            autoComplete="family-name"
            value={fields.last_name}
            error={errors.last_name}
            onChange={set("last_name")}
            onBlur={leave("last_name")}
          />
        </div>
        {way === "phone" ? (
          <>
            <PhoneField
              label={frPhone.phone}
              value={fields.phone}
              error={errors.phone}
              onChange={set("phone")}
              onBlur={leave("phone")}
            />
            <ChannelChoice channels={channels} value={channel} onChange={setPicked} />
          </>
        ) : (
          <Field
            label={frAuth.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={fields.email}
            error={errors.email}
            onChange={set("email")}
            onBlur={leave("email")}
          />
        )}
        <div>
          <PasswordField
            label={frAuth.password}
            autoComplete="new-password"
            value={fields.password}
            error={errors.password}
            onChange={set("password")}
            onBlur={leave("password")}
          />
          <RegisterStrengthMeter password={fields.password} />
          <PasswordChecklist password={fields.password} />
        </div>
        <PasswordField
          label={frAuth.confirmPassword}
          autoComplete="new-password"
          value={fields.password2}
          error={errors.password2}
          onChange={set("password2")}
          onBlur={leave("password2")}
        />
        <TermsCheckbox
          checked={fields.terms}
          error={errors.terms}
          onChange={(terms) => {
            setFields((f) => ({ ...f, terms }));
            setErrors((all) => ({ ...all, terms: undefined }));
          }}
        />
        {/* Greyed until the terms are accepted, yet a tap says why instead of doing nothing. */}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={busy || !!done}
          aria-disabled={!fields.terms || undefined}
          aria-describedby={fields.terms ? undefined : "terms-first"}
        >
          {busy ? frAuth.registering : frAuth.registerButton}
        </button>
        {!fields.terms && (
          <p id="terms-first" className="-mt-2 text-center text-xs text-ink/70">
            {frAuth.termsFirst}
          </p>
        )}
        <p className="text-center text-sm text-ink/70">
          {frAuth.haveAccount}{" "}
          <Link to="/auth/login" className="font-semibold text-brand hover:underline">
            {frAuth.loginButton}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
