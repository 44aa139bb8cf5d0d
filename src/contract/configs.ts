import * as v from "valibot";

export const authSliderSchema = v.object({
  id: v.number(),
  image_1: v.string(),
  image_2: v.string(),
  image_3: v.string(),
  description_1: v.string(),
  description_2: v.string(),
});
export type AuthSlider = v.InferOutput<typeof authSliderSchema>;

export const bannerSchema = v.object({
  id: v.number(),
  header_image: v.string(),
  header_title: v.string(),
  header_sub_title: v.string(),
  footer_image: v.string(),
  footer_title: v.string(),
  /** Where the banner leads, if anywhere: a path of the site or an https address. */
  link: v.optional(v.nullable(v.string()), null),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const homeConfigSchema = v.object({
  display_basic_service: v.boolean(),
  display_custom_service: v.boolean(),
});
export type HomeConfig = v.InferOutput<typeof homeConfigSchema>;
export const homeConfigPatchSchema = v.partial(homeConfigSchema);

const modalChoiceSchema = v.object({ title: v.string(), description: v.string() });

export const modalConfigSchema = v.object({
  id: v.number(),
  type: v.picklist(["promo", "choice"]),
  is_active: v.boolean(),
  title: v.string(),
  description: v.string(),
  image: v.string(),
  personnalise: v.optional(v.nullable(modalChoiceSchema), null),
  standard: v.optional(v.nullable(modalChoiceSchema), null),
});
export type ModalConfig = v.InferOutput<typeof modalConfigSchema>;
export const modalPatchSchema = v.object({
  type: v.optional(v.picklist(["promo", "choice"])),
  is_active: v.boolean(),
});

export const termsPolicySchema = v.object({
  id: v.number(),
  type: v.picklist(["CGU", "PRIVACY"]),
  file_url: v.string(),
});
export type TermsPolicy = v.InferOutput<typeof termsPolicySchema>;

export const integerSettingSchema = v.object({ key: v.string(), value: v.pipe(v.number(), v.integer()) });
export type IntegerSetting = v.InferOutput<typeof integerSettingSchema>;

export const integerSettingKeys = {
  cancelCutoffHours: "MAX_HOURS_FOR_CANCEL_BEFORE_RESERVATION",
  bookingLeadHours: "MIN_HOURS_BEFORE_RESERVATION",
} as const;

/** The FAQ's categories, in the order of its filter buttons. */
export const faqCategorySchema = v.picklist(["reservations", "services", "payments", "account"]);
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;

/** `GET configs/faq/`: the centre's questions, in its order; answers are plain text. */
export const faqEntrySchema = v.object({
  id: v.number(),
  category: faqCategorySchema,
  question: v.string(),
  answer: v.string(),
});
export type FaqEntry = v.InferOutput<typeof faqEntrySchema>;

/** `GET configs/about/`: the « Qui sommes-nous » text, sanitised HTML (the app cleans it again). */
export const aboutTextSchema = v.object({ html: v.string() });
export type AboutText = v.InferOutput<typeof aboutTextSchema>;
