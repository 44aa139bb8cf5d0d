import { counted, plural } from "../lib/plural";

/** The back-office's words for a client's record kept by the desk: its edit and the staff's notes. */

export const editClient = {
  open: "Modifier",
  title: "Modifier la fiche",
  submit: "Enregistrer",
  firstName: "Prénom",
  lastName: "Nom",
  phone: "Téléphone",
  phoneHint: "77 123 45 67, ou l'indicatif du pays précédé de +",
  email: "E-mail (facultatif si le téléphone est renseigné)",
  emailChangeNotice:
    "Une nouvelle adresse e-mail rend le compte « non vérifié » : le client reçoit un code pour la confirmer.",
  address: "Adresse",
  postalCode: "Code postal",
  city: "Ville",
  country: "Pays",
  openExisting: "Ouvrir la fiche de ce client",
  /** Under a field typed over a value a colleague saved meanwhile. */
  changedMeanwhile: (value: string) =>
    `Modifié entre-temps par un collègue : « ${value || "vide"} ». Vérifiez avant d'enregistrer.`,
} as const;

export const clientNotes = {
  title: "Notes",
  intro:
    "Allergies, grossesse, blessures, préférences : montrées à l'équipe et dans l'agenda, jamais dans l'app du client ; il les retrouve dans l'export de ses données s'il le demande.",
  label: "Nouvelle note",
  placeholder: "Ex. : Allergie aux huiles essentielles",
  add: "Ajouter la note",
  empty: "Aucune note sur ce client.",
  by: (author: string, date: string) => `${author}, le ${date}`,
  remove: "Supprimer",
  removeLabel: (date: string) => `Supprimer la note du ${date}`,
  removeTitle: "Supprimer cette note ?",
  /** The Journal says who removed which note, never its text: once gone, it is gone. */
  removeKept:
    "Son texte ne pourra pas être rétabli : le journal garde qui l'a supprimée, pas ce qu'elle disait.",
  left: (n: number) => `${counted(n, "caractère")} ${plural(n, "restant")}`,
  /** The agenda's marker beside a booking. */
  badge: "⚠ Note",
  badgeLabel: (n: number) => `${counted(n, "note")} sur ce client`,
} as const;
