/** The settings' words for what a late cancel and a no-show cost (`/admin/settings`). */
export const frStaffPenalties = {
  title: "Annulations tardives et absences",
  intro:
    "Ce que coûte, en crédits, une annulation dans le délai d'annulation et une absence marquée à l'accueil. Les crédits du client servent de caution : aucune carte n'est demandée.",
  late: {
    legend: "Annulation dans le délai",
    refused: "Refusée (le client ne peut plus annuler)",
    free: "Acceptée, sans frais",
    credits: "Acceptée, contre un nombre de crédits",
    price: "Acceptée, contre le prix de la séance",
    help: "Le client voit le coût avant de confirmer. Une séance payée paie la pénalité sur ce qui lui est rendu ; sinon, un client qui n'a pas assez de crédits ne peut pas annuler si tard.",
  },
  noShow: {
    legend: "Absence",
    none: "Sans frais",
    credits: "Un nombre de crédits",
    price: "Le prix de la séance",
    help: "Prélevée quand l'accueil marque « Absent » une réservation non payée, au plus ce que le client a ; une séance déjà payée ne coûte rien de plus. « Annuler le pointage » ou « Rembourser la pénalité » la rend.",
  },
  credits: "Crédits",
  unit: "crédits",
} as const;
