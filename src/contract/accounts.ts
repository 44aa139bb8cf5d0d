import * as v from "valibot";
import { isPhoneNumber } from "../lib/phone";
import { cleanString, envelopeSchema, optionalRoleSchema } from "./common";

/** Server-side messages of the account rules, in French as the spec writes them. */
export const accountMessages = {
  required: "Ce champ est obligatoire.",
  email: "Veuillez entrer une adresse email valide",
  passwordLength: "Le mot de passe doit contenir au moins 8 caractères",
  passwordDigit: "Le mot de passe doit contenir au moins un chiffre",
  passwordUpper: "Le mot de passe doit contenir au moins une majuscule",
  passwordMismatch: "Les mots de passe ne correspondent pas",
  otpFormat: "Veuillez entrer le code complet à 4 chiffres",
  purpose: "Type de code invalide.",
  tooLong: "Ce champ est trop long.",
  telephone: "Veuillez saisir un numéro de téléphone valide",
} as const;

const requiredString = (max = 150) =>
  v.pipe(
    cleanString(accountMessages.required),
    v.trim(),
    v.nonEmpty(accountMessages.required),
    v.maxLength(max, accountMessages.tooLong),
  );

export const emailSchema = v.pipe(
  v.string(accountMessages.required),
  v.trim(),
  v.nonEmpty(accountMessages.required),
  v.toLowerCase(),
  v.maxLength(254, accountMessages.tooLong),
  v.email(accountMessages.email),
);

/** The five criteria the strength meters count. */
export function passwordCriteria(password: string) {
  return {
    length: password.length >= 8,
    digit: /\d/.test(password),
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}
export type PasswordCriteria = ReturnType<typeof passwordCriteria>;

/**
 * What every new password must meet, at registration, reset and change alike: one list, checked
 * here and shown on each of those forms as it is typed.
 */
export const requiredCriteria = [
  "length",
  "uppercase",
  "digit",
] as const satisfies readonly (keyof PasswordCriteria)[];

const meets = (criterion: keyof PasswordCriteria) => (password: string) =>
  passwordCriteria(password)[criterion];

export const passwordSchema = v.pipe(
  v.string(accountMessages.required),
  v.check(meets("length"), accountMessages.passwordLength),
  v.maxLength(128, accountMessages.tooLong),
  v.check(meets("digit"), accountMessages.passwordDigit),
  v.check(meets("uppercase"), accountMessages.passwordUpper),
);

type SameIssue = v.PartialCheckIssue<Record<string, unknown>>;

/**
 * The confirmation of a new password matches it, said on the confirmation's field: one rule for
 * registration, reset and change. Compared as soon as both are strings, even while another field
 * (or the password's own rules) fails, so both messages show at once.
 */
export function samePasswords<
  TInput extends Record<K1 | K2, string>,
  const K1 extends string,
  const K2 extends string,
>(password: K1, confirmation: K2) {
  const paths: [[string], [string]] = [[password], [confirmation]];
  const action = v.forward<Record<string, unknown>, SameIssue, [string]>(
    v.partialCheck(
      paths,
      (input) => input[password] === input[confirmation],
      accountMessages.passwordMismatch,
    ),
    [confirmation],
  );
  // Valibot's path types cannot reach into an object known only by two of its keys: the action is
  // typed on any object, then on the schema's own, which it hands on unchanged.
  return action as v.BaseValidation<TInput, TInput, SameIssue>;
}

export const loginRequestSchema = v.object({
  username: emailSchema,
  password: v.pipe(v.string(accountMessages.required), v.nonEmpty(accountMessages.required)),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

export const registerRequestSchema = v.pipe(
  v.object({
    first_name: requiredString(100),
    last_name: requiredString(100),
    email: emailSchema,
    password: passwordSchema,
    password2: v.string(accountMessages.required),
  }),
  samePasswords("password", "password2"),
);
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;

/**
 * Seconds before another code may be asked for the same e-mail and purpose: the server refuses
 * sooner (429), the code screen counts them down. Written once for both.
 */
export const OTP_RESEND_SECONDS = 60;

export const otpPurposeSchema = v.picklist(["register", "reset_password"], accountMessages.purpose);
export type OtpPurpose = v.InferOutput<typeof otpPurposeSchema>;
/** What a code may prove on the server: the public purposes, and a new e-mail asked for when signed in. */
export type CodePurpose = OtpPurpose | "change_email";

export const otpRequestSchema = v.object({ email: emailSchema, purpose: otpPurposeSchema });
export const checkOtpRequestSchema = v.object({
  email: emailSchema,
  otp: v.pipe(v.string(accountMessages.otpFormat), v.regex(/^\d{4}$/, accountMessages.otpFormat)),
  purpose: otpPurposeSchema,
});

export const passwordResetConfirmSchema = v.pipe(
  v.object({
    email: emailSchema,
    new_password: passwordSchema,
    new_password2: v.string(accountMessages.required),
  }),
  samePasswords("new_password", "new_password2"),
);

export const refreshRequestSchema = v.object({ refresh: requiredString(2000) });
export const logoutRequestSchema = v.object({
  access_token: v.optional(v.string()),
  refresh: v.optional(v.string()),
});

export const tokenPairSchema = v.object({
  access: v.string(),
  refresh: v.string(),
  access_token_expiration: v.optional(v.nullable(v.string()), null),
  refresh_token_expiration: v.optional(v.nullable(v.string()), null),
  /** The login's answer only: the account's staff role, `null` for a client (see `common.ts`). */
  role: optionalRoleSchema,
});
export type TokenPair = v.InferOutput<typeof tokenPairSchema>;

export const loginResponseSchema = envelopeSchema(tokenPairSchema);
/** Answers whose body is only read for messages (register, OTP, reset). */
export const messageEnvelopeSchema = envelopeSchema(v.optional(v.record(v.string(), v.unknown()), {}));

const optionalText = (max: number) =>
  v.pipe(cleanString(), v.trim(), v.maxLength(max, accountMessages.tooLong));

export const profilePatchSchema = v.object({
  first_name: v.optional(requiredString(100)),
  last_name: v.optional(requiredString(100)),
  telephone_number: v.optional(
    v.pipe(
      optionalText(30),
      v.check((phone) => phone === "" || isPhoneNumber(phone), accountMessages.telephone),
    ),
  ),
  address: v.optional(
    v.object({
      country: v.optional(optionalText(100)),
      city: v.optional(optionalText(100)),
      postal_code: v.optional(optionalText(20)),
      address: v.optional(optionalText(255)),
    }),
  ),
});
export type ProfilePatch = v.InferInput<typeof profilePatchSchema>;
