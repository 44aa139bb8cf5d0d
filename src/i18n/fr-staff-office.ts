import { counted, plural } from "../lib/plural";

/**
 * The office's words: refunds to make, messages, takings, the Journal.
 * Part of `frStaff` (fr-staff.ts).
 */
export const refunds = {
  title: "À rembourser",
  intro:
    "Les paiements mobiles à rendre à la main (Orange Money ne permet pas le remboursement automatique). Rendez le montant reçu au numéro du client, puis marquez « Fait ».",
  states: { todo: "À faire", done: "Faits", all: "Tous" },
  empty: "Rien à rembourser. 🎉",
  emptyDone: "Aucun remboursement fait pour le moment.",
  toGive: "À rendre",
  asked: (amount: string) => `Demandé : ${amount}`,
  readAtProvider: "Montant à lire chez le prestataire",
  purpose: { booking: (id: number) => `Réservation n° ${id}`, pack: (id: number) => `Pack n° ${id}` },
  paidOn: (date: string) => `Payé le ${date}`,
  doneOn: (date: string, who: string) => `Fait le ${date} par ${who}`,
  markDone: "Fait",
  confirmTitle: "Remboursement fait ?",
  confirmText: (amount: string, phone: string) =>
    `Confirmez que ${amount} ont bien été rendus au ${phone}. Cette action est enregistrée au journal.`,
  confirmNoPhone: (amount: string) =>
    `Confirmez que ${amount} ont bien été rendus au client. Cette action est enregistrée au journal.`,
  doneToast: "Remboursement marqué comme fait.",
} as const;

export const messages = {
  title: "Messages",
  states: { all: "Tous", unread: "Non lus", read: "Lus" },
  unreadCount: (n: number) => `${n} non ${plural(n, "lu")}`,
  empty: "Aucun message.",
  pagination: "Pagination des messages",
  unread: "Non lu",
  readBy: (who: string, date: string) => `Lu par ${who} le ${date}`,
  markRead: "Marquer comme lu",
  markUnread: "Marquer comme non lu",
  reply: "Répondre",
  replyTo: (name: string) => `Répondre à ${name} par e-mail`,
} as const;

export const takings = {
  title: "Recettes",
  periods: { day: "Jour", week: "Semaine", month: "Mois" },
  periodLabel: "Période",
  date: "Date",
  previous: "Période précédente",
  next: "Période suivante",
  weekRange: (from: string, to: string) => `Semaine du ${from} au ${to}`,
  total: "Total encaissé",
  received: "Reçu par moyen",
  cols: { method: "Moyen", count: "Opérations", amount: "Montant", online: "Dont en ligne" },
  creditsUsed: (credits: string) => credits,
  packs: "Packs vendus",
  packsDetail: (desk: number, online: number) => `${desk} à l'accueil · ${online} en ligne`,
  refunds: "Remboursements",
  refundsCredits: (n: number, credits: string) => `${n} en crédits (${credits})`,
  refundsMoney: (n: number, amount: string) => `${n} en argent (${amount})`,
  manualPending: (n: number) => (n > 1 ? `${n} à faire à la main` : "1 à faire à la main"),
  noShows: "Absents",
  presences: "Présents",
  personsCount: (n: number, persons: number) =>
    `${counted(n, "réservation")} · ${counted(persons, "personne")}`,
  cancellations: "Annulations",
  adjustments: "Ajustements",
  adjustmentsDetail: (added: string, removed: string) => `+${added} · −${removed}`,
  export: "Exporter en CSV",
  exportTotals: "Totaux en CSV",
  exporting: "Export…",
  exported: "Fichier CSV téléchargé.",
} as const;

export const audit = {
  title: "Journal",
  intro: "Chaque action de l'équipe, dans l'ordre, telle qu'elle a été faite. Rien ne peut y être modifié.",
  empty: "Aucune action enregistrée.",
  pagination: "Pagination du journal",
  newer: "Plus récentes",
  older: "Plus anciennes",
  cols: { when: "Quand", who: "Qui", what: "Action", on: "Sur" },
  commandLine: "Ligne de commande",
  server: "Serveur",
  booking: (id: number) => `Réservation n° ${id}`,
  client: "Fiche client",
  intact: "Journal intact",
  checking: "Vérification du journal en cours : chaque ligne est relue…",
  unchecked: "La vérification du journal n'a pas abouti pour le moment : rechargez la page pour la refaire.",
  intactDetail: (n: number) =>
    n > 1
      ? `${n} lignes vérifiées : chacune est liée à la précédente, et le serveur a signé la chaîne.`
      : n === 1
        ? "1 ligne vérifiée : le serveur l'a signée."
        : "Aucune ligne à vérifier pour l'instant.",
  altered: "Journal altéré",
  alteredAdvice:
    "Les lignes à partir de celle-ci ne sont plus garanties. Gardez une copie de la base en l'état et prévenez la personne qui administre le serveur.",
} as const;
