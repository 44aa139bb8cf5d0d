import * as v from "valibot";
import { canonicalPhone, isPhoneNumber } from "../lib/phone";
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
  emailOrPhone: "Indiquez une adresse email ou un numéro de téléphone.",
  username: "Veuillez entrer une adresse email ou un numéro de téléphone valide",
} as const;

const requiredString = (max = 150) =>
  v.pipe(
    cleanString(accountMessages.required),
    v.trim(),
    v.nonEmpty(accountMessages.required),
    v.maxLength(max, accountMessages.tooLong),
  );

const emailRule = v.email(accountMessages.email);

export const emailSchema = v.pipe(
  v.string(accountMessages.required),
  v.trim(),
  v.nonEmpty(accountMessages.required),
  v.toLowerCase(),
  v.maxLength(254, accountMessages.tooLong),
  emailRule,
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

/**
 * A phone number as it is kept and sent on: E.164 (`+221771234567`), however it was typed
 * (« 77 123 45 67 », « 00221 77… »). Which countries the centre accepts, the server decides.
 */
export const phoneSchema = v.pipe(
  v.string(accountMessages.required),
  v.trim(),
  v.nonEmpty(accountMessages.required),
  v.maxLength(30, accountMessages.tooLong),
  v.check((text) => canonicalPhone(text) !== null, accountMessages.telephone),
  v.transform((text) => canonicalPhone(text) ?? text),
);

/** How a code or a message reaches a phone; e-mail is the third channel. */
export const phoneChannelSchema = v.picklist(["sms", "whatsapp"], accountMessages.purpose);
export const channelSchema = v.picklist(["email", "sms", "whatsapp"], accountMessages.purpose);
export type Channel = v.InferOutput<typeof channelSchema>;
export type PhoneChannel = v.InferOutput<typeof phoneChannelSchema>;

/**
 * Sign-in's identifier: an e-mail (with an `@`, checked as one, the spec's message) or a phone
 * number (given on in E.164).
 */
export const usernameSchema = v.pipe(
  v.string(accountMessages.required),
  v.trim(),
  v.nonEmpty(accountMessages.required),
  v.maxLength(254, accountMessages.tooLong),
  // The e-mail's own rule, read directly (valibot's `is` would weigh on the first screen's file).
  v.check((text) => !text.includes("@") || emailRule.requirement.test(text), accountMessages.email),
  v.check((text) => text.includes("@") || canonicalPhone(text) !== null, accountMessages.username),
  v.transform((text) => (text.includes("@") ? text.toLowerCase() : (canonicalPhone(text) ?? text))),
);

/** Requests naming an account by e-mail or by phone: one of the two, said on the phone's field. */
const emailOrPhone = {
  email: v.optional(emailSchema),
  phone: v.optional(phoneSchema),
};
function oneOfEmailOrPhone<T extends { email?: string | undefined; phone?: string | undefined }>() {
  type Named = { email?: string | undefined; phone?: string | undefined };
  const action = v.forward<Named, v.CheckIssue<Named>, ["phone"]>(
    v.check((input) => Boolean(input.email) !== Boolean(input.phone), accountMessages.emailOrPhone),
    ["phone"],
  );
  // As in `samePasswords`: typed on the two keys it reads, handed on unchanged as the schema's own.
  return action as unknown as v.BaseValidation<T, T, v.CheckIssue<T>>;
}

export const loginRequestSchema = v.object({
  username: usernameSchema,
  password: v.pipe(v.string(accountMessages.required), v.nonEmpty(accountMessages.required)),
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/**
 * Registration with an e-mail (the code is mailed) or a phone number (the code goes by `channel`,
 * SMS unless told).
 */
export const registerRequestSchema = v.pipe(
  v.object({
    first_name: requiredString(100),
    last_name: requiredString(100),
    ...emailOrPhone,
    channel: v.optional(phoneChannelSchema),
    password: passwordSchema,
    password2: v.string(accountMessages.required),
  }),
  oneOfEmailOrPhone(),
  samePasswords("password", "password2"),
);
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;

/**
 * Seconds before another code may be asked for the same e-mail and purpose: the server refuses
 * sooner (429), the code screen counts them down. Written once for both.
 */
export const OTP_RESEND_SECONDS = 60;

/** `login`: a code to sign in with, by phone, instead of the password. */
export const otpPurposeSchema = v.picklist(["register", "reset_password", "login"], accountMessages.purpose);
export type OtpPurpose = v.InferOutput<typeof otpPurposeSchema>;
/**
 * What a code may prove on the server: the public purposes, and a new e-mail or phone asked for
 * when signed in.
 */
export type CodePurpose = OtpPurpose | "change_email" | "change_phone";

export const otpCodeSchema = v.pipe(
  v.string(accountMessages.otpFormat),
  v.regex(/^\d{4}$/, accountMessages.otpFormat),
);

export const otpRequestSchema = v.pipe(
  v.object({ ...emailOrPhone, channel: v.optional(phoneChannelSchema), purpose: otpPurposeSchema }),
  oneOfEmailOrPhone(),
);
export const checkOtpRequestSchema = v.pipe(
  v.object({ ...emailOrPhone, otp: otpCodeSchema, purpose: otpPurposeSchema }),
  oneOfEmailOrPhone(),
);
export type CheckOtpRequest = v.InferInput<typeof checkOtpRequestSchema>;

/** `POST accounts/login/code/`: a phone and the `login` code sent to it, instead of the password. */
export const loginCodeRequestSchema = v.object({ phone: phoneSchema, otp: otpCodeSchema });
export type LoginCodeRequest = v.InferInput<typeof loginCodeRequestSchema>;

export const passwordResetConfirmSchema = v.pipe(
  v.object({
    ...emailOrPhone,
    new_password: passwordSchema,
    new_password2: v.string(accountMessages.required),
  }),
  oneOfEmailOrPhone(),
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
  /** Where codes and messages go; a phone channel needs a proven phone, e-mail a proven e-mail. */
  preferred_channel: v.optional(channelSchema),
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
