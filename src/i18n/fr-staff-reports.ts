import type { ReportStep } from "../contract/staff/reports";
import { counted } from "../lib/plural";

const stepWords = { day: "jour", week: "semaine", month: "mois", year: "année" } as const;

/** The owner's reports (admins only): loaded with their screen, not with the menu. */
export const frStaffReports = {
  title: "Rapports",
  intro: (from: string, to: string) => `Du ${from} au ${to}`,
  from: "Du",
  to: "Au",
  by: "Découpage",
  steps: { day: "Jour", week: "Semaine", month: "Mois", year: "Année" },
  /** A cut with too many bars for the period, replaced by a coarser one. */
  stepSwitched: (asked: ReportStep, used: ReportStep) =>
    `Trop de colonnes pour un découpage par ${stepWords[asked]} : rapports découpés par ${stepWords[used]}.`,
  export: "Exporter en CSV",
  exporting: "Export…",
  exported: "Fichier CSV téléchargé.",
  chartNote: "Les chiffres du graphique sont repris dans le tableau ci-dessous.",
  barStart: "Début",
  empty: "Rien sur cette période.",
  total: "Total",
  rate: "Taux",
  occupancy: {
    title: "Occupation",
    intro: "Places réservées sur places offertes, sur les créneaux de la période.",
    service: "Service",
    offered: "Places offertes",
    booked: "Places réservées",
    hours: "Par heure de la semaine",
    weekdays: ["Lun", "Mar", "Mer", "Jeu", "Ven", "Sam", "Dim"],
    practitioners: "Par praticien",
    practitioner: "Praticien",
    sessions: "Séances",
    booked_hours: "Heures en séance",
    working_hours: "Heures de travail",
  },
  revenue: {
    title: "Chiffre d'affaires",
    intro: "Réservations payées à l'accueil ou en ligne et packs vendus, comme les recettes (XOF).",
    methods: { cash: "Espèces", card: "Carte", orange_money: "Orange Money", wave: "Wave" },
    service: "Service",
    count: "Paiements",
    amount: "Montant",
  },
  credits: {
    title: "Crédits",
    intro: "Vendus, rendus, dépensés et expirés ; l'encours est ce que les clients détiennent encore.",
    sold: "Vendus",
    given: "Rendus",
    spent: "Dépensés",
    expired: "Expirés",
    outstandingStart: "Encours au début",
    outstandingEnd: "Encours à la fin",
  },
  clients: {
    title: "Clients",
    intro: "Clients ayant une séance : première séance (nouveaux) ou déjà venus (revenus).",
    active: "Clients",
    new: "Nouveaux",
    returning: "Revenus",
    retention: (days: number) => `Revenus dans les ${days} jours`,
    retentionDetail: (returned: number, eligible: number) =>
      `${returned} sur ${counted(eligible, "nouveau client", "nouveaux clients")}`,
  },
  attendance: {
    title: "Absences et annulations tardives",
    intro: (hours: number) =>
      `Une annulation tardive est faite moins de ${hours} h avant la séance (délai d'annulation).`,
    bookings: "Réservations",
    no_shows: "Absences",
    cancellations: "Annulations",
    late_cancels: "Annulations tardives",
    service: "Service",
  },
} as const;
