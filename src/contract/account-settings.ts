import * as v from "valibot";
import {
  accountMessages,
  emailSchema,
  otpCodeSchema,
  passwordSchema,
  phoneChannelSchema,
  phoneSchema,
  samePasswords,
} from "./accounts";
import { creditRecordSchema } from "./payments";
import { profileSchema } from "./profile";

/**
 * A member's own account, from Mon Profil: a new password, a new e-mail (proved by a code sent
 * there), the account's deletion and the download of its data.
 */
export const accountSettingsMessages = {
  wrongPassword: "Mot de passe incorrect.",
  passwordChanged: "Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.",
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel.",
  sameEmail: "C'est déjà votre adresse e-mail.",
  emailCodeSent: "Un code à 4 chiffres vient d'être envoyé à votre nouvelle adresse e-mail.",
  emailTaken: "Cette adresse e-mail est déjà utilisée par un autre compte.",
  emailChanged: "Votre adresse e-mail a été modifiée.",
  samePhone: "Ce numéro est déjà le vôtre et il est vérifié.",
  phoneCodeSent: "Un code à 4 chiffres vient d'être envoyé à ce numéro.",
  phoneTaken: "Ce numéro est déjà utilisé par un autre compte.",
  phoneCountry: "Ce numéro n'est pas accepté : indiquez un numéro de téléphone mobile valide.",
  phoneChanged: "Votre numéro de téléphone est vérifié.",
  staffAccount:
    "Un compte de l'équipe ne peut pas être supprimé ici : demandez d'abord à un administrateur de retirer votre accès.",
  upcomingBookings: (count: number) =>
    `Vous avez ${count > 1 ? `${count} réservations confirmées à venir` : "une réservation confirmée à venir"}. Annulez-${count > 1 ? "les" : "la"} depuis « Mes réservations » (ou attendez qu'${count > 1 ? "elles soient passées" : "elle soit passée"}) avant de supprimer votre compte.`,
  deleted: "Votre compte a été supprimé.",
} as const;

const typedPassword = v.pipe(v.string(accountMessages.required), v.nonEmpty(accountMessages.required));

/** `POST accounts/password/change/`: the registration's rules for the new one. */
export const passwordChangeRequestSchema = v.pipe(
  v.object({
    current_password: typedPassword,
    new_password: passwordSchema,
    new_password2: v.string(accountMessages.required),
  }),
  samePasswords("new_password", "new_password2"),
  v.forward(
    v.partialCheck(
      [["current_password"], ["new_password"]],
      (input) => input.current_password !== input.new_password,
      accountSettingsMessages.samePassword,
    ),
    ["new_password"],
  ),
);
export type PasswordChangeRequest = v.InferInput<typeof passwordChangeRequestSchema>;

/** `POST accounts/email/change/`: a code goes to `new_email`; nothing changes yet. */
export const emailChangeRequestSchema = v.object({ new_email: emailSchema, password: typedPassword });
export type EmailChangeRequest = v.InferInput<typeof emailChangeRequestSchema>;

/** `POST accounts/email/confirm/`: the code mailed to `new_email` makes it the account's. */
export const emailConfirmRequestSchema = v.object({ new_email: emailSchema, otp: otpCodeSchema });

/**
 * `POST accounts/phone/change/`: a code goes to `new_phone` (by `channel`, SMS unless told);
 * nothing changes yet. The member's own unproven number is proven the same way.
 */
export const phoneChangeRequestSchema = v.object({
  new_phone: phoneSchema,
  password: typedPassword,
  channel: v.optional(phoneChannelSchema),
});
export type PhoneChangeRequest = v.InferInput<typeof phoneChangeRequestSchema>;

/** `POST accounts/phone/confirm/`: the code sent to `new_phone` makes it the account's, proven. */
export const phoneConfirmRequestSchema = v.object({ new_phone: phoneSchema, otp: otpCodeSchema });
export type PhoneConfirmRequest = v.InferInput<typeof phoneConfirmRequestSchema>;

/** `POST accounts/delete/`. */
export const accountDeleteRequestSchema = v.object({ password: typedPassword });

const exportedBookingSchema = v.object({
  booking_id: v.number(),
  service_name: v.string(),
  reserved_for: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  number_person: v.number(),
  private_option: v.boolean(),
  price: v.number(),
  credit_price: v.number(),
  payment_status: v.string(),
  payment_method: v.nullable(v.string()),
  reserved_at: v.string(),
  cancelled_at: v.nullable(v.string()),
  attendance: v.nullable(v.string()),
});

const exportedPaymentSchema = v.object({
  /** `online`: Orange Money or Wave through the app; `venue`: paid at the centre. */
  kind: v.picklist(["online", "venue"]),
  id: v.string(),
  purpose: v.picklist(["booking", "pack"]),
  booking_id: v.nullable(v.number()),
  method: v.string(),
  amount: v.number(),
  status: v.string(),
  created_at: v.string(),
  settled_at: v.nullable(v.string()),
  pack_name: v.nullable(v.string()),
});

/** `GET accounts/export/`: everything the centre keeps about the member, theirs only. */
export const dataExportSchema = v.object({
  exported_at: v.string(),
  profile: v.object({
    ...v.omit(profileSchema, ["credits", "total_credits", "credit_expiration_date", "role"]).entries,
    created_at: v.string(),
  }),
  total_credits: v.number(),
  bookings: v.array(exportedBookingSchema),
  payments: v.array(exportedPaymentSchema),
  credit_records: v.array(creditRecordSchema),
  /**
   * What the centre's staff noted about them (allergies, injuries, preferences), with its date: the
   * member has the right to read every datum kept about them. Absent from an older instance.
   */
  staff_notes: v.optional(v.array(v.object({ text: v.string(), created_at: v.string() })), []),
});
export type DataExport = v.InferOutput<typeof dataExportSchema>;
