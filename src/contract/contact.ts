import * as v from "valibot";
import { isPhoneNumber } from "../lib/phone";
import { cleanString } from "./common";

/** The contact form's rules and messages, shared by the form and the server. */
export const contactMessages = {
  nameRequired: "Le nom est requis",
  nameShort: "Le nom doit comporter au moins 3 caractères",
  emailRequired: "L'email est requis",
  emailInvalid: "Veuillez saisir une adresse email valide",
  phoneInvalid: "Veuillez saisir un numéro de téléphone valide",
  subjectRequired: "Veuillez sélectionner un sujet",
  messageRequired: "Le message est requis",
  messageShort: "Le message doit comporter au moins 10 caractères",
  tooLong: "Ce champ est trop long.",
  sent: "Message envoyé avec succès!",
  invalid: "Veuillez corriger les erreurs du formulaire.",
  keyTooLong: "Clé d'idempotence trop longue.",
  keyReused: "Cette clé d'idempotence a déjà servi pour un autre message.",
} as const;

/** `Idempotency-Key` of a message: at most this long. */
export const CONTACT_KEY_MAX = 200;

const text = (required: string, multiline = false) =>
  v.pipe(cleanString(required, multiline), v.trim(), v.nonEmpty(required));

export const contactRequestSchema = v.object({
  name: v.pipe(
    text(contactMessages.nameRequired),
    v.minLength(3, contactMessages.nameShort),
    v.maxLength(100, contactMessages.tooLong),
  ),
  email: v.pipe(
    text(contactMessages.emailRequired),
    v.maxLength(254, contactMessages.tooLong),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, contactMessages.emailInvalid),
  ),
  telephone: v.optional(
    v.pipe(
      cleanString(contactMessages.phoneInvalid),
      v.trim(),
      v.check((phone) => phone === "" || isPhoneNumber(phone), contactMessages.phoneInvalid),
    ),
    "",
  ),
  subject: v.pipe(text(contactMessages.subjectRequired), v.maxLength(100, contactMessages.tooLong)),
  message: v.pipe(
    text(contactMessages.messageRequired, true),
    v.minLength(10, contactMessages.messageShort),
    v.maxLength(5000, contactMessages.tooLong),
  ),
});
export type ContactRequest = v.InferInput<typeof contactRequestSchema>;
/** A message once checked: trimmed, the phone "" when absent. */
export type ContactMessage = v.InferOutput<typeof contactRequestSchema>;

export const contactResponseSchema = v.object({
  success: v.boolean(),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.string()), {}),
});
