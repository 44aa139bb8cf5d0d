import { counted, plural } from "../lib/plural";

/**
 * The agenda's words (`/admin/dashboard`): the day, a payment taken, a booking cancelled.
 * Part of `frStaff` (fr-staff.ts).
 */
export const agenda = {
  title: "Agenda du jour",
  today: "Aujourd'hui",
  previous: "Jour précédent",
  next: "Jour suivant",
  pickDate: "Choisir une date",
  empty: "Aucun créneau ce jour-là : le centre est fermé ou aucun service n'est proposé.",
  freeSlots: (n: number) => `${counted(n, "créneau", "créneaux")} sans réservation`,
  serviceEmpty: "Aucune réservation ce jour-là.",
  freeSlotLabel: (time: string, capacity: number) =>
    `${time}, ${counted(capacity, "place")} ${plural(capacity, "libre")}`,
  updated: (time: string) => `Mis à jour à ${time}`,
  stats: { bookings: "Réservations", persons: "Personnes", toCollect: "À encaisser" },
  noShowsUnpaid: (count: number, amount: string) =>
    `Hors ${counted(count, "absent")} non ${plural(count, "payé")} : ${amount}`,
  views: { label: "Affichage de l'agenda", time: "Par heure", service: "Par service" },
  hour: (from: string, to: string) => `${from} – ${to}`,
  hourSummary: (sessions: number, bookings: number) =>
    `${counted(sessions, "séance")} · ${counted(bookings, "réservation")}`,
  now: "Maintenant",
  nextUp: "À suivre",
  earlier: (sessions: number, bookings: number) =>
    `Plus tôt aujourd'hui : ${counted(sessions, "séance")} ${plural(sessions, "terminée")}, ${counted(bookings, "réservation")}`,
  unmarked: (n: number) => (n > 1 ? `${n} sans pointage` : "1 sans pointage"),
  dayEmpty: "Aucune réservation ce jour-là.",
  dayOver: "Toutes les séances du jour sont terminées.",
  freeElsewhere: "Les créneaux sans réservation sont dans la vue par service.",
  closed: (label: string) => `Centre fermé : ${label}`,
  closedRange: (from: string, to: string) =>
    from === to
      ? "Aucune séance n'est proposée ce jour-là."
      : `Fermé du ${from} au ${to} : aucune séance n'est proposée.`,
  move: "Déplacer",
  book: "Réserver",
  bookAt: (time: string, service: string) => `Réserver à ${time}, ${service}`,
  booked: (persons: number, capacity: number) => `${persons} / ${capacity}`,
  bookedLabel: (persons: number, capacity: number) =>
    `${counted(persons, "personne")} ${plural(persons, "réservée")} sur ${counted(capacity, "place")}`,
  full: "Complet",
  privateSlot: "Privatisé",
  withdrawn: "Hors horaires",
  withdrawnHint: "Ce créneau n'est plus proposé : déplacez ou annulez ses réservations (Horaires).",
  summary: (bookings: number, persons: number) =>
    `${counted(bookings, "réservation")} · ${counted(persons, "personne")}`,
  toCollect: (amount: string) => `${amount} à encaisser`,
  statuses: { held: "En attente de paiement en ligne", confirmed: "Confirmée", cancelled: "Annulée" },
  payment: { paid: "Payé", pending: "Non payé", failed: "Paiement échoué" },
  methods: { PAY01: "Sur place", PAY02: "Crédits", PAY03: "Wave", PAY04: "Orange Money" } as Record<
    string,
    string
  >,
  paidAtDesk: (method: string, who: string) => `${method} · encaissé par ${who}`,
  reference: (ref: string) => `Réf. ${ref}`,
  attendance: { present: "Présent", absent: "Absent" },
  markPresent: "Présent",
  markAbsent: "Absent",
  undoAttendance: "Annuler le pointage",
  markedPresent: (name: string) => `${name} est marqué présent.`,
  markedAbsent: (name: string) => `${name} est marqué absent.`,
  attendanceUndone: "Pointage annulé.",
  /** A late-cancel or no-show charge standing on a booking, and staff giving it back. */
  penalty: (n: number) => `Pénalité : ${counted(n, "crédit")}`,
  penaltyTaken: (n: number) => `Pénalité : ${counted(n, "crédit")} ${plural(n, "retenu")}.`,
  refundPenalty: "Rembourser la pénalité",
  refundingPenalty: "Remboursement…",
  penaltyRefunded: (n: number) =>
    n > 0
      ? `Pénalité remboursée : ${counted(n, "crédit")} ${plural(n, "rendu")} au client.`
      : "Pénalité annulée.",
  collect: "Encaisser",
  cancelBooking: "Annuler",
  cancelledBy: (who: string) => `Annulée par ${who}`,
  cancelledByClient: "Annulée par le client",
  refunded: (credits: string) => `${credits} rendus`,
  actionsFor: (name: string, time: string) => `Réservation de ${name} à ${time}`,
} as const;

export const pay = {
  title: "Encaisser la réservation",
  amount: "Montant à encaisser",
  method: "Moyen de paiement",
  reference: "Référence (facultative)",
  referenceHint: "Numéro de reçu, ou identifiant de la transaction Orange Money ou Wave.",
  submit: (amount: string) => `Encaisser ${amount}`,
  done: (amount: string, method: string) => `${amount} encaissés (${method}).`,
} as const;

export const cancel = {
  title: "Annuler pour le client",
  reason: "Raison (envoyée au client)",
  reasonPlaceholder: "Ex. : séance reportée à la demande du client",
  refund: "Rendre le paiement en crédits au client",
  refundHint: (credits: string) => `${credits} seront ajoutés à son solde.`,
  nothingToRefund: "Rien n'a été payé : il n'y a rien à rendre.",
  afterCutoff: (hours: number) =>
    `La limite d'annulation (${hours} h avant la séance) est passée : vous pouvez annuler quand même, en connaissance de cause.`,
  past: "Cette séance a déjà commencé ou est passée.",
  mailed: "Le client sera prévenu par e-mail et les places seront libérées.",
  submit: "Confirmer l'annulation",
  keep: "Garder la réservation",
  done: "Réservation annulée, client prévenu.",
  doneRefund: (credits: string) => `Réservation annulée, ${credits} rendus au client.`,
} as const;
