/**
 * The strings of the home page's choice modal, loaded with it (when it opens, not with the page).
 * Texts of the spec are copied exactly.
 */
export const frChoice = {
  title: "Choisissez votre experience",
  text: "Un programme construit pour vous avec un coach, ou une séance de notre catalogue prête à réserver ?",
  custom: "Personnalisé",
  customText: "Un programme Signature, conçu avec votre coach.",
  standard: "Standard",
  standardText: "Une séance Essentiel, prête à réserver.",
} as const;
