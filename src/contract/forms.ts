import * as v from "valibot";
import {
  checkOtpRequestSchema,
  emailSchema,
  loginRequestSchema,
  passwordCriteria,
  passwordResetConfirmSchema,
  phoneSchema,
  registerRequestSchema,
  samePasswords,
} from "./accounts";

export { type PasswordCriteria, passwordCriteria, requiredCriteria } from "./accounts";

/**
 * What the forms check before sending: each is its request's schema plus the few rules only a
 * form has (terms, the reset strength, the spec's messages for an empty field). A form never lets
 * through what its request's schema refuses.
 */
export const formMessages = {
  terms: "Vous devez accepter les conditions d'utilisation pour vous inscrire",
  emailRequired: "Veuillez entrer votre adresse email",
  passwordRequired: "Veuillez entrer votre mot de passe",
  newPasswordRequired: "Veuillez entrer un nouveau mot de passe",
  tooWeak: "Votre mot de passe est trop faible",
  emailMissing: "L'adresse email est manquante. Veuillez retourner à l'étape précédente.",
  phoneRequired: "Veuillez entrer votre numéro de téléphone",
  phoneMissing: "Le numéro de téléphone est manquant. Veuillez retourner à l'étape précédente.",
} as const;

export const criteriaMet = (password: string) =>
  Object.values(passwordCriteria(password)).filter(Boolean).length;
/** A new password needs 3 of the 5 criteria. */
export const RESET_MIN_SCORE = 3;

/** An e-mail typed in a form: the spec's message when it is empty, then the contract's rules. */
const typedEmail = v.pipe(v.string(), v.trim(), v.nonEmpty(formMessages.emailRequired), emailSchema);

/** A phone typed in a form: a message of its own when it is empty, then the contract's rules. */
const typedPhone = v.pipe(v.string(), v.trim(), v.nonEmpty(formMessages.phoneRequired), phoneSchema);
const typedPassword = v.pipe(v.string(), v.nonEmpty(formMessages.passwordRequired));

/** Compared even while the password breaks a rule, so both messages show at once. */
const registerConfirmation = v.pipe(
  v.object({ password: v.string(), password2: v.string() }),
  samePasswords("password", "password2"),
);
const resetConfirmation = v.pipe(
  v.object({ new_password: v.string(), new_password2: v.string() }),
  samePasswords("new_password", "new_password2"),
);

export const loginFormSchema = v.intersect([
  v.object({
    username: typedEmail,
    password: v.pipe(v.string(), v.nonEmpty(formMessages.passwordRequired)),
  }),
  loginRequestSchema,
]);

/** Sign-in with a phone and its password (the server reads the phone as the username). */
export const loginPhoneFormSchema = v.object({ phone: typedPhone, password: typedPassword });
/** Sign-in with a code: only the phone, the code comes next. */
export const loginCodeFormSchema = v.object({ phone: typedPhone });

export const registerFormSchema = v.intersect([
  v.object({ email: typedEmail, terms: v.literal(true, formMessages.terms) }),
  registerConfirmation,
  registerRequestSchema,
]);

/** Registration with a phone instead of an e-mail: the code goes there. */
export const registerPhoneFormSchema = v.intersect([
  v.object({ phone: typedPhone, terms: v.literal(true, formMessages.terms) }),
  registerConfirmation,
  registerRequestSchema,
]);

export const forgotPasswordFormSchema = v.object({ email: typedEmail });
export const forgotPasswordPhoneFormSchema = v.object({ phone: typedPhone });

/** The four boxes of the code, joined. */
export const otpFormSchema = v.object({ otp: checkOtpRequestSchema.entries.otp });

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty(formMessages.newPasswordRequired),
  v.check((password: string) => criteriaMet(password) >= RESET_MIN_SCORE, formMessages.tooWeak),
);

export const resetPasswordFormSchema = v.intersect([
  v.object({ email: v.pipe(v.string(), v.nonEmpty(formMessages.emailMissing)), new_password: newPassword }),
  resetConfirmation,
  passwordResetConfirmSchema,
]);

/** The reset of an account named by its phone, whose code was checked. */
export const resetPasswordPhoneFormSchema = v.intersect([
  v.object({ phone: v.pipe(v.string(), v.nonEmpty(formMessages.phoneMissing)), new_password: newPassword }),
  resetConfirmation,
  passwordResetConfirmSchema,
]);
