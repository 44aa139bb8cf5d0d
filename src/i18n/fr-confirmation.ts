/** The strings of the confirmation screens, loaded with them. Texts of the spec are copied exactly. */
export const frConfirmation = {
  defaultMessage: "Un e-mail de confirmation vous a été envoyé.",
  bookingNumber: "Numéro de réservation",
  service: "Service",
  dateTime: "Date et heure",
  persons: "Personnes",
  paymentMethod: "Moyen de paiement",
  total: "Total",
  countdown: (seconds: number) => `Retour à l'accueil dans ${seconds} s`,
  stay: "Rester sur cette page",
  myBookings: "Voir mes réservations",
  needHelp: "Une question sur votre réservation ?",
} as const;
