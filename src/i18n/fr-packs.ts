/** The strings of the packs screens, loaded with them. Texts of the spec are copied exactly. */
export const frPacks = {
  intro: "Rechargez votre solde et réservez vos séances en un instant.",
  buy: "Acheter ce pack",
  premium: "Premium",
  empty: "Aucun pack disponible actuellement",
  refresh: "Actualiser",
  failed: "Impossible de charger les packs.",
  savedCopy: "Connexion impossible : voici les dernières informations enregistrées sur ce téléphone.",
  lastUpdate: (when: string) => `Dernière mise à jour : ${when}`,
  subscriptions: "Abonnements mensuels bientôt disponibles !",
  subscriptionsText: "Une séance par semaine ou en illimité : nos formules mensuelles arrivent.",
  soon: "Bientôt disponible",
  validity: (days: number) => `Valable ${days} jours`,
  perCredit: (xof: string) => `soit ${xof} le crédit`,
} as const;
