import { counted, plural } from "../lib/plural";
import { agenda, cancel, pay } from "./fr-staff-agenda";
import { clientNotes, editClient } from "./fr-staff-client-record";
import { adjust, client, clients, sell } from "./fr-staff-clients";
import { audit, messages, refunds, takings } from "./fr-staff-office";
/** The back-office's strings, loaded only with its screens under `/admin/…`. */
export const frStaff = {
  space: "Espace équipe",
  teamOnlyTitle: "Espace réservé à l'équipe",
  teamOnlyVisitor:
    "Cette page est l'espace de travail de l'équipe du centre : agenda du jour, encaissements, clients. Connectez-vous avec votre compte d'équipe pour y accéder.",
  teamOnlyClient:
    "Cette page est l'espace de travail de l'équipe du centre. Votre compte client n'y a pas accès : connectez-vous avec un compte d'équipe.",
  logIn: "Se connecter",
  switchAccount: "Changer de compte",
  backToSite: "Retour au site",
  checkFailed: "Impossible de vérifier votre accès à l'espace équipe.",
  nav: {
    label: "Navigation de l'espace équipe",
    agenda: "Agenda",
    week: "Semaine",
    myDay: "Ma journée",
    book: "Réserver",
    clients: "Clients",
    refunds: "À rembourser",
    messages: "Messages",
    takings: "Recettes",
    audit: "Journal",
    team: "Équipe",
    // The admins' screens, named here so the menu does not load their words.
    schedule: "Horaires",
    services: "Services",
    packs: "Packs",
    promos: "Codes promo",
    practitioners: "Praticiens",
    rooms: "Salles",
    settings: "Réglages",
    reports: "Rapports",
    unread: (n: number) => `${counted(n, "message")} non ${plural(n, "lu")}`,
    menu: "Menu",
    closeMenu: "Fermer le menu",
  },
  logout: "Se déconnecter",
  viewSite: "Voir le site",
  loadFailed: "Impossible de charger cette page.",
  notFound: "Cette page de l'espace équipe n'existe pas.",
  retry: "Réessayer",
  close: "Fermer",
  dismiss: "Annuler",
  confirm: "Confirmer",
  saving: "Enregistrement…",
  updatedAt: (time: string) => `Mis à jour à ${time}`,
  refresh: "Actualiser",
  refreshing: "Actualisation…",
  persons: (n: number) => counted(n, "personne"),
  privateOption: "Privatif",
  noPhone: "Pas de téléphone",
  call: (name: string) => `Appeler ${name}`,
  whatsapp: "Écrire sur WhatsApp",
  whatsappTo: (name: string) => `Écrire sur WhatsApp à ${name}`,
  /** The message a WhatsApp chat opened from the desk starts with. */
  whatsappGreeting: (firstName: string, centre: string) =>
    firstName ? `Bonjour ${firstName}, ici ${centre}.` : `Bonjour, ici ${centre}.`,
  offline:
    "Pas de connexion, ou la réponse s'est perdue. Vos saisies sont gardées : réessayez, rien ne sera compté deux fois.",

  agenda,
  pay,
  cancel,
  clients,
  client,
  adjust,
  sell,
  editClient,
  clientNotes,
  refunds,
  messages,
  takings,
  audit,
} as const;
