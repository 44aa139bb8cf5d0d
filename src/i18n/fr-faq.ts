/** The strings of the faq screens, loaded with them. Texts of the spec are copied exactly. */
export const frFaq = {
  intro: "Les réponses aux questions que l'on nous pose le plus souvent.",
  searchLabel: "Rechercher une question",
  searchPlaceholder: "Annulation, crédits, compte…",
  categories: "Catégories",
  empty: "Aucune question ne correspond à votre recherche.",
  reset: "Réinitialiser la recherche",
  ctaTitle: "Vous ne trouvez pas votre réponse ?",
  ctaText: "Notre équipe vous répond du lundi au samedi, de 9h à 19h.",
  ctaButton: "Nous contacter",
} as const;
