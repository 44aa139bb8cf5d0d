import { counted } from "../lib/plural";

/**
 * The clients' words (`/admin/clients`): the search, a client's page, credits adjusted, a pack sold.
 * Part of `frStaff` (fr-staff.ts).
 */
export const clients = {
  title: "Clients",
  intro: "Retrouvez un client par son nom, son téléphone ou son e-mail.",
  searchLabel: "Rechercher un client",
  searchPlaceholder: "Nom, téléphone ou e-mail…",
  count: (n: number) => counted(n, "client"),
  empty: "Aucun client ne correspond à cette recherche.",
  none: "Aucun client pour le moment.",
  pagination: "Pagination des clients",
  verified: "Vérifié",
  notVerified: "Non vérifié",
  balance: "Solde",
  since: (date: string) => `Client depuis le ${date}`,
  open: (name: string) => `Ouvrir la fiche de ${name}`,
  staffRole: (role: string) => `Équipe · ${role}`,
} as const;

export const client = {
  back: "Tous les clients",
  book: "Réserver pour ce client",
  profile: "Profil",
  email: "E-mail",
  phone: "Téléphone",
  address: "Adresse",
  noAddress: "Non renseignée",
  balance: "Solde de crédits",
  expiresOn: (date: string) => `Prochaine expiration le ${date}`,
  adjust: "Ajuster les crédits",
  sellPack: "Vendre un pack",
  resendCode: "Renvoyer le code de vérification",
  codeSent: "Un nouveau code de vérification a été envoyé au client.",
  ledger: "Crédits",
  ledgerEmpty: "Aucun mouvement de crédits.",
  /** As the audit log's pager says it, of « mouvements ». */
  ledgerOlder: "Plus anciens",
  ledgerCols: {
    date: "Date",
    what: "Mouvement",
    credits: "Crédits",
    left: "Restant",
    expiry: "Expiration",
    by: "Par",
  },
  kinds: {
    purchase: "Achat en ligne",
    desk_sale: "Vente à l'accueil",
    booking: "Réservation",
    refund: "Remboursement",
    adjustment: "Ajustement",
  },
  reason: (text: string) => `Raison : ${text}`,
  expired: "Expiré",
  noExpiry: "—",
  bookings: "Réservations",
  bookingsEmpty: "Aucune réservation.",
  /** Of « réservations », as the ledger's « Plus anciens » is of « mouvements ». */
  bookingsOlder: "Plus anciennes",
  notFound: "Ce client n'existe pas.",
} as const;

export const adjust = {
  title: "Ajuster les crédits",
  direction: "Sens",
  add: "Ajouter",
  remove: "Retirer",
  amount: "Nombre de crédits",
  reason: "Raison",
  reasonPlaceholder: "Ex. : geste commercial après un retard",
  current: (credits: string) => `Solde actuel : ${credits}`,
  after: (credits: string) => `Solde après : ${credits}`,
  belowZero: "Le solde ne peut pas devenir négatif.",
  submit: "Enregistrer l'ajustement",
  done: (credits: string) => `Ajustement enregistré. Nouveau solde : ${credits}.`,
} as const;

export const sell = {
  title: "Vendre un pack",
  pack: "Pack",
  packLine: (credits: string, validity: number) => `${credits} · valable ${validity} jours`,
  noPacks: "Aucun pack n'est proposé pour le moment.",
  packsFailed: "Impossible de charger les packs.",
  submit: (amount: string) => `Encaisser ${amount}`,
  done: (credits: string) => `Pack vendu. Nouveau solde : ${credits}.`,
} as const;
