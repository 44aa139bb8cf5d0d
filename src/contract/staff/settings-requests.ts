import * as v from "valibot";
import { cleanString } from "../common";
import { faqCategorySchema } from "../configs";
import { type RuleName, settingsMessages } from "./settings";

/** What an admin sends to change the site's settings (`settings.ts` lists the calls). */

const text = (max: number, required = true, multiline = false) =>
  required
    ? v.pipe(
        cleanString(settingsMessages.required, multiline),
        v.trim(),
        v.nonEmpty(settingsMessages.required),
        v.maxLength(max, settingsMessages.tooLong(max)),
      )
    : v.pipe(
        cleanString(settingsMessages.required, multiline),
        v.trim(),
        v.maxLength(max, settingsMessages.tooLong(max)),
      );

const flag = v.boolean(settingsMessages.boolean);

const integerIn = (max: number, message: string, min = 0) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const homeRequestSchema = v.object({
  display_basic_service: flag,
  display_custom_service: flag,
});
export type HomeRequest = v.InferInput<typeof homeRequestSchema>;

/** A path of this site (`/services`, not `//elsewhere`) or an https address; empty for none. */
const linkSchema = v.optional(
  v.pipe(
    cleanString(settingsMessages.link),
    v.trim(),
    v.maxLength(500, settingsMessages.tooLong(500)),
    v.regex(/^$|^\/(?![/\\])\S*$|^https:\/\/[^\s/?#]+\S*$/, settingsMessages.link),
  ),
  "",
);

export const bannerRequestSchema = v.object({
  is_active: flag,
  header_title: text(120),
  header_sub_title: text(300, false, true),
  footer_title: text(120, false),
  link: linkSchema,
});
export type BannerRequest = v.InferInput<typeof bannerRequestSchema>;

const choiceSchema = v.object({ title: text(60), description: text(200, false) });

export const modalRequestSchema = v.object({
  is_active: flag,
  title: text(120),
  description: text(600, false, true),
  /** The choice modal's two answers; ignored for the promo. */
  personnalise: v.optional(v.nullable(choiceSchema), null),
  standard: v.optional(v.nullable(choiceSchema), null),
});
export type ModalRequest = v.InferInput<typeof modalRequestSchema>;

export const slidesRequestSchema = v.object({
  description_1: text(200, false),
  description_2: text(200, false),
});
export type SlidesRequest = v.InferInput<typeof slidesRequestSchema>;

export const documentRequestSchema = v.object({
  html: v.pipe(
    v.string(settingsMessages.documentEmpty),
    v.trim(),
    v.nonEmpty(settingsMessages.documentEmpty),
    v.maxLength(200_000, settingsMessages.documentTooLong),
  ),
});
export type DocumentRequest = v.InferInput<typeof documentRequestSchema>;

/** Limits of the FAQ: enough for a real one, small enough for a phone to page through. */
export const faqLimits = { items: 60, question: 200, answer: 2000 } as const;
export const ABOUT_MAX = 20_000;

const faqDraftSchema = v.object({
  category: v.string(),
  question: cleanString(settingsMessages.required),
  answer: cleanString(settingsMessages.required, true),
});

/**
 * The whole FAQ as the admin left it (added, edited, moved, removed): each refusal names the
 * question's number, said once above the list rather than under a field the list may have moved.
 */
export const faqRequestSchema = v.object({
  items: v.pipe(
    v.array(faqDraftSchema, settingsMessages.required),
    v.maxLength(faqLimits.items, settingsMessages.faqTooMany(faqLimits.items)),
    v.transform((items) =>
      items.map((item) => ({ ...item, question: item.question.trim(), answer: item.answer.trim() })),
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      dataset.value.forEach((item, index) => {
        const n = index + 1;
        const fail = (message: string) => addIssue({ message });
        if (!v.is(faqCategorySchema, item.category)) fail(settingsMessages.faqCategory(n));
        if (!item.question) fail(settingsMessages.faqQuestion(n));
        else if (item.question.length > faqLimits.question)
          fail(settingsMessages.faqQuestionTooLong(n, faqLimits.question));
        if (!item.answer) fail(settingsMessages.faqAnswer(n));
        else if (item.answer.length > faqLimits.answer)
          fail(settingsMessages.faqAnswerTooLong(n, faqLimits.answer));
      });
    }),
    v.transform((items) =>
      items.map((item) => ({ ...item, category: v.parse(faqCategorySchema, item.category) })),
    ),
  ),
});
export type FaqRequest = v.InferInput<typeof faqRequestSchema>;
export type FaqInput = v.InferOutput<typeof faqRequestSchema>;

export const aboutRequestSchema = v.object({
  html: v.pipe(
    v.string(settingsMessages.aboutEmpty),
    v.trim(),
    v.nonEmpty(settingsMessages.aboutEmpty),
    v.maxLength(ABOUT_MAX, settingsMessages.aboutTooLong(ABOUT_MAX)),
  ),
});
export type AboutRequest = v.InferInput<typeof aboutRequestSchema>;

export const ruleLabels: Record<RuleName, string> = {
  cancel_cutoff_hours: "Délai d'annulation",
  booking_lead_hours: "Délai de réservation",
  max_unpaid_bookings: "Réservations non payées",
  reception_daily_credits: "Crédits ajoutés par l'accueil",
  phone_messages_per_day: "SMS par jour",
};

export const rulesRequestSchema = v.object({
  cancel_cutoff_hours: integerIn(168, settingsMessages.hours(ruleLabels.cancel_cutoff_hours, 168)),
  booking_lead_hours: integerIn(168, settingsMessages.hours(ruleLabels.booking_lead_hours, 168)),
  // At least one: every booking is unpaid for a moment (its payment comes after), so 0 would stop them all.
  max_unpaid_bookings: integerIn(20, settingsMessages.count(ruleLabels.max_unpaid_bookings, 1, 20), 1),
  // Optional: a screen from before it existed saves the other rules and leaves it as it is.
  reception_daily_credits: v.optional(
    integerIn(10_000, settingsMessages.count(ruleLabels.reception_daily_credits, 0, 10_000)),
  ),
  phone_messages_per_day: v.optional(
    integerIn(100_000, settingsMessages.count(ruleLabels.phone_messages_per_day, 0, 100_000)),
  ),
});
export type RulesRequest = v.InferInput<typeof rulesRequestSchema>;
