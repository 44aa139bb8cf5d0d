import * as v from "valibot";
import { aboutTextSchema, faqEntrySchema, homeConfigSchema } from "../configs";
import { DEFAULT_PENALTY_POLICIES, penaltyPoliciesSchema } from "../penalties";

/**
 * The site's settings as an admin edits them (`/api/staff/settings/…`, admin only): the same rows
 * the app reads from the public `configs/…` answers, which change at once.
 *
 *   GET  staff/settings/                           everything below, in one answer
 *   PUT  staff/settings/home/                      {display_basic_service, display_custom_service}
 *   PUT  staff/settings/banners/{id}/              {is_active, header_title, header_sub_title, footer_title, link?}
 *   PUT  staff/settings/banners/{id}/images/{header|footer}/   multipart `image`
 *   PUT  staff/settings/modals/{promo|choice}/     {is_active, title, description, personnalise?, standard?}
 *   PUT  staff/settings/modals/{promo|choice}/image/           multipart `image`
 *   PUT  staff/settings/slides/{id}/               {description_1, description_2}
 *   PUT  staff/settings/slides/{id}/images/{1|2|3}/            multipart `image`
 *   PUT  staff/settings/documents/{CGU|PRIVACY}/   {html}: sanitised on the server
 *   PUT  staff/settings/faq/                       {items: [{category, question, answer}]}: the whole list, in order
 *   PUT  staff/settings/about/                     {html}: sanitised on the server
 *   PUT  staff/settings/rules/                     {cancel_cutoff_hours, booking_lead_hours, max_unpaid_bookings, reception_daily_credits?}
 *   PUT  staff/settings/penalties/                 {late_cancel: {kind, credits}, no_show: {kind, credits}}
 *
 * Every write answers `{detail, settings}` (the whole, as saved) and writes one audit line.
 */

export const settingsMessages = {
  required: "Ce champ est obligatoire.",
  tooLong: (max: number) => `Ce champ est trop long (${max} caractères au plus).`,
  boolean: "Une valeur vraie ou fausse est attendue.",
  hours: (label: string, max: number) => `${label} : un nombre entier d'heures, de 0 à ${max}.`,
  count: (label: string, min: number, max: number) => `${label} : un nombre entier, de ${min} à ${max}.`,
  documentEmpty: "Le document ne peut pas être vide.",
  documentTooLong: "Le document est trop long (200 000 caractères au plus).",
  faqTooMany: (max: number) => `La FAQ compte ${max} questions au plus.`,
  faqQuestion: (n: number) => `Question ${n} : la question est obligatoire.`,
  faqAnswer: (n: number) => `Question ${n} : la réponse est obligatoire.`,
  faqQuestionTooLong: (n: number, max: number) =>
    `Question ${n} : la question est trop longue (${max} caractères au plus).`,
  faqAnswerTooLong: (n: number, max: number) =>
    `Question ${n} : la réponse est trop longue (${max} caractères au plus).`,
  faqCategory: (n: number) => `Question ${n} : choisissez une catégorie.`,
  aboutEmpty: "Le texte « Qui sommes-nous » ne peut pas être vide.",
  aboutTooLong: (max: number) => `Le texte « Qui sommes-nous » est trop long (${max} caractères au plus).`,
  link: "Lien invalide : un chemin du site (par exemple /services) ou une adresse https://…",
  notFound: "Réglage introuvable.",
  saved: "Réglages enregistrés.",
  imageSaved: "Image enregistrée.",
} as const;

/**
 * The integer settings the booking rules read, and the credits one receptionist may add to one
 * client in a day (admins are not capped): their keys in `configs/integerSetting/`.
 */
export const ruleKeys = {
  cancel_cutoff_hours: "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION",
  booking_lead_hours: "MIN_HOURS_BEFORE_RESERVATION",
  max_unpaid_bookings: "MAX_UNPAID_BOOKINGS",
  reception_daily_credits: "MAX_RECEPTION_CREDITS_PER_CLIENT_DAY",
  /** SMS the centre pays for in a day; past it, codes go by WhatsApp or e-mail, and admins are told once. */
  phone_messages_per_day: "MAX_PHONE_MESSAGES_PER_DAY",
} as const;
export type RuleName = keyof typeof ruleKeys;

/** Each rule's bounds and its default when the centre never set it. */
export const ruleBounds: Record<RuleName, { max: number; fallback: number }> = {
  cancel_cutoff_hours: { max: 168, fallback: 3 },
  booking_lead_hours: { max: 168, fallback: 3 },
  max_unpaid_bookings: { max: 20, fallback: 3 },
  reception_daily_credits: { max: 10_000, fallback: 50 },
  phone_messages_per_day: { max: 100_000, fallback: 300 },
};

export const modalTypeSchema = v.picklist(["promo", "choice"]);
export type ModalType = v.InferOutput<typeof modalTypeSchema>;
export const documentTypeSchema = v.picklist(["CGU", "PRIVACY"]);
export type DocumentType = v.InferOutput<typeof documentTypeSchema>;

const choiceAnswer = v.nullable(v.object({ title: v.string(), description: v.string() }));

export const siteSettingsSchema = v.object({
  home: homeConfigSchema,
  banners: v.array(
    v.object({
      id: v.number(),
      is_active: v.boolean(),
      link: v.nullable(v.string()),
      header_image: v.string(),
      header_title: v.string(),
      header_sub_title: v.string(),
      footer_image: v.string(),
      footer_title: v.string(),
    }),
  ),
  modals: v.array(
    v.object({
      type: modalTypeSchema,
      is_active: v.boolean(),
      title: v.string(),
      description: v.string(),
      image: v.string(),
      personnalise: choiceAnswer,
      standard: choiceAnswer,
    }),
  ),
  slides: v.nullable(
    v.object({
      id: v.number(),
      image_1: v.string(),
      image_2: v.string(),
      image_3: v.string(),
      description_1: v.string(),
      description_2: v.string(),
    }),
  ),
  documents: v.array(v.object({ type: documentTypeSchema, file_url: v.string(), html: v.string() })),
  faq: v.array(faqEntrySchema),
  about: aboutTextSchema,
  rules: v.object({
    cancel_cutoff_hours: v.number(),
    booking_lead_hours: v.number(),
    max_unpaid_bookings: v.number(),
    reception_daily_credits: v.number(),
    phone_messages_per_day: v.number(),
  }),
  /** What a late cancel and a no-show cost; absent from an older server: the defaults. */
  penalties: v.optional(penaltyPoliciesSchema, DEFAULT_PENALTY_POLICIES),
});
export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;

export const settingsWriteResponseSchema = v.object({ detail: v.string(), settings: siteSettingsSchema });
export type SettingsWriteResponse = v.InferOutput<typeof settingsWriteResponseSchema>;

export const settingsPaths = {
  all: "staff/settings/",
  home: "staff/settings/home/",
  banner: (id: number) => `staff/settings/banners/${id}/`,
  bannerImage: (id: number, place: "header" | "footer") => `staff/settings/banners/${id}/images/${place}/`,
  modal: (type: ModalType) => `staff/settings/modals/${type}/`,
  modalImage: (type: ModalType) => `staff/settings/modals/${type}/image/`,
  slides: (id: number) => `staff/settings/slides/${id}/`,
  slideImage: (id: number, n: 1 | 2 | 3) => `staff/settings/slides/${id}/images/${n}/`,
  document: (type: DocumentType) => `staff/settings/documents/${type}/`,
  rules: "staff/settings/rules/",
  penalties: "staff/settings/penalties/",
  faq: "staff/settings/faq/",
  about: "staff/settings/about/",
} as const;
