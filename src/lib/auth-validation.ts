import { passwordCriteria, resetStrength } from "./password-strength";

/** The account forms' rules and messages, exactly as the spec writes them. */
export const authMessages = {
  terms: "Vous devez accepter les conditions d'utilisation pour vous inscrire",
  passwordLength: "Le mot de passe doit contenir au moins 8 caractères",
  passwordDigit: "Le mot de passe doit contenir au moins un chiffre",
  passwordUpper: "Le mot de passe doit contenir au moins une majuscule",
  mismatch: "Les mots de passe ne correspondent pas",
  emailRequired: "Veuillez entrer votre adresse email",
  emailInvalid: "Veuillez entrer une adresse email valide",
  otpIncomplete: "Veuillez entrer le code complet à 4 chiffres",
  newPasswordRequired: "Veuillez entrer un nouveau mot de passe",
  tooWeak: "Votre mot de passe est trop faible",
  emailMissing: "L'adresse email est manquante. Veuillez retourner à l'étape précédente.",
  required: "Ce champ est requis",
  passwordRequired: "Veuillez entrer votre mot de passe",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Errors<K extends string> = Partial<Record<K, string>>;

export function validateEmail(email: string): string | null {
  if (!email.trim()) return authMessages.emailRequired;
  if (!EMAIL.test(email.trim())) return authMessages.emailInvalid;
  return null;
}

export type RegisterFields = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  terms: boolean;
};

export function validateRegister(f: RegisterFields): Errors<keyof RegisterFields> {
  const errors: Errors<keyof RegisterFields> = {};
  if (!f.first_name.trim()) errors.first_name = authMessages.required;
  if (!f.last_name.trim()) errors.last_name = authMessages.required;
  const email = validateEmail(f.email);
  if (email) errors.email = email;
  const c = passwordCriteria(f.password);
  if (!c.length) errors.password = authMessages.passwordLength;
  else if (!c.digit) errors.password = authMessages.passwordDigit;
  else if (!c.uppercase) errors.password = authMessages.passwordUpper;
  if (f.password !== f.password2) errors.password2 = authMessages.mismatch;
  if (!f.terms) errors.terms = authMessages.terms;
  return errors;
}

export function validateLogin(email: string, password: string): Errors<"email" | "password"> {
  const errors: Errors<"email" | "password"> = {};
  const e = validateEmail(email);
  if (e) errors.email = e;
  if (!password) errors.password = authMessages.passwordRequired;
  return errors;
}

export function validateOtp(digits: string[]): string | null {
  return digits.length === 4 && digits.every((d) => /^\d$/.test(d)) ? null : authMessages.otpIncomplete;
}

export function validateReset(
  email: string | null,
  password: string,
  password2: string,
): Errors<"email" | "password" | "password2"> {
  const errors: Errors<"email" | "password" | "password2"> = {};
  if (!email) errors.email = authMessages.emailMissing;
  if (!password) errors.password = authMessages.newPasswordRequired;
  else if (!resetStrength(password).strongEnough) errors.password = authMessages.tooWeak;
  if (password !== password2) errors.password2 = authMessages.mismatch;
  return errors;
}

/** Paste into the code boxes: digits only, at most 4. */
export function pastedDigits(text: string): string[] {
  return Array.from(text.replace(/\D/g, "")).slice(0, 4);
}
