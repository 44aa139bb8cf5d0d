import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { register } from "../../api/accounts";
import { isApiError } from "../../api/errors";
import { readRefusal, refusalText } from "../../api/refusal";
import type { AuthSlider as AuthSliderConfig } from "../../contract/configs";
import { registerFormSchema } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { afterTap } from "../../lib/after-tap";
import { type FieldErrors, leftFieldError, validateForm } from "../../lib/form-errors";
import { useDocuments } from "../../queries/site-config";
import { authFlow } from "../../stores/auth-flow";
import { Field, PasswordField } from "../../ui/field";
import { useSettlingBusy } from "../../ui/use-settling-busy";
import { AuthLayout } from "./auth-layout";
import { authToast } from "./auth-toast";
import { PasswordChecklist, RegisterStrengthMeter } from "./strength";

export const REGISTER_REDIRECT_MS = 1000;
type RegisterFields = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  terms: boolean;
};
const empty: RegisterFields = {
  first_name: "",
  last_name: "",
  email: "",
  password: "",
  password2: "",
  terms: false,
};

type Props = { slider: AuthSliderConfig | null; redirect?: string | undefined };

export function RegisterScreen({ slider, redirect }: Props) {
  const navigate = useNavigate();
  const cgu = useDocuments().find((d) => d.type === "CGU");
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () =>
        navigate({
          to: "/auth/otp-verification",
          search: { email: done, purpose: "register", autoVerify: true, redirect },
        }),
      REGISTER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate, redirect]);

  // Typing in a field clears the error shown under it, the server's included.
  const set = (name: keyof RegisterFields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((all) => ({ ...all, [name]: undefined }));
  };
  // A field left with something typed in it says at once what is wrong with it.
  const leave = (name: Exclude<keyof RegisterFields, "terms">) => () => {
    if (fields[name] === "") return;
    const error = leftFieldError(registerFormSchema, fields, name);
    afterTap(() => setErrors((all) => ({ ...all, [name]: error })));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(registerFormSchema, fields);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      if (checked.errors.terms) document.getElementById("register-terms")?.focus();
      return;
    }
    start();
    try {
      const { first_name, last_name, email, password, password2 } = checked.value;
      await register({ first_name, last_name, email, password, password2 });
      authFlow.remember(email, "register");
      // Kept for this tab only, to sign the new member in once the code is typed.
      authFlow.keepPassword(password);
      authToast("success", frAuth.registered);
      setDone(email);
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
      <form noValidate onSubmit={onSubmit} className="space-y-4">
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
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              id="register-terms"
              checked={fields.terms}
              aria-invalid={!!errors.terms || undefined}
              aria-describedby={errors.terms ? "terms-error" : undefined}
              onChange={(e) => {
                setFields((f) => ({ ...f, terms: e.target.checked }));
                setErrors((all) => ({ ...all, terms: undefined }));
              }}
              className="mt-0.5 size-5 accent-[var(--color-brand)]"
            />
            <span>
              {frAuth.acceptTerms}
              {cgu && (
                <>
                  {" "}
                  (
                  <a href={cgu.file_url} target="_blank" rel="noopener" className="text-brand underline">
                    {frAuth.termsLink}
                  </a>
                  )
                </>
              )}
            </span>
          </label>
          {errors.terms && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {errors.terms}
            </p>
          )}
        </div>
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
