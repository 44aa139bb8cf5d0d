/** The strings of the callback screens, loaded with them. Texts of the spec are copied exactly. */
export const frCallback = {
  success: "Paiement réussi !",
  status: "Statut",
  confirmed: "Confirmé",
  method: "Moyen de paiement",
  cancelled: "Paiement annulé",
  nothingDebited: "Aucun montant n'a été débité.",
  retry: "Réessayer le paiement",
  checking: "Vérification du paiement…",
  checkingText: "Nous demandons au serveur le résultat de votre paiement.",
  amount: "Montant",
  bookingPaid: "Votre réservation est payée. Un e-mail de confirmation vous a été envoyé.",
  packPaid: "Vos crédits ont été ajoutés à votre solde.",
  unknownTitle: "Résultat du paiement indisponible",
  missing: "Ce lien de paiement est incomplet : impossible de savoir de quel paiement il s'agit.",
  notFound: "Ce paiement est introuvable sur votre compte.",
  loginNeeded: "Connectez-vous pour connaître le résultat de votre paiement.",
  login: "Se connecter",
  stillPending:
    "Votre paiement n'est pas encore confirmé par le prestataire. Son résultat apparaîtra dans vos réservations dès qu'il le sera.",
  checkAgain: "Vérifier à nouveau",
} as const;
