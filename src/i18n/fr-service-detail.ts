import { counted } from "../lib/plural";
/** The strings of a service's page, loaded with it. Texts of the spec are copied exactly. */
export const frServiceDetail = {
  breadcrumb: "Fil d'Ariane",
  duration: "Durée",
  maxPerBooking: "Max par réservation",
  persons: (n: number) => counted(n, "personne"),
  availability: "Disponibilité",
  everyDay: "Tous les jours",
  reserveNow: "Réserver maintenant",
  invalidId: "ID service invalide",
  allServices: "Voir tous nos services",
  loadError: "Impossible de charger les détails.",
  immediate: "Réservation immédiate",
  freeCancel: (hours: number) => `Annulation gratuite sous ${hours}h avant la séance`,
  privateAvailable: "Option privée disponible",
  privateUnavailable: "Option privée non disponible",
  related: "Vous aimerez aussi",
  readMore: "Lire plus",
  readLess: "Lire moins",
  about: "À propos de cette séance",
  precautionsTitle: "Précautions",
  precautionsText:
    "Signalez-nous toute blessure, grossesse ou problème de santé avant la séance. En cas de doute, demandez l'avis de votre médecin.",
  preparationTitle: "Préparation",
  preparationText:
    "Arrivez 15 minutes avant l'heure de votre rendez-vous, en tenue confortable, avec une bouteille d'eau.",
  question: "Une question sur cette séance ?",
  contactUs: "Contactez-nous",
  privateOption: "Option privée",
  withPrivate: "option privée comprise",
} as const;
