/**
 * The strings of the about screen that stay the app's: its text is the centre's (`configs/about/`).
 * Texts of the spec are copied exactly.
 */
export const frAbout = {
  title: "Notre Histoire",
  ctaTitle: "Prêt à commencer ?",
  ctaText: "Choisissez votre séance et réservez votre créneau en quelques secondes.",
  cta: "Réserver une séance",
} as const;
